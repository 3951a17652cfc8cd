import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { ProductListing } from '~/components/listing/product-listing';
import { breadcrumbList, JsonLd } from '~/components/seo/json-ld';
import { data } from 'react-router';
import { listingHeaders, loadListing } from '~/lib/listing/listing.server';
import { orNotFound, shopperLocale } from '~/lib/http/loader-helpers.server';
import { contentMeta } from '~/lib/seo/content-seo';
import { loadPageContent, pageLoaderData } from '~/lib/content/page-content.server';
import { publicOrigin } from '~/lib/http/origin.server';
import { useActivity } from '~/lib/personalisation/recs-events';
import type { Route } from './+types/category';
import { LandingContent } from './content-pages/landing-content';

/** /category/{id}, /c/{slug}, /c/{slug}/* and /c/{categoryId}/ all list one category and its subcategories. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  const category = await orNotFound(
    params.categoryId
      ? context.commerce.getCategory(params.categoryId, { locale: query.locale, levels: 1 })
      : context.commerce.getCategoryBySlug(params.slug!, { locale: query.locale, levels: 1 }),
  );
  // The category's landing content (spec 3 §2.1) is fetched beside the listing; none, or a failure, shows the listing alone.
  const [landing, { timing, ...listing }] = await Promise.all([
    loadPageContent(request, context, `category/${category.id}`),
    loadListing(request, context, { categoryId: category.id }),
  ]);
  const headers = new Headers(listingHeaders({ timing }));
  for (const cookie of landing.headers.getSetCookie()) headers.append('set-cookie', cookie);
  const origin = publicOrigin(request);
  const content =
    landing.outcome === 'found' ? { ...pageLoaderData(landing.page, origin), groups: landing.groups } : null;
  // The listing keeps its own canonical and hreflang links (its page and query parameters count).
  return data({ category, ...listing, origin, content }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, location }) =>
  contentMeta(data?.content?.seo ?? {}, {
    title: data?.category.pageTitle ?? data?.category.name,
    description: data?.category.pageDescription ?? '',
    origin: data?.origin ?? '',
    url: (data?.origin ?? '') + location.pathname,
  });

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, origin, content, ...listing } = loaderData;
  const links = useCatalogLinks();
  const trail = category.parentCategoryTree.filter((c) => c.id !== 'root');
  const crumbs = trail.map((c) => ({ name: c.name, path: links.category({ id: c.id }) }));
  // The recommendation service's viewCategory, and clickCategory for a tile followed (spec 2 §7).
  const send = useActivity();
  useEffect(() => send('viewCategory', { categories: [{ id: category.id }] }), [category.id, send]);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6">
      <JsonLd data={breadcrumbList(origin, crumbs)} />
      <Breadcrumbs items={crumbs.map((c) => ({ label: c.name, href: c.path }))} />
      <h1 className="mb-6 mt-3 text-3xl font-bold">{category.name}</h1>
      {content ? (
        <div className="-mx-4 mb-8">
          <LandingContent content={content} />
        </div>
      ) : null}
      <ProductListing
        {...listing}
        categoryHref={(id) => links.category({ id })}
        filterExclusions={category.c_filterExclusions}
        quickFilters={category.c_quickFilterAllowListOverride}
        onProductClick={(id) => send('clickCategory', { categories: [{ id: category.id }], products: [{ id }] })}
        empty={
          <p className="py-16 text-center text-neutral-700">
            <FormattedMessage id="listing.empty" defaultMessage="No products found" />
          </p>
        }
      />
    </div>
  );
}
