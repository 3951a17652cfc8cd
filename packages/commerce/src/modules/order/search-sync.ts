import { productComponents } from '../catalog/schema.js';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { reindexProducts } from '../search/indexer.js';

/** A product's stock after an order took (`change` < 0) or gave back (`change` > 0) units. */
export type StockChange = { productId: string; masterProductId: string; ats: number; change: number };

/**
 * Keeps the denormalised search index in step with stock. The index holds what stock decides — whether
 * a product can be bought and which of its sizes are in stock — and those change only when a
 * product's stock reaches 0 or comes back from 0, so only those products are reindexed (with the sets
 * and bundles they belong to). Runs after the commit, never inside the order's transaction; a failure
 * is logged and leaves the index behind until the next reindex, never fails the order.
 */
export async function reindexAfterStockChange(
  deps: { db: Database; logger: Logger },
  changes: readonly StockChange[],
): Promise<void> {
  const crossed = changes.filter((c) => c.change !== 0 && (c.ats === 0 || c.ats - c.change === 0));
  if (crossed.length === 0) return;
  try {
    const ids = [...new Set(crossed.flatMap((c) => [c.masterProductId, c.productId]))];
    const parents = await deps.db
      .select({ id: productComponents.parentId })
      .from(productComponents)
      .where(anyOf(productComponents.childId, ids));
    const masters = new Set(crossed.map((c) => c.masterProductId));
    await reindexProducts(deps.db, [...masters, ...parents.map((p) => p.id)]);
  } catch (err) {
    deps.logger.error({
      msg: 'could not reindex products after a stock change',
      products: crossed.map((c) => c.productId),
      err: String(err),
    });
  }
}
