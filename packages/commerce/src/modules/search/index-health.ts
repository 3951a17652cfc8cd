import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { bundleComponents, hasOnlineProducts } from '../catalog/index.js';
import { getAvailability, NO_STOCK } from '../inventory/index.js';
import { reindexProducts } from './indexer.js';
import { ROOT_SCOPE } from './plan.js';
import { rows } from '../../db/raw-sql.js';

type Counts = { indexed: number; tiles: number; sortRows: number; listed: number };

/**
 * Whether the search index lacks what the catalogue calls for: rows for online products (a
 * database seeded before product search existed), a tile per row, or a category sort row per
 * orderable product and category it is listed under (an index written before decision 031, or a
 * rebuild cut short). The indexer writes a product's rows, tile and sort rows in one transaction,
 * so whole counts tell. A catalogue with nothing to list asks for nothing.
 */
export async function searchIndexIncomplete(db: Database): Promise<boolean> {
  const [c] = await rows<Counts>(
    db,
    sql`SELECT (SELECT count(*)::int FROM search_index) AS indexed,
      (SELECT count(*)::int FROM search_tiles) AS tiles,
      (SELECT count(*)::int FROM search_category_sort) AS "sortRows",
      (SELECT count(*)::int FROM search_index CROSS JOIN LATERAL unnest(category_ids) AS c
        WHERE orderable AND c <> ${ROOT_SCOPE}) AS listed`,
  );
  if (!c) return false;
  const online = c.indexed === 0 && (await hasOnlineProducts(db));
  return online || c.tiles !== c.indexed || c.sortRows !== c.listed;
}

/**
 * Bundles the index holds as orderable or not when their stock says otherwise: an index written
 * before bundles' stock was read (the catalogue counted variants and items only), or before it
 * followed their parts' (`bundleAvailability`: every record — the bundle's own, each part's — takes
 * backorders or holds what one bundle takes of it).
 */
export async function misindexedBundles(db: Database): Promise<string[]> {
  const indexed = await rows<{ id: string; orderable: boolean }>(
    db,
    sql`SELECT product_id AS id, orderable FROM search_index WHERE product_type = 'bundle'`,
  );
  if (indexed.length === 0) return [];
  const ids = indexed.map((b) => b.id);
  const stock = await getAvailability(db, ids, await bundleComponents(db, ids));
  return indexed.filter((b) => b.orderable !== (stock.get(b.id) ?? NO_STOCK).orderable).map((b) => b.id);
}

/**
 * Builds what the search index lacks, once, before an engine serves (the storefront's and the
 * standalone engine's start-up): a database indexed by older code gets its tiles and sort rows,
 * and its bundles their stock.
 */
export async function ensureSearchIndex(db: Database, logger: Logger): Promise<void> {
  if (await searchIndexIncomplete(db)) {
    logger.info({ msg: 'Building the product search index…' });
    const { indexed } = await reindexProducts(db);
    logger.info({ msg: `  search index built (${indexed} products)` });
    return;
  }
  const bundles = await misindexedBundles(db);
  if (bundles.length === 0) return;
  logger.info({ msg: `Reindexing ${bundles.length} bundles indexed without their stock…` });
  await reindexProducts(db, bundles);
}
