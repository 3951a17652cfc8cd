import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One consent choice a visitor made (decision 053): the categories they allowed, how (the banner,
 * the preferences dialog, or their browser's Global Privacy Control signal), in which locale and
 * when. Rows are only ever added: the latest row of a visitor is their choice, the earlier ones are
 * the record privacy laws ask a shop to keep (CCPA §7102: 24 months of opt-out requests). Sessions
 * are pruned long before that, so the session and customer are copied ids, not foreign keys.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The anonymous web id (cookie `webid`) of the browser that chose. */
    visitorId: text('visitor_id').notNull(),
    /** The shopper session (usid) the choice was made in, when the visitor had one. */
    sessionUsid: uuid('session_usid'),
    /** The signed-in customer, when there was one. */
    customerId: text('customer_id'),
    analytics: boolean('analytics').notNull(),
    personalisation: boolean('personalisation').notNull(),
    marketing: boolean('marketing').notNull(),
    /** banner, dialog or gpc. */
    source: text('source').notNull(),
    locale: text('locale').notNull(),
    /** When the browser says the choice was made. */
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consent_records_visitor_idx').on(t.visitorId, t.recordedAt),
    index('consent_records_customer_idx').on(t.customerId),
  ],
);
