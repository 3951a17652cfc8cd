import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export type NewsletterStatus = 'subscribed' | 'unsubscribed';
/** How a consent was given or withdrawn (decision 050). */
export type ConsentMethod =
  'signup-form' | 'registration-checkbox' | 'profile-checkbox' | 'unsubscribe-page' | 'one-click-unsubscribe';
export type ConsentAction = 'subscribe' | 'unsubscribe' | 'details';

/**
 * The newsletter list (spec 3 §3.9): one row per address, lower-cased. `created_at` is the
 * profile's creation date (emailProfileCreationDate); postal code and gender are what the
 * subscriber told us (gender 1 male, 2 female, -1 prefer not to answer, null not given).
 * Unsubscribing keeps the row, marked, so the consent history stays whole and a later sign-up
 * is a re-subscription.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('subscribed'),
    postalCode: text('postal_code'),
    gender: integer('gender'),
    /** The locale the address signed up in: the language of its e-mails. */
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    check(
      'newsletter_subscribers_email_lower',
      sql`${t.email} = lower(${t.email}) AND length(${t.email}) BETWEEN 3 AND 254`,
    ),
    check('newsletter_subscribers_status', sql`${t.status} IN ('subscribed', 'unsubscribed')`),
    check('newsletter_subscribers_gender', sql`${t.gender} IS NULL OR ${t.gender} IN (1, 2, -1)`),
    check('newsletter_subscribers_locale', sql`${t.locale} IN ('en-US', 'en-CA', 'fr-CA')`),
    check(
      'newsletter_subscribers_unsubscribed_at',
      sql`(${t.status} = 'unsubscribed') = (${t.unsubscribedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * The consent record: every subscription, unsubscription and detail update of an address, never
 * changed afterwards — when, where (source, page, locale, campaign) and how (method), and from
 * which IP. It is what proves a subscriber asked for the e-mails.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    action: text('action').$type<ConsentAction>().notNull(),
    method: text('method').$type<ConsentMethod>().notNull(),
    /** Where on the shop: footer, marketing-link, registration, account, email… */
    source: text('source').notNull(),
    /** The storefront path the form was on, when known. */
    page: text('page'),
    locale: text('locale').notNull(),
    /** The campaign the sign-up belongs to (messageId), when one was given. */
    messageId: text('message_id'),
    /** The requester's IP as the edge saw it ("unknown" when none was passed on). */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_consents_subscriber_idx').on(t.subscriberId, t.createdAt),
    check('newsletter_consents_action', sql`${t.action} IN ('subscribe', 'unsubscribe', 'details')`),
    check(
      'newsletter_consents_method',
      sql`${t.method} IN ('signup-form', 'registration-checkbox', 'profile-checkbox', 'unsubscribe-page', 'one-click-unsubscribe')`,
    ),
    check('newsletter_consents_lengths', sql`length(${t.source}) <= 40 AND length(coalesce(${t.page}, '')) <= 500`),
  ],
);

/**
 * Unsubscribe links: one per e-mail sent, reached by a random token of which only the SHA-256 is
 * kept. They do not expire (an e-mail's unsubscribe link must keep working) and using one twice
 * is harmless; they are removed with their subscriber.
 */
export const newsletterUnsubscribeTokens = pgTable(
  'newsletter_unsubscribe_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    subscriberId: uuid('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newsletter_unsubscribe_tokens_subscriber_idx').on(t.subscriberId)],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;
