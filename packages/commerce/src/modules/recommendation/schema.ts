import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What a shopper did, as the recommendation service's activity paths name it (spec 2 §7), plus orders. */
export const ACTIVITY_TYPES = [
  'viewProduct',
  'viewSearch',
  'clickSearch',
  'viewCategory',
  'clickCategory',
  'viewReco',
  'clickReco',
  'viewPage',
  'beginCheckout',
  'checkoutStep',
  'addToCart',
  'purchase',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/**
 * Shopper activity, append-only: the raw material of the behavioural recommenders. Nothing
 * updates a row; old rows may be deleted by age. No foreign key to `products`: activity
 * outlives catalogue changes, and recommenders drop products that are gone or offline.
 *
 * Every recommender query starts from one of these indexes and reads a bounded slice (a time
 * window and a LIMIT), so the cost of a request does not grow with the table.
 */
export const activities = pgTable(
  'activities',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: text('site_id').notNull(),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    cookieId: text('cookie_id').notNull(),
    userId: text('user_id'),
    productIds: text('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text('search_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A shopper's session: what one cookie did of some types within a time window
    // (co-occurrence joins, recently viewed).
    index('activities_cookie_idx').on(t.siteId, t.cookieId, t.type, t.createdAt),
    // Recently viewed across a registered shopper's devices.
    index('activities_user_idx')
      .on(t.siteId, t.userId, t.type, t.createdAt)
      .where(sql`${t.userId} IS NOT NULL`),
    // Which sessions touched an anchor product, newest first. Nearly every view and basket add
    // names one product: those are found by an ordered btree scan on that product, which stops
    // after the sample whatever the product's popularity (a GIN index cannot return rows in time
    // order, and sorting 100,000 views of a best seller took 250 ms). Rows naming several products
    // (orders) go to a GIN index. Search and category views are never looked up by product.
    index('activities_viewed_product_idx')
      .on(t.siteId, sql`(${t.productIds}[1])`, t.createdAt)
      .where(sql`${t.type} = 'viewProduct' AND cardinality(${t.productIds}) = 1`),
    index('activities_carted_product_idx')
      .on(t.siteId, sql`(${t.productIds}[1])`, t.createdAt)
      .where(sql`${t.type} IN ('addToCart', 'purchase') AND cardinality(${t.productIds}) = 1`),
    index('activities_products_idx')
      .using('gin', t.productIds)
      .where(sql`${t.type} IN ('viewProduct', 'addToCart', 'purchase') AND cardinality(${t.productIds}) > 1`),
    // The latest cart and order events of a site, newest first (top sellers).
    index('activities_cart_recent_idx')
      .on(t.siteId, t.createdAt)
      .where(sql`${t.type} IN ('addToCart', 'purchase')`),
  ],
);
