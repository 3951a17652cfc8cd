import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SearchPlan, SearchRows } from './plan.js';
import { rows } from './sql.js';

/**
 * Text searches' rows (total, page, refinement counts), kept in process per database object and
 * answered again while the index has not changed (decision 033).
 *
 *   cachedSearch(db, plan, compute, { fresh? }) → SearchRows
 *
 * Every index write raises `search_generation` in its own transaction (indexer.ts, writeBatch).
 * A search reads the generation first, then computes: what it computes is at least as new as the
 * generation it read, so a result kept under generation g is exact for as long as g is current.
 * A new generation drops every result kept. Concurrent asks of one plan share one computation; a
 * failed one is not kept. `fresh` computes again and keeps the new result (`Cache-Control: no-cache`).
 * Only the search index's rows are kept: tiles, prices and labels are read for every answer.
 */

/** Results kept per database: about 10 kB each (a page of ids, colours and counts). */
export const RESULT_CACHE_ENTRIES = 500;

type Kept = { generation: string; results: Map<string, Promise<SearchRows>> };
const kept = new WeakMap<Database, Kept>();

/** The index's generation: the row the migration wrote, raised by every index write. */
export async function searchGeneration(db: Database): Promise<string> {
  const [row] = await rows<{ value: string }>(db, sql`SELECT value::text AS value FROM search_generation WHERE id = 1`);
  return row?.value ?? '0';
}

/** Whether a plan's rows are worth keeping: text searches (listings read stored counts, and are cheap). */
export const isCacheable = (plan: SearchPlan) => plan.text !== undefined;

export async function cachedSearch(
  db: Database,
  plan: SearchPlan,
  compute: () => Promise<SearchRows>,
  options: { fresh?: boolean } = {},
): Promise<SearchRows> {
  if (!isCacheable(plan)) return compute();
  const generation = await searchGeneration(db);
  let store = kept.get(db);
  if (!store || store.generation !== generation) {
    store = { generation, results: new Map() };
    kept.set(db, store);
  }
  const results = store.results;
  const key = JSON.stringify(plan);
  const hit = options.fresh ? undefined : results.get(key);
  if (hit) {
    // Most recently used last: the Map's order is the eviction order.
    results.delete(key);
    results.set(key, hit);
    return hit;
  }
  const computing = compute();
  results.delete(key);
  results.set(key, computing);
  while (results.size > RESULT_CACHE_ENTRIES) results.delete(results.keys().next().value!);
  computing.catch(() => {
    if (results.get(key) === computing) results.delete(key);
  });
  return computing;
}
