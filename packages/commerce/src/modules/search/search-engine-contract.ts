import { z } from '@hono/zod-openapi';
import { Image, VariationAttribute } from '../catalog/index.js';

/** Response shapes of the search-engine client API (spec 2 §7): an Unbxd-style search service. */

export const SearchMetaData = z.object({
  status: z.literal(0),
  queryTime: z.number().int(),
  queryParams: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});

export const EngineVariant = z
  .object({
    variantId: z.string(),
    salePrice: z.number().optional(),
    listPrice: z.number().optional(),
    orderable: z.boolean(),
    variationValues: z.object({ color: z.string(), size: z.string() }),
    imageGroups: z.object({ large: z.array(Image), swatch: z.array(Image) }),
  })
  .openapi('SearchEngineVariant');

export const EngineProduct = z
  .object({
    uniqueId: z.string(),
    title: z.string(),
    hitType: z.enum(['master', 'set', 'bundle', 'item']),
    productUrl: z.string(),
    imageUrl: z.string().optional(),
    currency: z.string(),
    price: z.number().optional(),
    priceMax: z.number().optional(),
    listPrice: z.number().optional(),
    isSale: z.boolean(),
    isNew: z.boolean(),
    colorId: z.string(),
    techBadges: z.string(),
    rating: z.number().nullable(),
    reviewCount: z.number().int(),
    variationAttributes: z.array(VariationAttribute),
    variants: z.array(EngineVariant),
    variantTotal: z.number().int(),
  })
  .openapi('SearchEngineProduct');

/** A facet as the engine lists it: `values` alternate value and hit count; `labels` name each value. */
export const EngineFacet = z.object({
  facetName: z.string(),
  displayName: z.string(),
  position: z.number().int(),
  values: z.array(z.union([z.string(), z.number()])),
  labels: z.array(z.string()),
});

export const EngineSearchResponse = z
  .object({
    searchMetaData: SearchMetaData,
    response: z.object({ numberOfProducts: z.number().int(), start: z.number().int(), products: z.array(EngineProduct) }),
    facets: z.object({ text: z.object({ list: z.array(EngineFacet) }), range: z.object({ list: z.array(EngineFacet) }) }),
    didYouMean: z.array(z.object({ suggestion: z.string() })).optional(),
  })
  .openapi('SearchEngineResponse');

export const AutosuggestEntry = z.union([
  z.object({
    doctype: z.enum(['IN_FIELD', 'KEYWORD_SUGGESTION', 'TOP_SEARCH_QUERIES', 'PROMOTED_SUGGESTION']),
    autosuggest: z.string(),
    categoryId: z.string().optional(),
    parentCategoryName: z.string().optional(),
  }),
  z.object({
    doctype: z.literal('POPULAR_PRODUCTS'),
    autosuggest: z.string(),
    uniqueId: z.string(),
    title: z.string(),
    masterUrl: z.string(),
    productUrl: z.string(),
    minimumPrice: z.number().optional(),
    maximumPrice: z.number().optional(),
    isSale: z.boolean(),
    imageUrl: z.string().optional(),
    variants: z.array(z.object({ variantId: z.string(), color: z.string(), v_imageUrl: z.string() })),
  }),
]);

export const EngineAutosuggestResponse = z
  .object({
    searchMetaData: SearchMetaData,
    response: z.object({ numberOfProducts: z.number().int(), products: z.array(AutosuggestEntry) }),
    didYouMean: z.array(z.object({ suggestion: z.string() })).optional(),
  })
  .openapi('SearchEngineAutosuggestResponse');

export type EngineSearchResponse = z.infer<typeof EngineSearchResponse>;
export type EngineAutosuggestResponse = z.infer<typeof EngineAutosuggestResponse>;
export type EngineProduct = z.infer<typeof EngineProduct>;
export type SearchMetaData = z.infer<typeof SearchMetaData>;
export type EngineFacet = z.infer<typeof EngineFacet>;
export type EngineVariant = z.infer<typeof EngineVariant>;
export type AutosuggestEntry = z.infer<typeof AutosuggestEntry>;
