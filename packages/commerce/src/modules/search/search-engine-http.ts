import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import type { AppEnv } from '../../http/types.js';
import { CurrencyQuery, LocaleQuery } from '../../http/site-query.js';
import {
  categoryFromPath,
  refineFromFilters,
  sortFromEngine,
  toEngineAutosuggest,
  toEngineSearch,
} from './search-engine.js';
import { EngineAutosuggestResponse, EngineSearchResponse } from './search-engine-contract.js';
import { MAX_LIMIT, MAX_QUERY_LENGTH, searchProducts } from './service.js';
import { getSearchSuggestions } from './suggestions.js';

const Key = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'may only hold letters, digits, dash and underscore');
/** The engine addresses a site by API key and site key; one engine serves one store, so both are only checked for shape. */
const params = z.object({
  apiKey: Key.openapi({ example: 'ridgeline' }),
  siteKey: Key.openapi({ example: 'ridgeline-us' }),
});
/** In-field suggestions read before bucketing (bucket.limit), of which `inFields.count` are kept. */
const MAX_IN_FIELD_CANDIDATES = 20;
const count = (fallback: number) => z.coerce.number().int().min(0).max(20).default(fallback);
const flag = z.enum(['true', 'false']).optional();

const browseQuery = {
  rows: z.coerce.number().int().min(1).max(MAX_LIMIT).default(12),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  variants: flag,
  'variants.count': z.coerce.number().int().min(0).max(100).optional(),
  filter: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .openapi({ example: 'color:"010" OR color:"427"' }),
  sort: z.string().max(100).optional().openapi({ example: 'price asc' }),
  /** The engine's user context (visitor id, segment); accepted, not used yet. */
  uc_param: z.string().max(500).optional(),
  locale: LocaleQuery,
  currency: CurrencyQuery,
};

const searchRoute = createRoute({
  method: 'get',
  path: '/search-engine/{apiKey}/{siteKey}/search',
  tags: ['Search engine'],
  summary: 'Search-engine client API (spec 2 §7): text search with filters, sort and paging',
  request: { params, query: z.object({ q: z.string().trim().min(1).max(MAX_QUERY_LENGTH), ...browseQuery }) },
  responses: { ...ok(EngineSearchResponse, 'Products, facets and a spelling suggestion.'), ...errorResponses },
});

const categoryRoute = createRoute({
  method: 'get',
  path: '/search-engine/{apiKey}/{siteKey}/category',
  tags: ['Search engine'],
  summary: 'Search-engine client API: a category browse (p=categoryPathId:"…") with filters, sort and paging',
  request: {
    params,
    query: z.object({
      p: z.string().min(1).max(200).openapi({ example: 'categoryPathId:"mens-clothing"' }),
      ...browseQuery,
    }),
  },
  responses: { ...ok(EngineSearchResponse, 'Products and facets.'), ...errorResponses },
});

const autosuggestRoute = createRoute({
  method: 'get',
  path: '/search-engine/{apiKey}/{siteKey}/autosuggest',
  tags: ['Search engine'],
  summary: 'Search-engine client API: autosuggest (version v2) with per-kind counts and spellcheck',
  request: {
    params,
    query: z.object({
      q: z.string().max(MAX_QUERY_LENGTH),
      version: z.enum(['v2', 'V2']).default('v2'),
      'inFields.count': count(3),
      'promotedSuggestion.count': count(2),
      'keywordSuggestions.count': count(7),
      'topQueries.count': count(1),
      'popularProducts.count': count(4),
      /** In-field suggestions are grouped by category path (their parent category), at most `bucket.limit` a group. */
      'bucket.field': z.enum(['categoryPath']).optional(),
      'bucket.limit': z.coerce.number().int().min(1).max(20).optional(),
      spellcheck: flag,
      locale: LocaleQuery,
      currency: CurrencyQuery,
    }),
  },
  responses: { ...ok(EngineAutosuggestResponse, 'Suggestions by kind (doctype).'), ...errorResponses },
});

function meta(c: Context<AppEnv>, started: number) {
  const queryParams: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries()))
    queryParams[key] = values.length === 1 ? values[0]! : values;
  return { status: 0 as const, queryTime: Math.round(performance.now() - started), queryParams };
}

type BrowseQuery = z.output<z.ZodObject<typeof browseQuery>>;

async function browse(c: Context<AppEnv>, query: BrowseQuery, q: string | undefined, categoryId: string | undefined) {
  const started = performance.now();
  const filters = query.filter === undefined ? [] : Array.isArray(query.filter) ? query.filter : [query.filter];
  const refine = refineFromFilters(filters);
  if (categoryId) refine.cgid = categoryId;
  const variantLimit = query['variants.count'] ?? (query.variants === 'true' ? 100 : 0);
  const result = await searchProducts(c.var.deps.db, {
    ...(q ? { q } : {}),
    refine,
    sort: sortFromEngine(query.sort),
    limit: query.rows,
    offset: query.start,
    locale: query.locale,
    currency: query.currency,
    ...(variantLimit > 0 ? { expand: ['variants'] as const } : {}),
  });
  return toEngineSearch(result, meta(c, started), variantLimit);
}

export const searchEngineRoutes = createRouter()
  .openapi(searchRoute, async (c) => {
    const { q, ...query } = c.req.valid('query');
    return c.json(await browse(c, query, q, undefined), 200);
  })
  .openapi(categoryRoute, async (c) => {
    const { p, ...query } = c.req.valid('query');
    return c.json(await browse(c, query, undefined, categoryFromPath(p)), 200);
  })
  .openapi(autosuggestRoute, async (c) => {
    const started = performance.now();
    const query = c.req.valid('query');
    const counts = {
      inFields: query['inFields.count'],
      promoted: query['promotedSuggestion.count'],
      keywords: query['keywordSuggestions.count'],
      topQueries: query['topQueries.count'],
      popularProducts: query['popularProducts.count'],
      ...(query['bucket.field'] && query['bucket.limit'] ? { perBucket: query['bucket.limit'] } : {}),
    };
    const { q, locale, currency } = query;
    const [suggestions, products] = await Promise.all([
      getSearchSuggestions(
        c.var.deps.db,
        { q, locale, currency },
        {
          products: 0,
          // Grouped in buckets, the first few may share a parent: ask for more, keep `inFields` after grouping.
          categories: counts.perBucket ? MAX_IN_FIELD_CANDIDATES : counts.inFields,
          content: 0,
          phrases: counts.keywords + counts.topQueries,
        },
      ),
      counts.popularProducts > 0
        ? searchProducts(c.var.deps.db, {
            q,
            locale,
            currency,
            limit: counts.popularProducts,
            facets: false,
            expand: ['variants'],
          })
        : undefined,
    ]);
    return c.json(
      toEngineAutosuggest(suggestions, products, counts, meta(c, started), query.spellcheck === 'true'),
      200,
    );
  });
