import { ENRICHMENT_BATCH_SIZE, ENRICHMENT_TIMEOUT_MS, sortLabel, SORT_OPTIONS } from '@ridgeline/config';
import {
  engineFilters,
  engineSort,
  enrichProducts,
  listingFromEngine,
  type EnrichedProduct,
  type ProductSearchHit,
  type ProductSearchResult,
  type SearchEngineClient,
} from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import type { ListingRequest } from './listing.server';

/** Variants per product asked of the search engine (spec 2 §7): enough for every colour's images. */
const ENGINE_VARIANTS = 100;

/** A listing page from the search-engine service; its failures throw, for the caller to fall back. */
export async function engineListing(
  engine: SearchEngineClient,
  { locale, currency }: { locale: string; currency: string },
  { q, categoryId, refine, sort, limit, offset }: ListingRequest,
): Promise<ProductSearchResult> {
  const browse = {
    rows: limit,
    start: offset,
    filters: engineFilters(refine),
    sort: engineSort(sort),
    variantsCount: ENGINE_VARIANTS,
    locale,
    currency,
  };
  const throwErrors = { throwErrors: true };
  const response = categoryId
    ? await engine.category({ ...browse, categoryId }, throwErrors)
    : await engine.search({ ...browse, q: q ?? '' }, throwErrors);
  return listingFromEngine(response!, {
    query: q ?? '',
    limit,
    sort,
    sortingOptions: SORT_OPTIONS.map((id) => ({ id, label: sortLabel(id, locale) })),
    refine: categoryId ? { ...refine, cgid: categoryId } : refine,
  });
}

/**
 * The tiles' current data from the products enrichment API, in batches of 8 with a 15 s limit
 * each (spec 2 §9). Never rejects: failed batches are logged and keep the search engine's data.
 */
export function enrichTiles(
  context: AppLoadContext,
  query: { siteId: string; locale: string; hits: readonly ProductSearchHit[]; categoryId?: string },
): Promise<Record<string, EnrichedProduct>> {
  return enrichProducts(
    context.commerce,
    {
      siteId: query.siteId,
      locale: query.locale,
      productIds: query.hits.map((h) => h.productId),
      categoryId: query.categoryId,
    },
    {
      batchSize: ENRICHMENT_BATCH_SIZE,
      timeoutMs: ENRICHMENT_TIMEOUT_MS,
      onError: (error, productIds) =>
        context.logger.warn({
          msg: 'Products enrichment failed; tiles keep their default data',
          productIds,
          error: String(error),
        }),
    },
  ).then((patched) => Object.fromEntries(patched));
}
