import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { CHANGES_KEPT, searchGeneration } from './generation.js';
import { rows } from '../../db/raw-sql.js';
import { idArray } from './sql.js';
import {
  DOC_COLUMNS,
  DocStore,
  IndexCapacityError,
  searchVectorsOf,
  type DocRow,
  type SearchVectors,
} from './memory-doc.js';

/**
 * The search index's text rows held in process (decision 034): what a text search reads —
 * refinement columns, sort keys and both text vectors — for every orderable product, with
 * postings per lexeme, so that a text search's matches, relevance, refinement counts and page are
 * computed here instead of in one PostgreSQL statement over every match.
 *
 *   startMemoryIndex(db, logger)   loads it (in the background, with progress) and keeps it current
 *   memoryIndexAt(db, generation)  the index if it holds exactly that generation, else undefined
 *                                  (and a refresh starts); the database answers meanwhile
 *
 * It follows `search_generation` (result-cache.ts): an index write raises it and records the
 * products it wrote in `search_changes`; a refresh reads only those products again, placing a
 * product new to it between its neighbours in the database's id order. A gap longer than the
 * changes kept, or a change to most of the catalogue, loads everything again.
 */

/** Rows read per statement while loading: a few MB of text each. */
const LOAD_PAGE = 5_000;
/** Rows parsed between two turns of the event loop while loading. */
const YIELD_EVERY = 250;
/** Above this share of the catalogue changed at once, loading everything is cheaper. */
const RELOAD_SHARE = 0.2;

export class MemoryIndex {
  readonly store = new DocStore();
  /** Slot per product id. */
  readonly slotOf = new Map<string, number>();
  /** Every indexed product id's ordinal (its place in the database's id order), orderable or not. */
  readonly ordinals = new Map<string, number>();
  live = 0;

  constructor(public generation: bigint) {}

  /** The row's product, in a new slot; a row that cannot be bought only leaves. */
  put(row: DocRow, ordinal: number, vectors: SearchVectors | undefined = searchVectorsOf(row)): void {
    this.remove(row.product_id);
    if (!vectors) return;
    const slot = this.store.add(row, vectors, ordinal);
    this.slotOf.set(row.product_id, slot);
    this.live += 1;
  }

  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.store.empty(slot);
    this.slotOf.delete(id);
    this.live -= 1;
  }
}

/**
 * Reads every row in the database's id order, a page per statement (on PGlite a long transaction
 * would hold up every other query). Rows read late may be newer than `generation`: their changes
 * are recorded above it, so the next refresh reads them again.
 */
