export { createCommerceClient, type CommerceClient, type ClientOptions, type FetchLike, type Locale } from './client.js';
export { CommerceApiError } from './errors.js';
export {
  CONTENT_BATCH_SIZE,
  contentOf,
  inBatches,
  type ContentFilter,
  type ContentFilterResult,
  type ContentNotFound,
  type ContentParameters,
  type ContentRequest,
  type ContentResponse,
  type DeliveredItem,
  type DeliveredMeta,
} from './content-items.js';
export type * from '@ridgeline/commerce/types';
export type { ContentPreviewQuery } from './content-preview.js';
export type { CountryVerifyQuery } from './country.js';
export type { TargetingDecideInput } from './targeting.js';
export type { StoreSearchQuery, ProductQuery, ProductSearchQuery } from './client.js';
export type { CustomApiCall } from './client.js';
export type { OrderScope } from './orders.js';
export type { ProductListQuery } from './wishlist.js';
export type { LoyaltyQuery } from './loyalty.js';
export { enrichProducts, EnrichmentTimeoutError, type EnrichmentOptions, type EnrichmentQuery } from './enrichment.js';
export {
  createSearchEngineClient,
  SearchEngineError,
  type AutosuggestQuery,
  type EngineBrowseQuery,
  type SearchEngineClient,
  type SearchEngineOptions,
} from './search-engine.js';
export { engineFilters, engineSort, hitFromEngine, listingFromEngine, type EngineListingContext } from './search-engine-listing.js';
export { AUTOSUGGEST_COUNTS, QUICK_SEARCH_COUNTS, suggestionsFromEngine } from './search-engine-suggestions.js';
