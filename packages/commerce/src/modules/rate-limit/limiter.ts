import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import { rateLimitCounters } from './schema.js';

/** A limit: at most `max` counted events per `windowMs` for one subject. */
export type Limit = { name: string; max: number; windowMs: number };

export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', 429, { retryAfterSeconds });
  }
}

const rowKey = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

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
  let wait = 0;
  for (const [limit, subject] of checks) {
    const [row] = await db
      .select({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart })
      .from(rateLimitCounters)
      .where(
        and(
          eq(rateLimitCounters.key, rowKey(limit, subject)),
          gt(rateLimitCounters.windowStart, new Date(now.getTime() - limit.windowMs)),
        ),
      );
    if (row && row.hits >= limit.max) {
      wait = Math.max(wait, Math.ceil((row.windowStart.getTime() + limit.windowMs - now.getTime()) / 1000));
    }
  }
  if (wait > 0) throw new RateLimitedError(wait);
}

/** Counts one event against each limit: one atomic upsert per subject, a new window when the last one ended. */
export async function countAgainstLimits(
  db: Database,
  checks: readonly [Limit, string][],
  now = new Date(),
): Promise<void> {
  for (const [limit, subject] of checks) {
    const expired = sql`${rateLimitCounters.windowStart} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
    await db
      .insert(rateLimitCounters)
      .values({ key: rowKey(limit, subject), windowStart: now, hits: 1 })
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
        },
      });
  }
}

/** Checks, then counts: for events limited whether or not they succeed (precheck, registration). */
export async function consumeLimits(db: Database, checks: readonly [Limit, string][], now = new Date()): Promise<void> {
  await assertWithinLimits(db, checks, now);
  await countAgainstLimits(db, checks, now);
}

/** Forgets the counts of these subjects (a successful sign-in clears its failures). */
export async function clearLimits(db: Database, checks: readonly [Limit, string][]): Promise<void> {
  for (const [limit, subject] of checks) {
    await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, rowKey(limit, subject)));
  }
}

/** Removes counters whose window ended more than a day ago. */
export async function pruneRateLimits(db: Database, now = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}
