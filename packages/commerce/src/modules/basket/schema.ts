import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperSessionKey } from '../session/index.js';

export type Address = {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string;
  city: string;
  stateCode: string;
  postalCode: string;
  countryCode: 'US' | 'CA';
  phone: string;
};

/**
 * A shopper's bag. Only ids and quantities are kept: prices, promotions, shipping and tax are
 * computed again on every read from the price books and promotions in force, so nothing a
 * client sends can change what is charged. One open basket per shopper (partial unique index).
 */
export const baskets = pgTable(
  'baskets',
  {
    id: uuid('id').primaryKey(),
    usid: uuid('usid')
      .notNull()
      .references(() => shopperSessionKey(), { onDelete: 'cascade' }),
    customerId: text('customer_id'),
    status: text('status', { enum: ['open', 'ordered', 'merged'] }).notNull().default('open'),
    currency: text('currency', { enum: ['USD', 'CAD'] }).notNull(),
    locale: text('locale').notNull(),
    customerEmail: text('customer_email'),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    shippingMethodId: text('shipping_method_id'),
    billingAddress: jsonb('billing_address').$type<Address>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('baskets_one_open_per_shopper').on(t.usid).where(sql`${t.status} = 'open'`),
    // A customer has one open basket whichever session reaches it (sign-in merges a guest bag into it).
    uniqueIndex('baskets_one_open_per_customer')
      .on(t.customerId)
      .where(sql`${t.status} = 'open' and ${t.customerId} is not null`),
  ],
);

export const basketItems = pgTable(
  'basket_items',
  {
    id: uuid('id').primaryKey(),
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    /** Lines keep the order they were added in. */
    position: integer('position').notNull(),
  },
  (t) => [
    index('basket_items_basket_idx').on(t.basketId),
    uniqueIndex('basket_items_one_line_per_product').on(t.basketId, t.productId),
    check('basket_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const basketCoupons = pgTable(
  'basket_coupons',
  {
    basketId: uuid('basket_id')
      .notNull()
      .references(() => baskets.id, { onDelete: 'cascade' }),
    /** Upper-cased. */
    code: text('code').notNull(),
    /** c_includeInShopperContext (spec 1 §3): synced to the shopper context's couponCodes. */
    includeInShopperContext: boolean('include_in_shopper_context').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.code] })],
);
