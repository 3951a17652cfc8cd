import type { Database } from '../../db/client.js';
import { searchGeneration } from './generation.js';
import { answerFromMemory } from './memory-answer.js';
import type { SearchPlan, SearchRows } from './plan.js';

/**
 * Text searches' rows (total, page, refinement counts), kept in process per database object and
 * answered again while the index has not changed (decision 033).
 *
 *   cachedSearch(db, plan, compute, { fresh? }) → SearchRows
 *
 * Every index write raises `search_generation` in its own transaction (indexer.ts, writeBatch).
 * A search reads the generation first, then computes: what it computes is at least as new as the
 * generation it read, so a result kept under generation g is exact for as long as g is current.
 * A new generation drops every result kept, and computes the most asked of them again, one at a
 * time, ahead of their next ask (REFRESH_AHEAD). Concurrent asks of one plan share one
 * computation; a failed one is not kept. `fresh` computes again and keeps the new result (`Cache-Control: no-cache`).
 * Only the search index's rows are kept: tiles, prices and labels are read for every answer.
 * A result is computed by the memory index when it holds the generation read (decision 034),
 * else by `compute` (the database).
 */

/** Results kept per database: about 10 kB each (a page of ids, colours and counts). */
export const RESULT_CACHE_ENTRIES = 500;
/** After an index change, this many of the most asked results (asked twice or more) are computed again ahead of their next ask. */
export const REFRESH_AHEAD = 20;

/** Computes a plan's rows: a module function, so that an entry holds nothing of the request that asked. */
export type Compute = (db: Database, plan: SearchPlan) => Promise<SearchRows>;
type Entry = { result: Promise<SearchRows>; plan: SearchPlan; compute: Compute; asks: number };
type Kept = { generation: bigint; results: Map<string, Entry>; refreshed: Promise<void> };
const kept = new WeakMap<Database, Kept>();

/** Text searches answered from a kept result (`hit`) or computed (`miss`), since the process started: read by /metrics. */
export const searchResultCacheCounts = { hit: 0, miss: 0 };

/** Whether a plan's rows are worth keeping: text searches (listings read stored counts, and are cheap). */
export const isCacheable = (plan: SearchPlan) => plan.text !== undefined;

export async function cachedSearch(
  db: Database,
  plan: SearchPlan,
  compute: Compute,
  options: { fresh?: boolean } = {},
): Promise<SearchRows> {
  if (!isCacheable(plan)) return compute(db, plan);
  const generation = await searchGeneration(db);
  const store = generation === undefined ? undefined : storeAt(db, generation);
  // No generation to trust, or an ask that read one older than a newer ask already keeps: answer it, keep nothing.
  if (!store) return compute(db, plan);
  const key = JSON.stringify(plan);
  const hit = store.results.get(key);
  if (hit && !options.fresh) {
    searchResultCacheCounts.hit += 1;
    hit.asks += 1;
    // Most recently used last: the Map's order is the eviction order.
    store.results.delete(key);
    store.results.set(key, hit);
    return hit.result;
  }
  searchResultCacheCounts.miss += 1;
  return keep(db, store, key, plan, compute, (hit?.asks ?? 0) + 1);
}

/** Settles once the results computed ahead after the last index change are in (for tests). */
export const refreshedAhead = (db: Database): Promise<void> => kept.get(db)?.refreshed ?? Promise.resolve();

/**
 * The results kept at `generation`: a newer generation starts empty, and computes the most asked
 * ones again; an older one (an ask that began before the last index write) keeps nothing.
 */
function storeAt(db: Database, generation: bigint): Kept | undefined {
  const store = kept.get(db);
  if (store?.generation === generation) return store;
  if (store && store.generation > generation) return undefined;
  const next: Kept = { generation, results: new Map(), refreshed: Promise.resolve() };
  kept.set(db, next);
  if (store) {
    const popular = [...store.results]
      .filter(([, entry]) => entry.asks >= 2)
      .sort((a, b) => b[1].asks - a[1].asks)
      .slice(0, REFRESH_AHEAD);
    next.refreshed = refreshAhead(db, next, popular);
  }
  return next;
}

/**
 * One at a time, so a process adds at most one search to the database's load; given up when the
 * index changes again (the next store refreshes), or for a result asked for meanwhile.
 */
async function refreshAhead(db: Database, store: Kept, popular: [string, Entry][]): Promise<void> {
  for (const [key, entry] of popular) {
    if (kept.get(db) !== store) return;
    if (store.results.has(key)) continue;
    // Popularity fades: a result no longer asked for drops out after a few changes.
    await keep(db, store, key, entry.plan, entry.compute, Math.ceil(entry.asks / 2)).catch(() => undefined);
  }
}

/** A result computed by the memory index when it holds the generation (decision 034), else by `compute`. */
async function computeAt(db: Database, generation: bigint, plan: SearchPlan, compute: Compute): Promise<SearchRows> {
  return (await answerFromMemory(db, plan, generation)) ?? compute(db, plan);
}

function keep(
  db: Database,
  store: Kept,
  key: string,
  plan: SearchPlan,
  compute: Compute,
  asks: number,
): Promise<SearchRows> {
  const { results } = store;
  const entry: Entry = { result: computeAt(db, store.generation, plan, compute), plan, compute, asks };
  results.delete(key);
  results.set(key, entry);
  while (results.size > RESULT_CACHE_ENTRIES) results.delete(results.keys().next().value!);
  entry.result.catch(() => {
    if (results.get(key) === entry) results.delete(key);
  });
  return entry.result;
}
