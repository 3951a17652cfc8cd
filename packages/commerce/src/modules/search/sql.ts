import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** A text[] literal of bound parameters (Drizzle would otherwise spread an array into a row). */
export function textArray(values: readonly string[]): SQL {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/** A long text[] as one JSON parameter (a batch of ids), rather than one parameter per element. */
export function idArray(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/** Rows of a raw statement: both drivers answer `{ rows }`. */
export async function rows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/**
 * Runs one statement with JIT compilation off. A search statement over a large category can
 * cost more than PostgreSQL's JIT threshold, and compiling it takes longer (tens of ms) than
 * running it; SET LOCAL keeps the setting to this transaction.
 */
export async function withoutJit<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL jit = off`);
    return rows<T>(tx, query);
  });
}
