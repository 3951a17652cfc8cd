import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customerKey } from '../customer/index.js';

/** The identity providers a shopper may sign in with (spec 1 §2: Apple and Google only). */
export const SOCIAL_PROVIDERS = ['apple', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A customer's account at an identity provider, keyed by (provider, subject) — never by e-mail,
 * which a provider lets its users change. One customer may have one identity per provider.
 */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The id token's `sub`: stable and unique at that provider. */
    subject: text('subject').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customerKey(), { onDelete: 'cascade' }),
    /** The e-mail the provider last reported, and whether it said it was verified (for support; not a key). */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('social_identities_provider_subject').on(t.provider, t.subject),
    uniqueIndex('social_identities_customer_provider').on(t.customerId, t.provider),
    check('social_identities_provider_known', sql`${t.provider} in ('apple', 'google')`),
  ],
);

/**
 * A sign-in started at a provider and not yet finished: reached by the SHA-256 of its `state`, bound
 * to the shopper session that started it, single use (deleted when the callback consumes it) and
 * dead after 10 minutes. The nonce is kept as a hash (the id token's claim is hashed to compare); the
 * PKCE verifier, which must be sent in the clear to the token endpoint, is sealed with a key derived
 * from the state, so the table alone gives nothing usable.
 */
export const socialAuthRequests = pgTable(
  'social_auth_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    usid: uuid('usid').notNull(),
    provider: text('provider').notNull(),
    nonceHash: text('nonce_hash').notNull(),
    sealedVerifier: text('sealed_verifier').notNull(),
    /** The redirect URI sent to the provider: the token request must repeat it exactly. */
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('social_auth_requests_expires_idx').on(t.expiresAt)],
);

export type SocialIdentityRow = typeof socialIdentities.$inferSelect;
export type SocialAuthRequestRow = typeof socialAuthRequests.$inferSelect;
