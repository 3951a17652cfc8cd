import type { Database } from '../db/client.js';

/**
 * Read-mostly data (the category tree, the promotion definitions) kept in process, one copy per
 * database object, for `ttlMs` at most; `invalidate()` drops every copy at once, for the paths that
 * write the data (decision 027). Concurrent first reads share one load; a failed load is not kept.
 * What it answers is shared between requests: callers must not change it.
 */
export function readMostlyCache<T>(load: (db: Database) => Promise<T>, ttlMs: number) {
  let generation = 0;
  const entries = new WeakMap<Database, { at: number; generation: number; value: Promise<T> }>();
  return {
    get(db: Database): Promise<T> {
      const now = Date.now();
      const hit = entries.get(db);
      if (hit && hit.generation === generation && now - hit.at < ttlMs) return hit.value;
      const entry = { at: now, generation, value: load(db) };
      entries.set(db, entry);
      entry.value.catch(() => {
        if (entries.get(db) === entry) entries.delete(db);
      });
      return entry.value;
    },
    invalidate(): void {
      generation += 1;
    },
  };
}
