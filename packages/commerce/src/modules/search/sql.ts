import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/raw-sql.js';

/** A long text[] as one JSON parameter (a batch of ids), rather than one parameter per element. */
export function idArray(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}

/**
 * Runs one search statement with settings of its own, local to its transaction: no JIT (over a
 * large category its estimated cost passes the JIT threshold, and compiling takes longer than
 * running), and enough work_mem for its CTE of matches to stay in memory instead of being
 * written to a temporary file and read back once per refinement counted.
 */
export async function withSearchSettings<T>(db: Database, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT set_config('jit', 'off', true), set_config('work_mem', '32MB', true)`);
    return rows<T>(tx, query);
  });
}
