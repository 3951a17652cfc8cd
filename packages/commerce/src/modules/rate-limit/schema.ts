import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters, in the database so every server instance sees the same counts (SECURITY.md
 * "Brute force"). One row per limited subject: its window opens at the first counted event and
 * lasts the limit's length; the next event after that opens a new one. Old rows are pruned.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull().default(0),
});
