import { z } from '@hono/zod-openapi';
import { ProductSummary } from '../catalog/index.js';

/**
 * The storefront's "custom products" API (spec 2 §7 Enrichment): tiles fed by the search
 * service are patched with the catalogue's own current data — prices of the shopper's price
 * books, badges, images — because a search index lags behind the catalogue.
 */

/** The storefront asks in batches of 8 (spec 2 §9); a little room is left for other callers. */
export const ENRICHMENT_MAX_IDS = 48;

const ProductId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, dot, dash and underscore');

export const EnrichmentRequest = z
  .object({
    productIds: z
      .array(ProductId)
      .min(1, 'must name at least one product')
      .max(ENRICHMENT_MAX_IDS, `must name at most ${ENRICHMENT_MAX_IDS} products`),
    /** The listing the tiles are on; products outside it are still patched (a search page has none). */
    categoryId: ProductId.optional(),
  })
  .openapi('EnrichmentRequest');

export const EnrichedProduct = ProductSummary.extend({
  /** Whether the product is in the requested category or one of its subcategories. */
  inCategory: z.boolean().optional(),
}).openapi('EnrichedProduct');

export const EnrichmentResponse = z
  .object({
    /** One entry per known, online product, in the order asked; unknown ids are left out. */
    data: z.array(EnrichedProduct),
  })
  .openapi('EnrichmentResponse');

export type EnrichmentRequest = z.infer<typeof EnrichmentRequest>;
export type EnrichedProduct = z.infer<typeof EnrichedProduct>;
export type EnrichmentResponse = z.infer<typeof EnrichmentResponse>;
