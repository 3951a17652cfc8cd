import { REFINEMENT_IDS, SEARCH_METHODS, SORT_OPTIONS } from '@ridgeline/commerce';
import { CommerceApiError, type ProductSearchResult } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { listingParams } from './listing-params';
import { shopperLocale } from './loader-helpers.server';
import { parseRefinements, refinementsForApi, type Refinements } from './refine-url';

/** Refinements, sorts and search methods the API knows; anything else in a URL is ignored, not an error. */
const REFINEMENTS = new Set<string>(REFINEMENT_IDS);
const SORTS = new Set<string>(SORT_OPTIONS);
const METHODS = new Set<string>(SEARCH_METHODS);
type Sort = ProductSearchResult['selectedSortingOption'];
type SearchMethod = (typeof SEARCH_METHODS)[number];

export type Listing = {
  result: ProductSearchResult;
  selected: Refinements;
  page: number;
  limit: number;
  pageCount: number;
};

/**
 * One page of a category or search listing: refinements, sort and paging from the URL, all
 * computed by the search query. A URL whose refinements the API refuses shows the listing unrefined.
 */
export async function loadListing(
  request: Request,
  context: AppLoadContext,
  scope: { categoryId?: string; q?: string },
): Promise<Listing> {
  const { query } = shopperLocale(request);
  const url = new URL(request.url);
  const { page, limit, offset } = listingParams(url);
  const selected = Object.fromEntries(
    Object.entries(parseRefinements(url.searchParams)).filter(([id]) => REFINEMENTS.has(id) && id !== 'cgid'),
  ) as Refinements;
  if (!scope.categoryId) {
    const cgid = parseRefinements(url.searchParams).cgid;
    if (cgid) selected.cgid = cgid.slice(0, 1);
  }
  const sortParam = url.searchParams.get('sort') ?? '';
  const sort = (SORTS.has(sortParam) ? sortParam : 'best-matches') as Sort;
  const method = url.searchParams.get('searchmethod') as SearchMethod | null;
  const search = (refine: Record<string, string>) =>
    context.commerce.searchProducts({
      ...query,
      q: scope.q,
      refine: (scope.categoryId ? { ...refine, cgid: scope.categoryId } : refine) as Record<'cgid', string>,
      sort,
      limit,
      offset,
      ...(method && METHODS.has(method) ? { searchmethod: method } : {}),
    });
  let result: ProductSearchResult;
  try {
    result = await search(refinementsForApi(selected));
  } catch (error) {
    if (!(error instanceof CommerceApiError) || error.status !== 400) throw error;
    result = await search({});
    for (const key of Object.keys(selected)) delete selected[key];
  }
  return { result, selected, page, limit, pageCount: Math.max(1, Math.ceil(result.total / limit)) };
}
