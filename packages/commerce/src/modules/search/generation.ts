import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/raw-sql.js';

/**
 * The search index's generation (`search_generation`): every index write raises it in its own
 * transaction and records the products it wrote in `search_changes` (indexer.ts). Kept results
 * (result-cache.ts) and the memory index (memory-index.ts) answer only while it is unchanged.
 */

/** Generations whose changes the indexer keeps: a memory index further behind loads everything again. */
export const CHANGES_KEPT = 256;

/** The index's generation: the row the migration wrote, raised by every index write; undefined without it. */
export async function searchGeneration(db: Database): Promise<bigint | undefined> {
  const [row] = await rows<{ value: string }>(db, sql`SELECT value::text AS value FROM search_generation WHERE id = 1`);
  return row ? BigInt(row.value) : undefined;
}
