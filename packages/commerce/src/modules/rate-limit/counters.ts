import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rateLimitCounters } from './schema.js';

/** A subject's count in its current window. */
export type WindowCount = { hits: number; windowStart: Date };

/**
 * Where rate-limit counts live: somewhere every server instance sees (SECURITY.md "Brute force").
 * A window opens at the first counted event and lasts the limit's length; the next event after it
 * opens a new one.
 */
export interface CounterStore {
  /** The count of the window still open at `now`, if any. */
  read(key: string, windowMs: number, now: Date): Promise<WindowCount | undefined>;
  /** Counts one event atomically, opening a new window when the last one has ended. */
  count(key: string, windowMs: number, now: Date): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Counters in PostgreSQL: one row per subject, one atomic upsert per event. */
export function databaseCounters(db: Database): CounterStore {
  return {
    async read(key, windowMs, now) {
      const [row] = await db
        .select({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart })
        .from(rateLimitCounters)
        .where(
          and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.windowStart, new Date(now.getTime() - windowMs))),
        );
      return row;
    },
    async count(key, windowMs, now) {
      const expired = sql`${rateLimitCounters.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      await db
        .insert(rateLimitCounters)
        .values({ key, windowStart: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
          },
        });
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}
