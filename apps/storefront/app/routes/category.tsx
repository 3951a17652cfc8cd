import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useCatalogLinks } from '~/components/layout/use-links';
import { Breadcrumbs } from '~/components/listing/breadcrumbs';
import { Pagination } from '~/components/listing/pagination';
import { CompareProvider } from '~/components/compare/compare-provider';
import { CompareTray } from '~/components/compare/compare-tray';
import { ProductGrid } from '~/components/product/product-tile';
import { listingParams } from '~/lib/listing-params';
import { orNotFound, shopperLocale } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import { publicOrigin } from '~/lib/origin.server';
import { breadcrumbList, JsonLd } from '~/components/seo/json-ld';
import type { Route } from './+types/category';

/** /category/{id}, /c/{slug}, /c/{slug}/* and /c/{categoryId}/ all show one category's products. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  const url = new URL(request.url);
  const { page, limit, offset } = listingParams(url);
  const category = await orNotFound(
    params.categoryId
      ? context.commerce.getCategory(params.categoryId, { locale: query.locale, levels: 1 })
      : context.commerce.getCategoryBySlug(params.slug!, { locale: query.locale, levels: 1 }),
  );
  const list = await context.commerce.listProducts({ ...query, categoryId: category.id, limit, offset });
  return { category, list, page, pageCount: Math.max(1, Math.ceil(list.total / limit)), origin: publicOrigin(request) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: pageTitle(data?.category.pageTitle ?? data?.category.name) },
  { name: 'description', content: data?.category.pageDescription ?? '' },
];

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, list, page, pageCount, origin } = loaderData;
  const links = useCatalogLinks();
  const trail = category.parentCategoryTree.filter((c) => c.id !== 'root');
  return (
    <CompareProvider>
      <div className="mx-auto max-w-[97.5rem] px-4 py-6">
        <JsonLd
          data={breadcrumbList(
            origin,
            trail.map((c) => ({ name: c.name, path: links.category({ id: c.id }) })),
          )}
        />
        <Breadcrumbs items={trail.map((c) => ({ label: c.name, href: links.category({ id: c.id }) }))} />
        <div className="mb-6 mt-3 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-3xl font-bold">{category.name}</h1>
          <p className="text-neutral-700" role="status">
            <FormattedMessage
              id="listing.count"
              defaultMessage="{count, plural, one {# result} other {# results}}"
              values={{ count: list.total }}
            />
          </p>
        </div>
        {category.categories && category.categories.length > 0 ? (
          <nav aria-labelledby="subcategories" className="mb-6">
            <h2 id="subcategories" className="sr-only">
              <FormattedMessage id="listing.subcategories" defaultMessage="Subcategories" />
            </h2>
            <ul className="flex flex-wrap gap-2">
              {category.categories.map((child) => (
                <li key={child.id}>
                  <Link
                    to={links.category(child)}
                    className="block rounded-full border border-neutral-400 px-4 py-1.5 text-sm hover:bg-theme"
                  >
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {list.hits.length > 0 ? (
          <ProductGrid products={list.hits} showCompare />
        ) : (
          <p className="py-16 text-center text-neutral-700">
            <FormattedMessage id="listing.empty" defaultMessage="No products found" />
          </p>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </div>
      <CompareTray />
    </CompareProvider>
  );
}
