import { FormattedMessage } from 'react-intl';
import { Pagination } from '~/components/listing/pagination';
import { CompareProvider } from '~/components/compare/compare-provider';
import { CompareTray } from '~/components/compare/compare-tray';
import { ProductGrid } from '~/components/product/product-tile';
import { listingParams } from '~/lib/listing-params';
import { shopperLocale } from '~/lib/loader-helpers.server';
import { pageTitle } from '~/lib/meta';
import type { Route } from './+types/search';

const MAX_QUERY_LENGTH = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { query } = shopperLocale(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const { page, limit, offset } = listingParams(url);
  if (!q) return { q, list: undefined, page, pageCount: 0 };
  const list = await context.commerce.listProducts({ ...query, q, limit, offset });
  return { q, list, page, pageCount: Math.max(1, Math.ceil(list.total / limit)) };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: pageTitle(data?.q ? `“${data.q}”` : 'Search') }];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, list, page, pageCount } = loaderData;
  return (
    <CompareProvider>
      <div className="mx-auto max-w-[97.5rem] px-4 py-6">
        <h1 className="mb-6 text-3xl font-bold">
          {q ? (
            <FormattedMessage id="search.title" defaultMessage="Search results for “{q}”" values={{ q }} />
          ) : (
            <FormattedMessage id="search.title_empty" defaultMessage="Search" />
          )}
        </h1>
        {!q ? (
          <form method="get" role="search" className="flex max-w-xl gap-2">
            <label htmlFor="search-page-q" className="sr-only">
              <FormattedMessage id="header.search.label" defaultMessage="Search" />
            </label>
            <input
              id="search-page-q"
              name="q"
              type="search"
              required
              maxLength={MAX_QUERY_LENGTH}
              className="flex-1 rounded border border-neutral-500 px-3 py-2"
            />
            <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
              <FormattedMessage id="header.search.label" defaultMessage="Search" />
            </button>
          </form>
        ) : list && list.hits.length > 0 ? (
          <>
            <p className="mb-4 text-neutral-700" role="status">
              <FormattedMessage
                id="listing.count"
                defaultMessage="{count, plural, one {# result} other {# results}}"
                values={{ count: list.total }}
              />
            </p>
            <ProductGrid products={list.hits} showCompare />
            <Pagination page={page} pageCount={pageCount} />
          </>
        ) : (
          <p className="py-16 text-center text-neutral-700" role="status">
            <FormattedMessage id="listing.empty" defaultMessage="No products found" />
          </p>
        )}
      </div>
      <CompareTray />
    </CompareProvider>
  );
}
