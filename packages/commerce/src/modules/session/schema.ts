import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper's session (spec 1 §3, in the spirit of the platform's shopper login): every visitor
 * who does something stateful gets one with a stable `usid`. Only a hash of the bearer token is
 * stored, so a database leak gives no usable tokens. Signing in (accounts) sets `customerId` and
 * keeps the usid.
 */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    usid: uuid('usid').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: text('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('shopper_sessions_expires_idx').on(t.expiresAt)],
);