async function loadAll(db: Database, logger: Logger): Promise<MemoryIndex | undefined> {
  const generation = await searchGeneration(db);
  if (generation === undefined) return undefined;
  const index = new MemoryIndex(generation);
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM search_text`,
  );
  const started = performance.now();
  let after: string | undefined;
  let read = 0;
  let shown = 0;
  for (;;) {
    const page = await rows<DocRow>(
      db,
      sql`SELECT ${DOC_COLUMNS} FROM search_text ${after === undefined ? sql`` : sql`WHERE product_id > ${after}`}
        ORDER BY product_id LIMIT ${LOAD_PAGE}`,
    );
    for (const [i, row] of page.entries()) {
      index.ordinals.set(row.product_id, index.ordinals.size);
      index.put(row, index.ordinals.size - 1);
      // Let requests through between small batches: a page takes a few hundred ms to parse.
      if (i % YIELD_EVERY === YIELD_EVERY - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    read += page.length;
    if (page.length < LOAD_PAGE) break;
    after = page[page.length - 1]!.product_id;
    const quarter = Math.floor((read / Math.max(total, 1)) * 4);
    if (total > LOAD_PAGE * 4 && quarter > shown) {
      shown = quarter;
      logger.info({
        msg: `  search memory index: ${read.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} products read`,
      });
    }
  }
  index.store.fit();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  logger.info({
    msg: `Search memory index ready: ${index.live.toLocaleString('en-US')} searchable products (${seconds} s)`,
  });
  return index;
}

/**
 * Places for products new to the index, between their neighbours in the database's order of ids;
 * undefined when a neighbour is unknown or the gap between two ordinals is used up.
 */
async function newOrdinals(db: Database, index: MemoryIndex, ids: string[]): Promise<Map<string, number> | undefined> {
  const neighbours = await rows<{ id: string; before: string | null; after: string | null }>(
    db,
    sql`SELECT n.id,
      (SELECT max(s.product_id) FROM search_text s WHERE s.product_id < n.id AND s.product_id <> ALL(${idArray(ids)})) AS before,
      (SELECT min(s.product_id) FROM search_text s WHERE s.product_id > n.id AND s.product_id <> ALL(${idArray(ids)})) AS after
      FROM unnest(${idArray(ids)}) AS n(id) ORDER BY n.id`,
  );
  const placed = new Map<string, number>();
  // In the database's id order: new ids in the same gap (the same known neighbour before) split it in turn.
  let previous: { before: string | null; ordinal: number } | undefined;
  for (const { id, before, after } of neighbours) {
    const known = before === null ? undefined : index.ordinals.get(before);
    const low = previous && previous.before === before ? previous.ordinal : known;
    const high = after === null ? undefined : index.ordinals.get(after);
    if ((before !== null && known === undefined) || (after !== null && high === undefined)) return undefined;
    const ordinal = low === undefined ? (high ?? 0) - 1 : high === undefined ? low + 1 : (low + high) / 2;
    if (ordinal === low || ordinal === high) return undefined;
    placed.set(id, ordinal);
    previous = { before, ordinal };
  }
  return placed;
}

/**
 * The index brought to the database's current generation from the products changed since its
 * own; undefined when only loading everything again will do.
 */
async function applyChanges(db: Database, index: MemoryIndex): Promise<MemoryIndex | undefined> {
  // One statement, one snapshot: no index write can prune a change between reading the
  // generation and reading the changes (the indexer keeps CHANGES_KEPT generations).
  const [snapshot] = await rows<{ generation: string | null; ids: string[] }>(
    db,
    sql`SELECT (SELECT value::text FROM search_generation WHERE id = 1) AS generation,
      ARRAY(SELECT DISTINCT product_id FROM search_changes WHERE generation > ${index.generation.toString()}::bigint) AS ids`,
  );
  if (!snapshot?.generation) return undefined;
  const generation = BigInt(snapshot.generation);
  if (generation === index.generation) return index;
  if (generation < index.generation || generation - index.generation > BigInt(CHANGES_KEPT)) return undefined;
  const ids = snapshot.ids;
  if (ids.length > Math.max(100, index.live * RELOAD_SHARE)) return undefined;
  // Emptied slots stay in the postings until the next load: past half again as many, load.
  if (index.store.size - index.live > index.live * 0.5) return undefined;
  // Rows may be newer than `generation`: their changes are recorded above it and read again next time.
  const found = ids.length
    ? await rows<DocRow>(db, sql`SELECT ${DOC_COLUMNS} FROM search_text WHERE product_id = ANY(${idArray(ids)})`)
    : [];
  const fresh = found.map((row) => row.product_id).filter((id) => !index.ordinals.has(id));
  const placed = fresh.length > 0 ? await newOrdinals(db, index, fresh) : new Map<string, number>();
  if (!placed) return undefined;
  // Parsed before anything changes: a vector that cannot be read stops the refresh here, not half done.
  const vectors = found.map(searchVectorsOf);
  // Values past the codes' bound: a load starts the codes afresh, without those of departed products.
  if (!index.store.holds(found)) return undefined;
  // From here on nothing awaits: a search sees the index before or after, never half changed.
  for (const [id, ordinal] of placed) index.ordinals.set(id, ordinal);
  for (const id of ids) index.remove(id);
  // A product gone from the index leaves no place behind: if it comes back, its neighbours place it.
  const kept = new Set(found.map((row) => row.product_id));
  for (const id of ids) if (!kept.has(id)) index.ordinals.delete(id);
  found.forEach((row, i) => index.put(row, index.ordinals.get(row.product_id)!, vectors[i]));
  index.generation = generation;
  return index;
}

type State = {
  index: MemoryIndex | undefined;
  refreshing: Promise<void> | undefined;
  /** After a failed refresh, none starts before this time (ms), so a lasting fault is not retried on every search. */
  retryAt: number;
  logger: Logger;
};
/** The wait after a failed refresh. */
const RETRY_MS = 30_000;
const states = new WeakMap<Database, State>();

/** Brings the index to the current generation (one refresh at a time); failures are logged, and the database answers meanwhile. */
function refresh(db: Database, state: State): Promise<void> {
  state.refreshing ??= (async () => {
    try {
      const current = state.index;
      const next = (current && (await applyChanges(db, current))) ?? (await loadAll(db, state.logger));
      // Not for a stopped index, nor over an index dropped meanwhile (memoryIndexFailed).
      if (states.get(db) === state && state.index === current) state.index = next;
    } catch (error) {
      // A stopped index (the server closing its database) has nothing to report.
      if (states.get(db) !== state) return;
      if (error instanceof IndexCapacityError) {
        // Loading again would only fail again: the index stays off until the engine restarts.
        state.index = undefined;
        state.retryAt = Infinity;
        state.logger.warn({
          msg: `Search memory index: ${error.message} It stays off; text search reads the database.`,
        });
        return;
      }
      // A refresh may have failed half way through its changes: load everything next time.
      state.index = undefined;
      state.retryAt = Date.now() + RETRY_MS;
      state.logger.warn({
        msg: 'Search memory index: refresh failed; text search reads the database meanwhile',
        error: String(error),
      });
    } finally {
      state.refreshing = undefined;
    }
  })();
  return state.refreshing;
}

/** Loads the memory index of `db` in the background and keeps it current; resolves once loaded (or failed). */
export function startMemoryIndex(db: Database, logger: Logger): Promise<void> {
  let state = states.get(db);
  if (!state) {
    state = { index: undefined, refreshing: undefined, retryAt: 0, logger };
    states.set(db, state);
  }
  return refresh(db, state);
}

/** Stops using the memory index of `db` (tests). */
export function stopMemoryIndex(db: Database): void {
  states.delete(db);
}

/** The memory index of `db` if it holds `generation`; otherwise undefined, and a refresh starts when it was started. */
export function memoryIndexAt(db: Database, generation: bigint): MemoryIndex | undefined {
  const state = states.get(db);
  if (!state) return undefined;
  if (state.index?.generation === generation) return state.index;
  if (Date.now() >= state.retryAt) void refresh(db, state);
  return undefined;
}

/** A search that failed in the memory index: reported, the index dropped (it loads again), the database answers. */
export function memoryIndexFailed(db: Database, error: unknown): void {
  const state = states.get(db);
  if (!state) return;
  state.index = undefined;
  // The same search would fail again: wait before loading again, as after a failed refresh.
  state.retryAt = Date.now() + RETRY_MS;
  state.logger.error({
    msg: 'Search memory index: a search failed; loading it again, the database answers meanwhile',
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

/** Settles once the refresh under way (if any) is done (tests). */
export const memoryIndexSettled = (db: Database): Promise<void> => states.get(db)?.refreshing ?? Promise.resolve();

/**
 * Starts the memory index unless `SEARCH_MEMORY_INDEX=off`: it loads in the background (text search
 * reads the database until it is ready) and keeps itself current. Returns its stop.
 */
export function startMemoryIndexFromEnv(db: Database, env: NodeJS.ProcessEnv, logger: Logger): () => void {
  if (env.SEARCH_MEMORY_INDEX === 'off') return () => undefined;
  logger.info({ msg: 'Loading the search memory index in the background…' });
  void startMemoryIndex(db, logger);
  return () => stopMemoryIndex(db);
}
