import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The shop's locales; the check constraint below lists the same three. */
export type MailLocale = 'en-US' | 'en-CA' | 'fr-CA';
export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * The mail outbox: a message is written here inside the transaction that caused it (an order, a
 * password reset…) and sent later by the dispatcher, so no SMTP call ever runs inside a database
 * transaction and a rolled-back transaction never sends anything.
 *
 * `next_attempt_at` is both the retry schedule and the claim lease: a dispatcher that claims a row
 * pushes it into the future, so other instances skip it while it is being sent, and a dispatcher
 * that dies mid-send leaves a row that becomes due again when the lease runs out. `attempts` counts
 * claims and doubles as the fencing token when the outcome is written back.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is (`order-confirmation`), for the dev mailbox and for logs. */
    kind: text('kind').notNull(),
    /** The same message is never queued twice: `order-confirmation:<orderId>`. */
    dedupeKey: text('dedupe_key').notNull().unique('mail_outbox_dedupe_key_unique'),
    recipient: text('recipient').notNull(),
    locale: text('locale').$type<MailLocale>().notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Extra header lines (name → value), e.g. a newsletter's List-Unsubscribe pair (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    // The dispatcher's claim: due pending rows in order; sent and failed rows stay out of the index.
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_created_at_idx').on(t.createdAt),
    check('mail_outbox_status', sql`${t.status} IN ('pending', 'sent', 'failed')`),
    check('mail_outbox_locale', sql`${t.locale} IN ('en-US', 'en-CA', 'fr-CA')`),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
    check('mail_outbox_sent_at', sql`(${t.status} = 'sent') = (${t.sentAt} IS NOT NULL)`),
  ],
);
