import { z } from '@hono/zod-openapi';
import { REFINEMENT_IDS, SORT_OPTIONS } from '@ridgeline/config';
import { Image, ProductSummary } from '../catalog/index.js';

/**
 * Product search as the storefront uses it (spec 2 §2, §3, §7), shaped like the commerce
 * platform's shopper search: refinements with hit counts, sorting options, paging, and a
 * "did you mean" suggestion. Facets, counts, sorting and paging are computed by the query. The
 * sort options, search methods and refinement ids are the storefront's too (@ridgeline/config).
 */

export const ProductSearchHit = ProductSummary.extend({
  hitType: z.enum(['master', 'set', 'bundle', 'item']),
  /** The colour that matched a colour refinement, for the tile to show first. */
  representedColor: z.string().optional(),
}).openapi('ProductSearchHit');

export type RefinementValueDto = {
  value: string;
  label: string;
  hitCount: number;
  presentationId?: string;
  values?: RefinementValueDto[];
};
export const RefinementValue: z.ZodType<RefinementValueDto> = z
  .lazy(() =>
    z.object({
      value: z.string(),
      label: z.string(),
      hitCount: z.number().int(),
      /** A colour's hex, for the swatch in the refinement list. */
      presentationId: z.string().optional(),
      /** Subcategories, for the category refinement. */
      values: z.array(RefinementValue).optional(),
    }),
  )
  .openapi('RefinementValue');

export const Refinement = z
  .object({ attributeId: z.enum(REFINEMENT_IDS), label: z.string(), values: z.array(RefinementValue) })
  .openapi('Refinement');

export const ProductSearchResult = z
  .object({
    query: z.string(),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    hits: z.array(ProductSearchHit),
    refinements: z.array(Refinement),
    /** e.g. `{ cgid: 'mens-clothing', c_color: 'BLK|NAV', price: '(0..50)' }` */
    selectedRefinements: z.record(z.string(), z.string()),
    sortingOptions: z.array(z.object({ id: z.enum(SORT_OPTIONS), label: z.string() })),
    selectedSortingOption: z.enum(SORT_OPTIONS),
    /** Present when the query matched little or nothing and a close spelling matches more. */
    searchPhraseSuggestions: z
      .object({ suggestedPhrases: z.array(z.object({ phrase: z.string(), exactMatch: z.boolean() })) })
      .optional(),
  })
  .openapi('ProductSearchResult');

export const SearchSuggestions = z
  .object({
    searchPhrase: z.string(),
    productSuggestions: z.object({
      products: z.array(
        z.object({
          productId: z.string(),
          productName: z.string(),
          slugUrl: z.string().optional(),
          currency: z.string(),
          price: z.number().optional(),
          priceMax: z.number().optional(),
          listPrice: z.number().optional(),
          image: Image.optional(),
        }),
      ),
    }),
    categorySuggestions: z.object({
      categories: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          parentCategoryName: z.string().optional(),
          url: z.string().optional(),
        }),
      ),
    }),
    contentSuggestions: z.object({ content: z.array(z.object({ id: z.string(), name: z.string() })) }),
    suggestedPhrases: z.array(z.object({ phrase: z.string(), exactMatch: z.boolean() })),
    didYouMean: z.string().optional(),
  })
  .openapi('SearchSuggestions');

export type ProductSearchHit = z.infer<typeof ProductSearchHit>;
export type ProductSearchResult = z.infer<typeof ProductSearchResult>;
export type Refinement = z.infer<typeof Refinement>;
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
