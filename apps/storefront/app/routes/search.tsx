import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { data, Link } from 'react-router';
import { ProductListing } from '~/components/listing/product-listing';
import { listingHeaders, loadListing } from '~/lib/listing/listing.server';
import { metaTitle, pageTitle } from '~/lib/seo/meta';
import { searchHref } from '~/lib/search/quick-search';
import { useLocalizedPath } from '~/lib/site/site';
import { useActivity } from '~/lib/personalisation/recs-events';
import type { Route } from './+types/search';

const MAX_QUERY_LENGTH = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return { q, listing: undefined };
  const { timing, ...listing } = await loadListing(request, context, { q });
  return data({ q, listing }, { headers: listingHeaders({ timing }) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches }) => [
  {
    title: data?.q
      ? pageTitle(`“${data.q}”`)
      : metaTitle(matches, { id: 'search.title_empty', defaultMessage: 'Search' }),
  },
];

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, listing } = loaderData;
  const to = useLocalizedPath();
  const suggestion = listing?.result.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase;
  // The recommendation service's viewSearch, and clickSearch for a result followed (spec 2 §7).
  const send = useActivity();
  useEffect(() => {
    if (q) send('viewSearch', { searchText: q });
  }, [q, send]);
  return (
    <div className="mx-auto max-w-[97.5rem] px-4 py-6">
      <h1 className="mb-6 text-3xl font-bold">
        {q ? (
          <FormattedMessage id="search.title" defaultMessage="Search results for “{q}”" values={{ q }} />
        ) : (
          <FormattedMessage id="search.title_empty" defaultMessage="Search" />
        )}
      </h1>
      {!listing ? (
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
      ) : (
        <ProductListing
          {...listing}
          search
          onProductClick={(id) => send('clickSearch', { searchText: q, products: [{ id }] })}
          empty={
            <div className="py-16 text-center text-neutral-700" role="status">
              <p className="font-semibold">
                <FormattedMessage id="quick_search.no_results" defaultMessage="No products found" />
              </p>
              {suggestion ? (
                <p className="mt-2">
                  <FormattedMessage
                    id="quick_search.did_you_mean"
                    defaultMessage="Did you mean {suggestion}?"
                    values={{
                      suggestion: (
                        <Link
                          to={searchHref(to('/search'), suggestion, 'manualSearch')}
                          className="font-semibold underline"
                        >
                          {suggestion}
                        </Link>
                      ),
                    }}
                  />
                </p>
              ) : null}
            </div>
          }
        />
      )}
    </div>
  );
}
