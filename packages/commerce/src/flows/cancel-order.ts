import { NotFoundError } from '../http/errors.js';
import { reverseOrderPoints } from '../modules/loyalty/index.js';
import {
  findOrderByNo,
  markOrderCancelled,
  OrderStateError,
  releaseOrderStock,
  type OrderDeps,
  type OrderRow,
} from '../modules/order/index.js';
import { reindexAfterStockChange } from './reindex-after-stock-change.js';

/**
 * Cancels a placed order: `cancelled` and its stock back in one transaction, then the card
 * authorisation released. Cancelling a cancelled order again only retries releasing the
 * authorisation (the step that can fail after the commit); any other status is refused.
 */
export async function cancelOrder(deps: OrderDeps, orderNo: string): Promise<OrderRow> {
  const done = await deps.db.transaction(async (tx) => {
    const row = await markOrderCancelled(tx, orderNo);
    if (!row) return undefined;
    await reverseOrderPoints(tx, row);
    return { order: row, stock: await releaseOrderStock(tx, row.id) };
  });
  let order = done?.order;
  if (!order) {
    order = await findOrderByNo(deps.db, orderNo);
    if (!order) throw new NotFoundError('Order', orderNo.slice(0, 40));
    if (order.status !== 'cancelled')
      throw new OrderStateError(`Order ${orderNo} is ${order.status}: only a placed order can be cancelled.`);
  }
  if (done) await reindexAfterStockChange(deps, done.stock);
  if (order.paymentAuthorizationId) await deps.payment.cancel({ authorizationId: order.paymentAuthorizationId });
  return order;
}
