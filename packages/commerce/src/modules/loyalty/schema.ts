import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerKey } from '../customer/index.js';

/**
 * What moved a customer's points: `earn` (an order placed), `redeem` (a reward taken), `expire`
 * (points lapsed) and `reverse` (the points of a cancelled order taken back).
 */
export const LOYALTY_ENTRY_KINDS = ['earn', 'redeem', 'expire', 'reverse'] as const;
export type LoyaltyEntryKind = (typeof LOYALTY_ENTRY_KINDS)[number];

/**
 * When a customer joined the loyalty programme after registering. Customers who enrolled while
 * registering (an enrolment the customer's account holds, spec 1 §5) have no row: they joined
 * when their account was created. One row per customer, so joining twice is a no-op.
 */
export const loyaltyMembers = pgTable('loyalty_members', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customerKey(), { onDelete: 'cascade' }),
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The points ledger: one signed row per movement (earn and nothing else positive). The unique
 * (customer, kind, reference) key makes every write idempotent: an order placed twice — a retry,
 * recovery racing the shopper, two instances — earns once (`ON CONFLICT DO NOTHING`).
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: uuid('id').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerKey(), { onDelete: 'cascade' }),
    kind: text('kind', { enum: LOYALTY_ENTRY_KINDS }).notNull(),
    points: integer('points').notNull(),
    /** The order number for `earn` and `reverse`; the reward or expiry reference otherwise. */
    reference: text('reference').notNull(),
    orderNo: text('order_no'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('loyalty_ledger_once_per_reference').on(t.customerId, t.kind, t.reference),
    index('loyalty_ledger_customer_idx').on(t.customerId, t.createdAt),
    check('loyalty_ledger_kind', sql`${t.kind} in ('earn', 'redeem', 'expire', 'reverse')`),
    check(
      'loyalty_ledger_points_sign',
      sql`(${t.kind} = 'earn' and ${t.points} > 0) or (${t.kind} <> 'earn' and ${t.points} < 0)`,
    ),
  ],
);

export type LoyaltyLedgerRow = typeof loyaltyLedger.$inferSelect;
export type LoyaltyMemberRow = typeof loyaltyMembers.$inferSelect;
