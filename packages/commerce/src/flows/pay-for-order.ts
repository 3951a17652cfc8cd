import { DomainError } from '../http/errors.js';
import {
  markPaymentUnknown,
  OrderNotCompletedError,
  PaymentDeclinedError,
  PaymentNotConfirmedError,
  readOrder,
  TotalChangedError,
  type KnownLines,
  type OrderDeps,
  type OrderRow,
} from '../modules/order/index.js';
import { IdempotencyKeyReusedError, PaymentOutcomeUnknownError, type Authorization } from '../modules/payment/index.js';
import { completeOrder } from './complete-order.js';
import { failOrder } from './fail-order.js';
import type { PaymentInput, PlaceOrderInput, PlaceOrderResult } from './place-order.js';

/** How long a second place-order for the same basket waits for the first one's payment to finish. */
export const IN_FLIGHT_WAIT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Step (b): ask for the money, then (c) complete or fail the order on the answer. */
export async function pay(
  deps: OrderDeps,
  order: OrderRow,
  payment: PaymentInput,
  known?: KnownLines,
): Promise<OrderRow> {
  // A bag fully paid by promotions has nothing to authorise.
  if (order.totals.orderTotal === 0) return completeOrder(deps, order, null, known);
  let authorization: Authorization;
  try {
    authorization = await deps.payment.authorize({
      idempotencyKey: order.id,
      amountMinor: order.totals.orderTotal,
      currency: order.currency,
      orderRef: order.orderNo,
      ...(payment.token !== undefined ? { token: payment.token } : { card: payment.card }),
    });
  } catch (err) {
    if (err instanceof DomainError && !(err instanceof IdempotencyKeyReusedError)) {
      // The provider refused the request itself (card or token not acceptable): nothing was authorised.
      await failOrder(deps, order, { paymentStatus: 'declined', reason: err.message });
      throw err;
    }
    if (!(err instanceof PaymentOutcomeUnknownError)) {
      // Anything unexpected (or a payment already made under this key with other details) might
      // have happened after a charge: leave it to be settled like a lost answer.
      deps.logger.error({ msg: 'payment authorisation failed unexpectedly', orderNo: order.orderNo, err: String(err) });
    }
    await markPaymentUnknown(deps.db, order.id);
    throw new PaymentNotConfirmedError(order.orderNo);
  }
  return settle(deps, order, authorization, known);
}

/** What an authorisation means for its order: placed, or failed with the stock back. */
async function settle(
  deps: OrderDeps,
  order: OrderRow,
  authorization: Authorization,
  known?: KnownLines,
): Promise<OrderRow> {
  switch (authorization.status) {
    case 'authorized':
    case 'captured':
      return completeOrder(deps, order, authorization, known);
    case 'declined': {
      const message = authorization.decline?.message || 'Your card was declined.';
      await failOrder(deps, order, { paymentStatus: 'declined', reason: message });
      throw new PaymentDeclinedError(message, order.orderNo);
    }
    case 'voided':
      await failOrder(deps, order, { paymentStatus: 'declined', reason: 'The payment was cancelled.' });
      throw new OrderNotCompletedError(order.orderNo);
  }
}

/**
 * A second place-order for a basket that already has a live order (a double submit, a retry): wait
 * while the first one's payment is in flight, then answer what became of it. An order whose payment
 * outcome is unknown is settled now — with the provider's record under the order's key when there
 * is one, else by authorising again under the same key, which can never charge twice.
 */
export async function resume(deps: OrderDeps, first: OrderRow, input: PlaceOrderInput): Promise<PlaceOrderResult> {
  let order = first;
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  for (let wait = 50; order.status === 'created' && order.paymentStatus === 'pending' && Date.now() < deadline;) {
    await sleep(wait);
    wait = Math.min(wait * 2, 500);
    order = await readOrder(deps.db, order.id);
  }
  switch (order.status) {
    case 'placed':
    case 'cancelled':
      return { order, created: false };
    case 'failed':
      if (order.paymentStatus === 'declined' && order.failureReason)
        throw new PaymentDeclinedError(order.failureReason, order.orderNo);
      throw new OrderNotCompletedError(order.orderNo);
    case 'created': {
      if (order.paymentStatus === 'pending') throw new PaymentNotConfirmedError(order.orderNo);
      let authorization: Authorization | null;
      try {
        authorization = await deps.payment.getAuthorization(order.id);
      } catch (err) {
        deps.logger.error({ msg: 'could not look up a payment', orderNo: order.orderNo, err: String(err) });
        throw new PaymentNotConfirmedError(order.orderNo);
      }
      if (authorization) return { order: await settle(deps, order, authorization), created: false };
      if (input.expectedTotal !== undefined && Math.round(input.expectedTotal * 100) !== order.totals.orderTotal) {
        throw new TotalChangedError(input.expectedTotal, order.totals.orderTotal / 100);
      }
      return { order: await pay(deps, order, input.payment), created: false };
    }
  }
}
