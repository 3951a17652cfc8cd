import type { Database } from '../db/client.js';
import type { Logger } from '../logger.js';
import { componentsHolding } from '../modules/catalog/index.js';
import type { StockChange } from '../modules/order/index.js';
import { reindexProducts } from '../modules/search/index.js';

/**
 * Keeps the denormalised search index in step with stock. The index holds what stock decides — whether
 * a product can be bought and which of its sizes are in stock — and those change only when a
 * product's stock reaches 0 or comes back from 0, so only those products are reindexed, with the sets
 * holding them; and a bundle when one of its parts falls below, or comes back to, what one bundle
 * takes of it (its stock follows its parts'). Runs after the commit, never inside the order's
 * transaction; a failure is logged and leaves the index behind until the next reindex, never fails
 * the order.
 */
export async function reindexAfterStockChange(
  deps: { db: Database; logger: Logger },
  changes: readonly StockChange[],
): Promise<void> {
  const moved = changes.filter((c) => c.change !== 0);
  if (moved.length === 0) return;
  const crosses = (c: StockChange, units: number) => c.ats < units !== c.ats - c.change < units;
  try {
    const crossed = moved.filter((c) => crosses(c, 1));
    // Sets hold masters, bundles hold items: a piece is a changed product or the master of one.
    const pieces = await componentsHolding(deps.db, [
      ...new Set(moved.flatMap((c) => [c.productId, c.masterProductId])),
    ]);
    const crossedPieces = new Set(crossed.flatMap((c) => [c.productId, c.masterProductId]));
    const byId = new Map(moved.map((c) => [c.productId, c]));
    const parents = pieces
      .filter((p) => {
        const own = byId.get(p.childId);
        return crossedPieces.has(p.childId) || (own !== undefined && crosses(own, Math.max(1, p.quantity)));
      })
      .map((p) => p.parentId);
    const ids = [...new Set([...crossed.map((c) => c.masterProductId), ...parents])];
    if (ids.length > 0) await reindexProducts(deps.db, ids);
  } catch (err) {
    deps.logger.error({
      msg: 'could not reindex products after a stock change',
      products: moved.map((c) => c.productId),
      err: String(err),
    });
  }
}
