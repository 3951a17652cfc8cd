import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import { databaseCounters, type CounterStore } from './counters.js';
import { rateLimitCounters } from './schema.js';

/** A limit: at most `max` counted events per `windowMs` for one subject. */
export type Limit = { name: string; max: number; windowMs: number };

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', 429, { retryAfterSeconds });
  }
}

const rowKey = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

let configuredStore: ((db: Database) => CounterStore) | undefined;

/** Sends the counts to another store (Redis, when REDIS_URL is set); undefined returns them to the database. */
export function setCounterStore(store: ((db: Database) => CounterStore) | undefined): void {
  configuredStore = store;
}

const storeFor = (db: Database): CounterStore => (configuredStore ? configuredStore(db) : databaseCounters(db));

/**
 * Refuses (429 with the seconds to wait) when any of the limits is already used up for its
 * subject; counts nothing. Checked before the costly or sensitive work, so a blocked caller gets
 * no password check at all.
 */
export async function assertWithinLimits(
  db: Database,
  checks: readonly [Limit, string][],
  now = new Date(),
): Promise<void> {
  const store = storeFor(db);
  let wait = 0;
  for (const [limit, subject] of checks) {
    const window = await store.read(rowKey(limit, subject), limit.windowMs, now);
    if (window && window.hits >= limit.max) {
      wait = Math.max(wait, Math.ceil((window.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
    }
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Counts one event against each limit: one atomic update per subject, a new window when the last one ended. */
export async function countAgainstLimits(
  db: Database,
  checks: readonly [Limit, string][],
  now = new Date(),
): Promise<void> {
  const store = storeFor(db);
  for (const [limit, subject] of checks) await store.count(rowKey(limit, subject), limit.windowMs, now);
}

/** Checks, then counts: for events limited whether or not they succeed (precheck, registration). */
export async function consumeLimits(db: Database, checks: readonly [Limit, string][], now = new Date()): Promise<void> {
  await assertWithinLimits(db, checks, now);
  await countAgainstLimits(db, checks, now);
}

/** Forgets the counts of these subjects (a successful sign-in clears its failures). */
export async function clearLimits(db: Database, checks: readonly [Limit, string][]): Promise<void> {
  const store = storeFor(db);
  for (const [limit, subject] of checks) await store.clear(rowKey(limit, subject));
}

/** Removes counters whose window ended more than a day ago. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
