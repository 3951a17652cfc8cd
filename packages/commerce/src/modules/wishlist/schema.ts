import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerKey } from '../customer/index.js';

/** The kinds of customer product list the platform knows; the storefront uses the wishlist only. */
export const PRODUCT_LIST_TYPES = ['wish_list'] as const;
export type ProductListType = (typeof PRODUCT_LIST_TYPES)[number];

/**
 * A customer's product list (spec 2 §3 "Customer product list"). One wishlist per customer, held
 * by a partial unique index: creating it is idempotent and two racing sign-ins cannot make two.
 */
export const customerProductLists = pgTable(
  'customer_product_lists',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerKey(), { onDelete: 'cascade' }),
    type: text('type', { enum: PRODUCT_LIST_TYPES }).notNull(),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_product_lists_one_wish_list')
      .on(t.customerId)
      .where(sql`${t.type} = 'wish_list'`),
    index('customer_product_lists_customer_idx').on(t.customerId),
    check('customer_product_lists_type', sql`${t.type} in ('wish_list')`),
  ],
);

/** A product (a master, a variant or a standard item) saved to a list, once per list. */
export const customerProductListItems = pgTable(
  'customer_product_list_items',
  {
    id: uuid('id').primaryKey(),
    listId: uuid('list_id')
      .notNull()
      .references(() => customerProductLists.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** 0 when not set; the platform's priority, kept for shops that rank saved items. */
    priority: integer('priority').notNull().default(0),
    public: boolean('public').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_product_list_items_one_per_product').on(t.listId, t.productId),
    check('customer_product_list_items_quantity', sql`${t.quantity} between 1 and 999`),
    check('customer_product_list_items_priority', sql`${t.priority} >= 0`),
  ],
);

export type CustomerProductListRow = typeof customerProductLists.$inferSelect;
export type CustomerProductListItemRow = typeof customerProductListItems.$inferSelect;
