import { markOrderFailed, releaseOrderStock, type OrderDeps, type OrderRow } from '../modules/order/index.js';
import { reindexAfterStockChange } from './reindex-after-stock-change.js';

/**
 * Fails a `created` order and puts its stock back, in one transaction; false when it was no longer
 * `created` (settled by someone else). The basket stays open for another try; the search index
 * follows the stock after the commit.
 */
export async function failOrder(
  deps: Pick<OrderDeps, 'db' | 'logger'>,
  order: OrderRow,
  outcome: { paymentStatus: OrderRow['paymentStatus']; reason: string },
): Promise<boolean> {
  const stock = await deps.db.transaction(async (tx) => {
    if (!(await markOrderFailed(tx, order.id, outcome))) return undefined;
    return releaseOrderStock(tx, order.id);
  });
  if (!stock) return false;
  await reindexAfterStockChange(deps, stock);
  return true;
}
