import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  newsletterConsents,
  newsletterSubscribers,
  type ConsentAction,
  type ConsentMethod,
  type NewsletterSubscriberRow,
} from './schema.js';

export type NewsletterLocale = 'en-US' | 'en-CA' | 'fr-CA';

/** Where and how a consent was given: what the consent record keeps of each event. */
export type ConsentContext = {
  method: ConsentMethod;
  source: string;
  page?: string | undefined;
  locale: NewsletterLocale;
  messageId?: string | undefined;
  ip: string;
};

export type SubscriberDetails = { postalCode: string | null; gender: number | null };

export async function recordConsent(
  tx: Database,
  subscriberId: string,
  action: ConsentAction,
  context: ConsentContext,
  now: Date,
): Promise<void> {
  await tx.insert(newsletterConsents).values({
    subscriberId,
    action,
    method: context.method,
    source: context.source.slice(0, 40),
    page: context.page?.slice(0, 500) ?? null,
    locale: context.locale,
    messageId: context.messageId ?? null,
    ip: context.ip.slice(0, 100),
    createdAt: now,
  });
}

export async function subscriberByEmail(db: Database, email: string): Promise<NewsletterSubscriberRow | undefined> {
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).limit(1);
  return row;
}

export type Subscription = {
  subscriber: NewsletterSubscriberRow;
  /** True when the address was not on the list before (new, or back after unsubscribing): it is welcomed by e-mail. */
  started: boolean;
};

/**
 * Puts an address on the list, or keeps it there, in the caller's transaction, and records the
 * consent. Details given fill in what the list does not know yet; they never replace what it does
 * (only the address's owner may change them: `recordDetails` with `overwrite`).
 */
export async function recordSubscription(
  tx: Database,
  email: string,
  context: ConsentContext,
  details: SubscriberDetails = { postalCode: null, gender: null },
  now = new Date(),
): Promise<Subscription> {
  const [existing] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .for('update')
    .limit(1);
  let subscriber: NewsletterSubscriberRow | undefined;
  let started = false;
  if (!existing) {
    [subscriber] = await tx
      .insert(newsletterSubscribers)
      .values({
        email,
        locale: context.locale,
        postalCode: details.postalCode,
        gender: details.gender,
        createdAt: now,
        updatedAt: now,
        subscribedAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    started = subscriber !== undefined;
  }
  if (!subscriber) {
    // On the list already (or put there a moment ago by a sign-up running at the same time).
    const wasUnsubscribed = sql`${newsletterSubscribers.status} = 'unsubscribed'`;
    [subscriber] = await tx
      .update(newsletterSubscribers)
      .set({
        status: 'subscribed',
        unsubscribedAt: null,
        subscribedAt: sql`CASE WHEN ${wasUnsubscribed} THEN ${now.toISOString()}::timestamptz ELSE ${newsletterSubscribers.subscribedAt} END`,
        locale: context.locale,
        postalCode: sql`coalesce(${newsletterSubscribers.postalCode}, ${details.postalCode})`,
        gender: sql`coalesce(${newsletterSubscribers.gender}, ${details.gender}::integer)`,
        updatedAt: now,
      })
      .where(eq(newsletterSubscribers.email, email))
      .returning();
    started = existing?.status === 'unsubscribed';
  }
  if (!subscriber) throw new Error(`Newsletter subscriber '${email}' can be neither inserted nor read.`);
  await recordConsent(tx, subscriber.id, 'subscribe', context, now);
  return { subscriber, started };
}

/**
 * The detail update (spec 3 §4.4): postal code and gender of a subscribed address. With
 * `overwrite` (the signed-in owner) they replace what is kept; without, they only fill in what
 * is missing, so nobody can change another person's details by knowing their address. Answers
 * whether the address is subscribed (the caller answers the same either way).
 */
export async function recordDetails(
  db: Database,
  email: string,
  details: SubscriberDetails,
  overwrite: boolean,
  context: ConsentContext,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const postalCode = overwrite
      ? sql`coalesce(${details.postalCode}, ${newsletterSubscribers.postalCode})`
      : sql`coalesce(${newsletterSubscribers.postalCode}, ${details.postalCode})`;
    const gender = overwrite
      ? sql`coalesce(${details.gender}::integer, ${newsletterSubscribers.gender})`
      : sql`coalesce(${newsletterSubscribers.gender}, ${details.gender}::integer)`;
    const [row] = await tx
      .update(newsletterSubscribers)
      .set({ postalCode, gender, updatedAt: now })
      .where(and(eq(newsletterSubscribers.email, email), eq(newsletterSubscribers.status, 'subscribed')))
      .returning({ id: newsletterSubscribers.id });
    if (!row) return false;
    await recordConsent(tx, row.id, 'details', context, now);
    return true;
  });
}

/** Whether the list knows both the postal code and the gender (spec 3 allFieldsProvided). */
export const allFieldsProvided = (subscriber: Pick<NewsletterSubscriberRow, 'postalCode' | 'gender'>) =>
  Boolean(subscriber.postalCode) && subscriber.gender !== null;
