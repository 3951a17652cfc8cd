import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const priceBooks = pgTable('price_books', {
  id: text('id').primaryKey(),
  currency: text('currency').notNull(),
  kind: text('kind', { enum: ['list', 'sale'] }).notNull(),
  name: text('name').notNull(),
});

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
