import { markBasketOrdered } from '../modules/basket/index.js';
import { earnOrderPoints } from '../modules/loyalty/index.js';
import { enqueueMail } from '../modules/mail/index.js';
import {
  linesOf,
  markOrderPlaced,
  OrderNotCompletedError,
  readOrder,
  type KnownLines,
  type OrderDeps,
  type OrderRow,
} from '../modules/order/index.js';
import type { Authorization } from '../modules/payment/index.js';
import { confirmationMailFor } from './order-confirmation-mail.js';

/**
 * Step (c) on approval, in one transaction: the order `placed` with the card's brand and last four
 * digits and the authorisation id, the basket `ordered`, and the confirmation queued. Conditional on
 * the order still being `created`, so a retry, a second instance or recovery complete it once.
 */
export async function completeOrder(
  deps: OrderDeps,
  order: OrderRow,
  authorization: Authorization | null,
  known?: KnownLines,
): Promise<OrderRow> {
  return (await completeOrderOnce(deps, order, authorization, known)).order;
}

/** completeOrder, saying whether this call was the one that placed the order. */
export async function completeOrderOnce(
  deps: OrderDeps,
  order: OrderRow,
  authorization: Authorization | null,
  known?: KnownLines,
): Promise<{ order: OrderRow; completed: boolean }> {
  const lines = known?.lines ?? (await linesOf(deps.db, order.id));
  const mail = await confirmationMailFor(deps.db, order, lines, known);
  const placed = await deps.db.transaction(async (tx) => {
    const row = await markOrderPlaced(tx, order.id, authorization);
    if (!row) return undefined;
    await markBasketOrdered(tx, row.basketId);
    await enqueueMail(tx, mail);
    // Loyalty points in the same commit as the placement: a database row, and written once (decision 024).
    await earnOrderPoints(tx, row);
    return row;
  });
  if (placed) return { order: placed, completed: true };

  const now = await readOrder(deps.db, order.id);
  if (now.status === 'placed' || now.status === 'cancelled') return { order: now, completed: false };
  // Settled as failed meanwhile (recovery gave up on it): the money must not stay reserved.
  if (authorization) {
    await deps.payment.cancel({ authorizationId: authorization.id }).catch((err: unknown) => {
      deps.logger.error({
        msg: 'could not cancel the authorisation of a failed order',
        orderNo: order.orderNo,
        err: String(err),
      });
    });
  }
  throw new OrderNotCompletedError(order.orderNo);
}
