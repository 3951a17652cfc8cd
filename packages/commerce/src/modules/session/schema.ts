import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A shopper's session (spec 1 §3, in the spirit of the platform's shopper login): every visitor
 * who does something stateful gets one with a stable `usid`. It is reached by a short-lived access
 * token and renewed by a refresh token that changes at every use (decision 020). Only hashes of
 * the tokens are stored, so a database leak gives no usable tokens. Signing in (accounts) sets
 * `customerId` and keeps the usid.
 */
export const shopperSessions = pgTable(
  'shopper_sessions',
  {
    usid: uuid('usid').primaryKey(),
    /** The access token's hash; the token lives until `accessExpiresAt`. */
    tokenHash: text('token_hash').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull().defaultNow(),
    /** The current refresh token's hash (null for sessions started before refresh tokens existed). */
    refreshTokenHash: text('refresh_token_hash').unique(),
    /** The refresh token this one replaced: presented again after the grace period, it revokes the session (theft). */
    previousRefreshHash: text('previous_refresh_hash'),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    /** The latest renewal's tokens, sealed under the replaced refresh token (renewal-replay.ts). */
    renewalSealed: text('renewal_sealed'),
    /** "Keep me logged in.": a long-lived session; otherwise it ends with the browser or after a day. */
    persistent: boolean('persistent').notNull().default(true),
    customerId: text('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the session (its refresh token) ends unless renewed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('shopper_sessions_expires_idx').on(t.expiresAt),
    index('shopper_sessions_previous_refresh_idx').on(t.previousRefreshHash),
  ],
);

/** What other modules' tables reference a session by (their foreign keys), without reaching the table. */
export const shopperSessionKey = () => shopperSessions.usid;
