import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stock per orderable product: a variant, an item without variants, or a bundle (sold as one unit).
 * `ats` (available to sell) never goes below zero: the CHECK backs the conditional
 * UPDATE that reserves stock at order placement.
 */
export const inventoryRecords = pgTable(
  'inventory_records',
  {
    productId: text('product_id').primaryKey(),
    ats: integer('ats').notNull(),
    backorderable: boolean('backorderable').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('inventory_ats_non_negative', sql`${t.ats} >= 0`)],
);
