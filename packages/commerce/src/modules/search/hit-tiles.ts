import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import { getSummaries, summariesFromTiles, type ProductContext, type ProductSummary } from '../catalog/index.js';
import { searchTiles } from './schema.js';

/**
 * The hits' tiles, keyed by id: from the tile documents the indexer keeps, one row per hit
 * (decision 031). Hits asked for with their variants, and any product whose tile is not written
 * yet (an index built before tiles existed), are loaded from the catalogue instead.
 */
export async function hitTiles(
  db: Database,
  ids: readonly string[],
  ctx: ProductContext,
  options: { variants: boolean },
): Promise<Map<string, ProductSummary>> {
  if (options.variants || ids.length === 0) return getSummaries(db, [...ids], ctx, options);
  const stored = await db.select({ tile: searchTiles.tile }).from(searchTiles).where(anyOf(searchTiles.productId, ids));
  const summaries = await summariesFromTiles(
    db,
    stored.map((row) => row.tile),
    ctx,
  );
  const missing = ids.filter((id) => !summaries.has(id));
  if (missing.length > 0) for (const [id, summary] of await getSummaries(db, missing, ctx)) summaries.set(id, summary);
  return summaries;
}
