import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Localized } from '../../db/localized.js';

/**
 * Physical stores for the store locator (spec 2 §3 Store). `storeHours` is HTML per language,
 * sanitised when it is imported (see store-hours.ts): the API hands it out as stored.
 */
export const stores = pgTable(
  'stores',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The inventory list that holds this store's stock (kept by the storefront with the chosen store). */
    inventoryId: text('inventory_id').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    stateCode: text('state_code').notNull(),
    postalCode: text('postal_code').notNull(),
    countryCode: text('country_code').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    storeHours: jsonb('store_hours').$type<Localized>().notNull(),
  },
  (t) => [
    // Radius searches narrow by a latitude range first (a btree range scan), then by longitude
    // inside the same index, before the exact great-circle distance is computed.
    index('stores_latitude_longitude_idx').on(t.latitude, t.longitude),
    check('stores_latitude_range', sql`${t.latitude} BETWEEN -90 AND 90`),
    check('stores_longitude_range', sql`${t.longitude} BETWEEN -180 AND 180`),
    check('stores_country_code_format', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);
