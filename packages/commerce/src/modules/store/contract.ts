import { z } from '@hono/zod-openapi';

/** API shapes of the store locator, named as the spec names them (spec 2 §3 Store, §7 Store search). */

/** Spec 2 §9: the default search is 100 km around 10178 (Berlin-Mitte), Germany; fetch limit 200. */
export const STORE_SEARCH_DEFAULTS = {
  countryCode: 'DE',
  postalCode: '10178',
  maxDistanceKm: 100,
  distanceUnit: 'km',
  limit: 200,
} as const;
export const STORE_SEARCH_MAX_LIMIT = 200;

export const Store = z
  .object({
    id: z.string(),
    name: z.string(),
    inventoryId: z.string(),
    address1: z.string(),
    city: z.string(),
    stateCode: z.string(),
    postalCode: z.string(),
    countryCode: z.string(),
    phone: z.string(),
    email: z.string().optional(),
    latitude: z.number(),
    longitude: z.number(),
    /** Sanitised HTML in the requested language. */
    storeHours: z.string().openapi({ description: 'Opening hours as HTML, sanitised on import; safe to render.' }),
  })
  .openapi('Store');

export const StoreSearchHit = Store.extend({
  /** From the search origin, rounded to one decimal. */
  distance: z.number(),
  distanceUnit: z.enum(['km', 'mi']),
}).openapi('StoreSearchHit');

export const StoreSearchResult = z
  .object({
    data: z.array(StoreSearchHit),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    /** Where distances were measured from: the postal code's position, or the coordinates given. */
    origin: z.object({
      latitude: z.number(),
      longitude: z.number(),
      countryCode: z.string().optional(),
      postalCode: z.string().optional(),
    }),
    maxDistance: z.number(),
    distanceUnit: z.enum(['km', 'mi']),
  })
  .openapi('StoreSearchResult');

export type Store = z.infer<typeof Store>;
export type StoreSearchHit = z.infer<typeof StoreSearchHit>;
export type StoreSearchResult = z.infer<typeof StoreSearchResult>;
