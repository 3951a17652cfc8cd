import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Address } from '../basket/index.js';

/** Order numbers: RL followed by eight digits, from one sequence (never reused, gaps allowed). */
export const orderNumbers = pgSequence('order_no_seq', { startWith: 10_000_001 });

export type OrderTotals = {
  productSubTotal: number;
  productTotal: number;
  shippingTotal: number;
  taxTotal: number;
  orderTotal: number;
  savings: number;
};

/**
 * An order is written before payment is asked for (status `created`, stock reserved), and
 * completed after (`placed`) or released (`failed`). The payment's idempotency key is the order
 * id, so a restarted server can ask the provider what happened (docs/decisions/015).
 * A basket yields one live order: the partial unique index turns a double submit into a
 * conflict the service answers with the existing order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    basketId: uuid('basket_id').notNull(),
    usid: uuid('usid').notNull(),
    customerId: text('customer_id'),
    status: text('status', { enum: ['created', 'placed', 'failed', 'cancelled'] }).notNull(),
    paymentStatus: text('payment_status', { enum: ['pending', 'authorized', 'declined', 'unknown'] }).notNull(),
    currency: text('currency', { enum: ['USD', 'CAD'] }).notNull(),
    locale: text('locale').notNull(),
    customerEmail: text('customer_email').notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>().notNull(),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingMethodId: text('shipping_method_id').notNull(),
    /** Minor units, as charged. */
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    couponCodes: text('coupon_codes').array().notNull().default(sql`'{}'::text[]`),
    paymentAuthorizationId: text('payment_authorization_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    placedAt: timestamp('placed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_one_live_per_basket').on(t.basketId).where(sql`${t.status} <> 'failed'`),
    index('orders_usid_idx').on(t.usid, t.createdAt),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_unsettled_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    masterProductId: text('master_product_id').notNull(),
    productName: text('product_name').notNull(),
    variationValues: jsonb('variation_values').$type<Record<string, string>>(),
    quantity: integer('quantity').notNull(),
    /** Minor units: unit price for the quantity, line price, and after the line's promotions. */
    unitPrice: integer('unit_price').notNull(),
    price: integer('price').notNull(),
    priceAfterDiscount: integer('price_after_discount').notNull(),
    imageLink: text('image_link'),
    /**
     * Units taken from stock when the order was created: the quantity, or less for a back-orderable
     * product that had fewer (the rest is back-ordered). Exactly this much goes back if the order
     * fails or is cancelled.
     */
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_reserved_quantity', sql`${t.reservedQuantity} BETWEEN 0 AND ${t.quantity}`),
  ],
);

/**
 * Units an order took from stock, one row per product: its lines' own products and the parts of
 * its bundles (a product both sold alone and in a bundle has one row with the sum). Exactly this
 * much goes back if the order fails or is cancelled. Written with the order, in its transaction.
 */
export const orderReservations = pgTable(
  'order_reservations',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    /** The master of a variant, the product itself otherwise: what the search index reindexes. */
    masterProductId: text('master_product_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_reservations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
