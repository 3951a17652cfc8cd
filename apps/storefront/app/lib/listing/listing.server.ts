import { REFINEMENT_IDS, SEARCH_METHODS, SORT_OPTIONS, type SearchMethod } from '@ridgeline/config';
import { CommerceApiError, type ProductSearchResult } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { listingParams } from './listing-params';
import { shopperLocale } from '../http/loader-helpers.server';
import { parseRefinements, refinementsForApi, type Refinements } from './refine-url';
import { engineListing, enrichTiles } from './search-engine.server';
import { toTileProduct, type TileProduct } from './tile-product';

/** Refinements, sorts and search methods the API knows; anything else in a URL is ignored, not an error. */
const REFINEMENTS = new Set<string>(REFINEMENT_IDS);
const SORTS = new Set<string>(SORT_OPTIONS);
const METHODS = new Set<string>(SEARCH_METHODS);
type Sort = ProductSearchResult['selectedSortingOption'];

/** A search result whose hits are cut down to their tiles: what a listing page sends to hydrate. */
export type ListingResult = Omit<ProductSearchResult, 'hits'> & { hits: TileProduct[] };

export type Listing = {
  result: ListingResult;
  selected: Refinements;
  page: number;
  limit: number;
  pageCount: number;
  /**
   * Listings fed by the search-engine service: the products' current tile data, streamed after
   * the page (spec 2 §2 — the tiles show price and badges once it arrives, default data if it fails).
   */
  enrichment?: Promise<Record<string, TileProduct>>;
  /** Which service answered and how long it took, for the page's Server-Timing header. */
  timing: { source: 'commerce' | 'search-engine'; ms: number };
};

export type ListingRequest = {
  q?: string;
  categoryId?: string;
  refine: Record<string, string>;
  sort: Sort;
  limit: number;
  offset: number;
  searchmethod?: SearchMethod;
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
  const { locale, site } = shopperLocale(request);
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
  const method = url.searchParams.get('searchmethod') ?? '';
  const listing = (refine: Record<string, string>): ListingRequest => ({
    ...scope,
    refine,
    sort: (SORTS.has(sortParam) ? sortParam : 'best-matches') as Sort,
    limit,
    offset,
    ...(METHODS.has(method) ? { searchmethod: method as SearchMethod } : {}),
  });
  const search = (refine: Record<string, string>) =>
    searchListing(context, request, listing(refine)).catch((error: unknown) => {
      if (!(error instanceof CommerceApiError) || error.status !== 400) throw error;
      return undefined;
    });
  const started = performance.now();
  let found = await search(refinementsForApi(selected));
  if (!found) {
    for (const key of Object.keys(selected)) delete selected[key];
    found = (await search({}))!;
  }
  const { result, fromEngine } = found;
  const enrichment =
    fromEngine && result.hits.length > 0
      ? enrichTiles(context, {
          siteId: site.id,
          locale: locale.id,
          hits: result.hits,
          categoryId: scope.categoryId,
        }).then((patched) =>
          Object.fromEntries(Object.entries(patched).map(([id, product]) => [id, toTileProduct(product)])),
        )
      : undefined;
  const timing = { source: fromEngine ? 'search-engine' : 'commerce', ms: performance.now() - started } as const;
  return {
    result: { ...result, hits: result.hits.map(toTileProduct) },
    selected,
    page,
    limit,
    pageCount: Math.max(1, Math.ceil(result.total / limit)),
    enrichment,
    timing,
  };
}

/** `Server-Timing: search;desc="search-engine";dur=12.3`: browsers' developer tools show which service fed the listing. */
export function listingHeaders(listing: Pick<Listing, 'timing'> | undefined): HeadersInit {
  if (!listing) return {};
  return { 'Server-Timing': `search;desc="${listing.timing.source}";dur=${listing.timing.ms.toFixed(1)}` };
}

/**
 * The search-engine service when one is configured, else the commerce API's product search. A
 * failing search engine is logged and the commerce search answers instead: the shop keeps selling.
 */
async function searchListing(
  context: AppLoadContext,
  request: Request,
  listing: ListingRequest,
): Promise<{ result: ProductSearchResult; fromEngine: boolean }> {
  const { query } = shopperLocale(request);
  if (context.searchEngine) {
    try {
      return { result: await engineListing(context.searchEngine, query, listing), fromEngine: true };
    } catch (error) {
      context.logger.error({ msg: 'Search engine failed; listing from the commerce search', error: String(error) });
    }
  }
  const { categoryId, refine, ...rest } = listing;
  const result = await context.commerce.searchProducts({
    ...query,
    ...rest,
    refine: (categoryId ? { ...refine, cgid: categoryId } : refine) as Record<'cgid', string>,
  });
  return { result, fromEngine: false };
}
