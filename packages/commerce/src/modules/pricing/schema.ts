import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A price book: list or sale prices in one currency. A book may apply only within a window
 * (`startsAt` ≤ moment < `endsAt`, either open) and only for shoppers who came with one of its
 * source codes (`sourceCodes`; null: everyone). Of the books that apply, the lowest price wins.
 */
export const priceBooks = pgTable(
  'price_books',
  {
    id: text('id').primaryKey(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['list', 'sale'] }).notNull(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sourceCodes: text('source_codes').array(),
  },
  (t) => [
    check('price_books_window', sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A price in minor units (cents). `minQuantity` > 1 rows are tiers: the price per unit
 * from that quantity on. Prices may be set on a master (all its variants) or a variant.
 */
export const prices = pgTable(
  'prices',
  {
    priceBookId: text('price_book_id')
      .notNull()
      .references(() => priceBooks.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    minQuantity: integer('min_quantity').notNull().default(1),
    amountMinor: integer('amount_minor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.priceBookId, t.minQuantity] })],
);
