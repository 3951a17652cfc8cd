import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { customerKey } from '../customer/index.js';

/** What an e-mailed link does: reset the password, or sign in without one (spec 1 §2, §7). */
export const EMAIL_TOKEN_PURPOSES = ['password_reset', 'passwordless_login'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

/**
 * A link sent by e-mail (SECURITY.md "Email-link and reset tokens"): 32 random bytes of which
 * only the SHA-256 is kept, single use (`used_at` set by the one conditional update that
 * consumes it), dead after 10 minutes. Issuing a new link for the same purpose retires the
 * customer's earlier ones; a password reset retires every link of the customer.
 */
export const customerEmailTokens = pgTable(
  'customer_email_tokens',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerKey(), { onDelete: 'cascade' }),
    purpose: text('purpose').$type<EmailTokenPurpose>().notNull(),
    /** Passwordless only: the same-origin path the shopper goes to once signed in. */
    redirectUrl: text('redirect_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used, or retired by a newer link or a reset. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('customer_email_tokens_customer_idx').on(t.customerId, t.purpose),
    index('customer_email_tokens_expires_idx').on(t.expiresAt),
    check('customer_email_tokens_purpose', sql`${t.purpose} in ('password_reset', 'passwordless_login')`),
  ],
);

export type CustomerEmailTokenRow = typeof customerEmailTokens.$inferSelect;
