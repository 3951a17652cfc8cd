/** Enrichment's public face: the API shapes of current tile data for products a page already lists. */
export type { EnrichedProduct, EnrichmentRequest, EnrichmentResponse } from './contract.js';
