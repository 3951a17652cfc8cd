import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import { InvalidInputError } from '../../http/errors.js';
import {
  CatalogueId,
  getProductsByIds,
  listProducts,
  MAX_IDS,
  parseIds,
  ProductList,
  ProductsByIds,
} from '../catalog/index.js';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';
import { listCategoryProducts } from './category-products.js';
import { SEARCH_METHODS, SORT_OPTIONS } from '@ridgeline/config';
import { ProductSearchResult, SearchSuggestions } from './contract.js';
import { refineFromParams } from './refinements.js';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH, searchProducts } from './service.js';
import { getSearchSuggestions } from './suggestions.js';

const searchRoute = createRoute({
  method: 'get',
  path: '/product-search',
  tags: ['Search'],
  summary: 'Products matching a text and/or a category, with refinement counts, sorting and paging',
  request: {
    query: z.object({
      q: z.string().max(MAX_QUERY_LENGTH).optional().openapi({ example: 'waterproof jacket' }),
      refine: z
        .union([z.string(), z.array(z.string())])
        .optional()
        .openapi({
          description:
            'attribute=values, repeatable; values of one attribute joined with | (any of them), attributes all apply. ' +
            'Attributes: cgid, c_color, c_size, price ((min..max) in major units), c_isNew=true, c_isSale=true, ' +
            'c_technologyGridBadge. The platform style refine_1=…, refine_2=… is read too.',
          example: 'c_color=010|427',
        }),
      sort: z.enum(SORT_OPTIONS).default('best-matches'),
      limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      locale: LocaleQuery,
      currency: CurrencyQuery,
      /** How the shopper got here (spec 2 §2); accepted for analytics, recorded nowhere yet. */
      searchmethod: z.enum(SEARCH_METHODS).optional(),
      expand: z.enum(['variants']).optional().openapi({ description: 'variants: each hit lists its variants.' }),
    }),
    headers: z.object({
      'cache-control': z.string().optional().openapi({
        description: 'no-cache: compute the hits and counts again rather than answer a kept result (decision 033).',
      }),
    }),
  },
  responses: { ...ok(ProductSearchResult, 'A page of hits with refinements.'), ...errorResponses },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search-suggestions',
  tags: ['Search'],
  summary: 'Quick-search suggestions: 4 products, 3 categories, 2 content items, 5 phrases (q of 3+ characters)',
  request: {
    query: z.object({
      q: z.string().max(MAX_QUERY_LENGTH).openapi({ example: 'jack' }),
      locale: LocaleQuery,
      currency: CurrencyQuery,
    }),
  },
  responses: { ...ok(SearchSuggestions, 'The suggestions.'), ...errorResponses },
});

/** `refine` values, plus `refine_1`, `refine_2`… in their number order. */
function refineEntries(all: Record<string, string[]>): string[] {
  const numbered = Object.keys(all)
    .filter((key) => /^refine_\d+$/.test(key))
    .sort((a, b) => Number(a.slice(7)) - Number(b.slice(7)));
  return [...(all.refine ?? []), ...numbered.flatMap((key) => all[key] ?? [])];
}

export const searchRoutes = createRouter()
  .openapi(searchRoute, async (c) => {
    const { q, sort, limit, offset, locale, currency, expand } = c.req.valid('query');
    const refine = refineFromParams(refineEntries(c.req.queries()));
    const result = await searchProducts(c.var.deps.db, {
      ...(q !== undefined ? { q } : {}),
      refine,
      sort,
      limit,
      offset,
      locale,
      currency,
      ...(expand ? { expand: [expand] } : {}),
      fresh: /\bno-cache\b/i.test(c.req.valid('header')['cache-control'] ?? ''),
    });
    return c.json(result, 200);
  })
  .openapi(suggestionsRoute, async (c) => {
    return c.json(await getSearchSuggestions(c.var.deps.db, c.req.valid('query')), 200);
  });

const Flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags: ['Catalogue'],
  summary:
    'A page of products that can be bought in a category (its subcategories included; everything without one), in featured order; ' +
    'or of every online product whose name matches q; or the products named by ids',
  request: {
    query: z.object({
      ids: z
        .string()
        .optional()
        .openapi({
          description: `Up to ${MAX_IDS} product ids joined with commas: answers those products whole (ProductsByIds), in that order, leaving out unknown ones. Not with categoryId or q.`,
          example: 'RL100000,RL100001',
        }),
      allImages: Flag.openapi({ description: 'With ids: every colour’s image groups (default: the first colour’s).' }),
      perPricebook: Flag.openapi({ description: 'With ids: priceRanges and tieredPrices per price book.' }),
      categoryId: CatalogueId.optional().openapi({ example: 'footwear' }),
      q: z.string().trim().min(1).max(200).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(25),
      offset: z.coerce.number().int().min(0).max(100_000).default(0),
      locale: LocaleQuery,
      currency: CurrencyQuery,
    }),
  },
  responses: {
    ...ok(
      z.union([ProductList, ProductsByIds]),
      'The page of products (ProductList), or the products named by ids (ProductsByIds).',
    ),
    ...errorResponses,
  },
});

/**
 * `GET /products`, a catalogue path that lists a category's products from the search index:
 * mounted with the catalogue's routes, it lives here because it reads search.
 */
export const productListRoutes = createRouter().openapi(listProductsRoute, async (c) => {
  const { ids, allImages, perPricebook, ...query } = c.req.valid('query');
  if (ids === undefined) {
    // A text is matched by name (listProducts); a category, or everything, is read from the search index.
    const list = query.q ? await listProducts(c.var.deps.db, query) : await listCategoryProducts(c.var.deps.db, query);
    return c.json(list, 200);
  }
  if (query.categoryId !== undefined || query.q !== undefined) {
    throw new InvalidInputError('ids cannot be combined with categoryId or q.');
  }
  const byIds = await getProductsByIds(c.var.deps.db, parseIds(ids), query, { allImages, perPricebook });
  return c.json(byIds, 200);
});
