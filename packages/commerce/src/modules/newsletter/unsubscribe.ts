import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { InvalidUnsubscribeLinkError } from './errors.js';
import { maskedEmail } from './rules.js';
import { newsletterSubscribers, newsletterUnsubscribeTokens } from './schema.js';
import { recordConsent, type ConsentContext, type NewsletterLocale } from './subscriptions.js';
import { hashUnsubscribeToken, isUnsubscribeToken, newUnsubscribeToken } from './tokens.js';
import type { UnsubscribeStatus } from './contract.js';

/** A new unsubscribe link's token for this subscriber, in the caller's transaction (with the e-mail it goes in). */
export async function issueUnsubscribeToken(tx: Database, subscriberId: string, now = new Date()): Promise<string> {
  const token = newUnsubscribeToken();
  await tx
    .insert(newsletterUnsubscribeTokens)
    .values({ tokenHash: hashUnsubscribeToken(token), subscriberId, createdAt: now });
  return token;
}

async function subscriberOfToken(db: Database, token: string) {
  if (!isUnsubscribeToken(token)) throw new InvalidUnsubscribeLinkError();
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      status: newsletterSubscribers.status,
      locale: newsletterSubscribers.locale,
    })
    .from(newsletterUnsubscribeTokens)
    .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterUnsubscribeTokens.subscriberId))
    .where(eq(newsletterUnsubscribeTokens.tokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  if (!row) throw new InvalidUnsubscribeLinkError();
  return row;
}

/** What an unsubscribe link is about, without using it (the page's first step: a link prefetch changes nothing). */
export async function unsubscribeLinkStatus(db: Database, token: string): Promise<UnsubscribeStatus> {
  const row = await subscriberOfToken(db, token);
  return { email: maskedEmail(row.email), subscribed: row.status === 'subscribed' };
}

export type Unsubscribed = UnsubscribeStatus & {
  /** The full address, for the caller's own bookkeeping (never answered to the link's holder). */
  address: string;
  /** False when the address was already off the list. */
  changed: boolean;
};

/**
 * Takes the link's address off the list (one conditional update; using a link again is harmless).
 * The consent record takes the subscriber's locale: the link's holder says nothing of theirs.
 */
export async function unsubscribeByToken(
  db: Database,
  token: string,
  context: Omit<ConsentContext, 'locale'>,
  now = new Date(),
): Promise<Unsubscribed> {
  const row = await subscriberOfToken(db, token);
  const changed = await unsubscribeSubscriber(db, row.id, { ...context, locale: row.locale as NewsletterLocale }, now);
  return { email: maskedEmail(row.email), subscribed: false, address: row.email, changed };
}

/** Takes an address off the list (the account's opt-out); false when it was not on it. */
export async function unsubscribeEmail(db: Database, email: string, context: ConsentContext, now = new Date()) {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .limit(1);
  return row ? unsubscribeSubscriber(db, row.id, context, now) : false;
}

async function unsubscribeSubscriber(db: Database, id: string, context: ConsentContext, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(newsletterSubscribers)
      .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
      .where(and(eq(newsletterSubscribers.id, id), eq(newsletterSubscribers.status, 'subscribed')))
      .returning({ id: newsletterSubscribers.id });
    if (!changed) return false;
    await recordConsent(tx, id, 'unsubscribe', context, now);
    return true;
  });
}
