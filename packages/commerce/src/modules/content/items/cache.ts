import type { Database } from '../../../db/client.js';
import { readMostlyCache } from '../../../lib/read-mostly-cache.js';
import { loadPublishedEditions } from './editions.js';

/**
 * How long a process may deliver content it resolved earlier: every write drops this process's
 * copies at once and announces `content` to the others (decision 041); the TTL bounds how long a
 * missed announcement can last.
 */
export const CONTENT_TTL_MS = 5 * 60_000;
/** Trees kept per process: a shop has a few hundred pages × 3 locales × a handful of edition sets. */
export const MAX_CACHED_TREES = 5_000;

const editionCache = readMostlyCache(loadPublishedEditions, CONTENT_TTL_MS);

type TreeEntry<T> = { expiresAt: number; value: Promise<T> };
/**
 * One map of resolved trees per database: the read-mostly cache hands out a fresh, empty map after
 * each content change (its generation moves), so a change drops every tree at once, and trees
 * still loading from before the change land in the discarded map.
 */
const treeStores = readMostlyCache(async () => new Map<string, TreeEntry<unknown>>(), CONTENT_TTL_MS);

/** Every published edition's window, as of at most CONTENT_TTL_MS ago: never change what it answers. */
export const cachedPublishedEditions = (db: Database) => editionCache.get(db);

/**
 * The tree under `key`, loaded once and shared until `expiresAt` (ms since the epoch) or the next
 * content change. Answers are shared between requests: callers must not change them.
 */
export async function cachedTree<T>(db: Database, key: string, expiresAt: number, load: () => Promise<T>): Promise<T> {
  const store = await treeStores.get(db);
  const hit = store.get(key);
  if (hit && hit.expiresAt > Date.now()) return hit.value as Promise<T>;
  if (!hit && store.size >= MAX_CACHED_TREES) store.delete(store.keys().next().value!);
  const entry: TreeEntry<T> = { expiresAt, value: load() };
  store.set(key, entry);
  entry.value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return entry.value;
}

/** Drops every resolved tree and edition window this process keeps (after a write, or when another process announces one). */
export function dropContentCache(): void {
  editionCache.invalidate();
  treeStores.invalidate();
}
