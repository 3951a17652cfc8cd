/**
 * Search's public face: keeping the product index in step with the catalogue (reindexing, the
 * start-up check, the in-memory index), and the API shapes of its answers.
 */
export type { ProductSearchHit, ProductSearchResult, Refinement, SearchSuggestions } from './contract.js';
export { ensureSearchIndex } from './index-health.js';
export { reindexProducts, SEARCH_TABLES, type ReindexResult } from './indexer.js';
export { startMemoryIndex, startMemoryIndexFromEnv, stopMemoryIndex } from './memory-index.js';
export { searchResultCacheCounts } from './result-cache.js';
export type {
  EngineAutosuggestResponse,
  EngineFacet,
  EngineProduct,
  EngineSearchResponse,
} from './search-engine-contract.js';
