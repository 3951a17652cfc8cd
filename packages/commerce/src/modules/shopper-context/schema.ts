import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopperSessionKey } from '../session/index.js';

/**
 * A shopper's context per site (spec 1 §3 "Shopper context"): what the session says about itself
 * for targeting and promotions — coupon codes, qualifiers, customer groups, location. One row per
 * session and site; it goes with the session.
 */
export const shopperContexts = pgTable(
  'shopper_contexts',
  {
    usid: uuid('usid')
      .notNull()
      .references(() => shopperSessionKey(), { onDelete: 'cascade' }),
    siteId: text('site_id').notNull(),
    couponCodes: text('coupon_codes').array().notNull().default([]),
    customQualifiers: jsonb('custom_qualifiers').$type<Record<string, string>>().notNull().default({}),
    assignmentQualifiers: jsonb('assignment_qualifiers').$type<Record<string, string>>().notNull().default({}),
    customerGroupIds: text('customer_group_ids').array().notNull().default([]),
    geoLocation: jsonb('geo_location').$type<Record<string, string | number>>(),
    clientIp: text('client_ip'),
    sourceCode: text('source_code'),
    effectiveDateTime: timestamp('effective_date_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usid, t.siteId] })],
);

export type ShopperContextRow = typeof shopperContexts.$inferSelect;
