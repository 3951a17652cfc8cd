import { sql, type SQL } from 'drizzle-orm';

/** A timestamp parameter both drivers bind the same way (PGlite and node-postgres serialise Dates differently). */
export function timestamptz(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

