import { FormattedMessage } from 'react-intl';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { ProductListing } from '~/components/listing/product-listing';
import { breadcrumbList, JsonLd } from '~/components/seo/json-ld';
import { data } from 'react-router';
import { listingHeaders, loadListing } from '~/lib/listing/listing.server';
import { orNotFound, shopperLocale } from '~/lib/http/loader-helpers.server';
import { pageTitle } from '~/lib/seo/meta';
import { publicOrigin } from '~/lib/http/origin.server';
import type { Route } from './+types/category';

/** /category/{id}, /c/{slug}, /c/{slug}/* and /c/{categoryId}/ all list one category and its subcategories. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  const category = await orNotFound(
    params.categoryId
      ? context.commerce.getCategory(params.categoryId, { locale: query.locale, levels: 1 })
      : context.commerce.getCategoryBySlug(params.slug!, { locale: query.locale, levels: 1 }),
  );
  const { timing, ...listing } = await loadListing(request, context, { categoryId: category.id });
  return data({ category, ...listing, origin: publicOrigin(request) }, { headers: listingHeaders({ timing }) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.category.pageTitle ?? data?.category.name) },
  { name: 'description', content: data?.category.pageDescription ?? '' },
];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, origin, ...listing } = loaderData;
  const links = useCatalogLinks();
  const trail = category.parentCategoryTree.filter((c) => c.id !== 'root');
  const crumbs = trail.map((c) => ({ name: c.name, path: links.category({ id: c.id }) }));
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6">
      <JsonLd data={breadcrumbList(origin, crumbs)} />
      <Breadcrumbs items={crumbs.map((c) => ({ label: c.name, href: c.path }))} />
      <h1 className="mb-6 mt-3 text-3xl font-bold">{category.name}</h1>
      <ProductListing
        {...listing}
        categoryHref={(id) => links.category({ id })}
        filterExclusions={category.c_filterExclusions}
        quickFilters={category.c_quickFilterAllowListOverride}
        empty={
          <p className="py-16 text-center text-neutral-700">
            <FormattedMessage id="listing.empty" defaultMessage="No products found" />
          </p>
        }
      />
    </div>
  );
}
