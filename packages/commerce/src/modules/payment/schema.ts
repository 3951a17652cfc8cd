import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type TestAuthorizationStatus = 'authorized' | 'declined' | 'captured' | 'voided';

/**
 * The built-in test payment provider's own ledger: what a real payment service keeps on its side.
 * It is not the shop's record of payments (the order module keeps that); it exists so the test
 * provider answers the same idempotency key with the same authorisation, across restarts, like a
 * real service does. Declines are kept too: a retried key gets the same decline back.
 * Never a full card number or a CVC: brand and last four digits only.
 */
export const paymentTestAuthorizations = pgTable(
  'payment_test_authorizations',
  {
    id: text('id').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique('payment_test_authorizations_idempotency_key_unique'),
    orderRef: text('order_ref').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<TestAuthorizationStatus>().notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    declineCode: text('decline_code'),
    declineMessage: text('decline_message'),
    capturedAmountMinor: integer('captured_amount_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_test_authorizations_order_ref_idx').on(t.orderRef),
    check('payment_test_authorizations_status', sql`${t.status} IN ('authorized', 'declined', 'captured', 'voided')`),
    check('payment_test_authorizations_amount', sql`${t.amountMinor} > 0`),
    check('payment_test_authorizations_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payment_test_authorizations_last4', sql`${t.cardLast4} ~ '^[0-9]{4}$'`),
    check(
      'payment_test_authorizations_declined',
      sql`(${t.status} = 'declined') = (${t.declineCode} IS NOT NULL)`,
    ),
    check(
      'payment_test_authorizations_captured',
      sql`(${t.status} = 'captured') = (${t.capturedAt} IS NOT NULL AND ${t.capturedAmountMinor} IS NOT NULL)`,
    ),
    check(
      'payment_test_authorizations_captured_amount',
      sql`${t.capturedAmountMinor} IS NULL OR (${t.capturedAmountMinor} > 0 AND ${t.capturedAmountMinor} <= ${t.amountMinor})`,
    ),
    check('payment_test_authorizations_voided', sql`(${t.status} = 'voided') = (${t.voidedAt} IS NOT NULL)`),
  ],
);
