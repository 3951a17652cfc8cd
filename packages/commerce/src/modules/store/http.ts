import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../../http/router.js';
import { errorResponses, ok } from '../../http/responses.js';
import { LocaleQuery } from '../../http/site-query.js';
import { STORE_SEARCH_DEFAULTS, STORE_SEARCH_MAX_LIMIT, Store, StoreSearchResult } from './contract.js';
import { getStore, searchStores } from './service.js';

/** An optional number in the query string; `latitude=` (empty) counts as absent, not as 0. */
function optionalNumber(schema: z.ZodNumber) {
  return z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().pipe(schema).optional());
}

const searchStoresRoute = createRoute({
  method: 'get',
  path: '/stores',
  tags: ['Stores'],
  summary: 'Stores near a postal code or a position, nearest first',
  description:
    'Search by `postalCode` and `countryCode` (US, CA or DE; the country defaults to DE), or by `latitude` and ' +
    '`longitude`. With neither, searches around 10178, Germany. `maxDistance` is in `distanceUnit` and defaults ' +
    'to 100 km. Postal-code positions come from GeoNames (CC BY 4.0) and OpenStreetMap (ODbL) data.',
  request: {
    query: z.object({
      countryCode: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as DE')
        .optional()
        .openapi({ example: 'DE' }),
      postalCode: z.string().max(20).optional().openapi({ example: '10178' }),
      latitude: optionalNumber(
        z.number().min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
      ).openapi({
        type: 'number',
        minimum: -90,
        maximum: 90,
        example: 52.52,
      }),
      longitude: optionalNumber(
        z.number().min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
      ).openapi({ type: 'number', minimum: -180, maximum: 180, example: 13.405 }),
      locale: LocaleQuery,
      maxDistance: optionalNumber(
        z.number().positive('must be more than 0').max(20_000, 'must be at most 20000'),
      ).openapi({
        type: 'number',
        exclusiveMinimum: 0,
        maximum: 20_000,
        example: 100,
      }),
      distanceUnit: z.enum(['km', 'mi']).default(STORE_SEARCH_DEFAULTS.distanceUnit),
      limit: z.coerce.number().int().min(1).max(STORE_SEARCH_MAX_LIMIT).default(STORE_SEARCH_DEFAULTS.limit),
      offset: z.coerce.number().int().min(0).max(10_000).default(0),
    }),
  },
  responses: {
    ...ok(StoreSearchResult, 'The page of stores, nearest first, and how many there are in all.'),
    ...errorResponses,
  },
});

const getStoreRoute = createRoute({
  method: 'get',
  path: '/stores/{id}',
  tags: ['Stores'],
  summary: 'One store',
  request: {
    params: z.object({
      id: z
        .string()
        .min(1)
        .max(100)
        .regex(/^[A-Za-z0-9_.-]+$/, 'may only hold letters, digits, dot, dash and underscore')
        .openapi({ example: 'de-berlin-mitte' }),
    }),
    query: z.object({ locale: LocaleQuery }),
  },
  responses: { ...ok(Store, 'The store.'), ...errorResponses },
});

export const storeRoutes = createRouter()
  .openapi(searchStoresRoute, async (c) => {
    return c.json(await searchStores(c.var.deps.db, c.req.valid('query')), 200);
  })
  .openapi(getStoreRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getStore(c.var.deps.db, id, c.req.valid('query').locale), 200);
  });
