import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError, NotFoundError } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { checkQuantity } from '../basket/quantity.js';
import { pricingReference } from '../basket/pricing-input.js';
import { lockOpenBasket, markBasketOrdered, type ShopperContext } from '../basket/service.js';
import type { SellableFacts } from '../basket/sellables.js';
import { priceStoredBasket } from '../basket/view.js';
import { earnOrderPoints, reverseOrderPoints } from '../loyalty/service.js';
import { enqueueMail } from '../mail/outbox.js';
import { checkCard, type CardInput } from '../payment/card.js';
import { IdempotencyKeyReusedError, InvalidCardError, PaymentOutcomeUnknownError } from '../payment/errors.js';
import type { Authorization, PaymentProvider } from '../payment/provider.js';
import type { Shopper } from '../session/service.js';
import { confirmationMailFor } from './confirmation.js';
import {
  CheckoutIncompleteError,
  OrderNotCompletedError,
  OrderStateError,
  PaymentDeclinedError,
  PaymentNotConfirmedError,
  TotalChangedError,
} from './errors.js';
import { orderLines, orders, type OrderTotals } from './schema.js';
import { releaseOrderStock, reserveOrderStock } from './reservations.js';
import { reindexAfterStockChange, type StockChange } from './search-sync.js';

export type OrderDeps = { db: Database; payment: PaymentProvider; logger: Logger };
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A typed card (test provider only) or a provider token from the browser (real providers). */
export type PaymentInput = { card: CardInput; token?: never } | { token: string; card?: never };
export type PlaceOrderInput = {
  payment: PaymentInput;
  /** The order total the shopper was shown, in major units: refused (409) when it is not what would be charged. */
  expectedTotal?: number;
};
/**
 * What placing an order already read of its lines: the lines as inserted and their products as
 * the catalogue gave them, in `locale`. The confirmation e-mail and the answer reuse them rather
 * than read them again (decision 027).
 */
export type KnownLines = { lines: OrderLineRow[]; entries: ReadonlyMap<string, SellableFacts>; locale: string };
/**
 * The order, and whether this call created it (false: a retry or double submit answered with the
 * first order); `known` when this call created it.
 */
export type PlaceOrderResult = { order: OrderRow; created: boolean; known?: KnownLines };

/** How long a second place-order for the same basket waits for the first one's payment to finish. */
export const IN_FLIGHT_WAIT_MS = 10_000;
/**
 * A session with no open bag that places an order this soon after its last one gets that order
 * back: the retry of a request whose answer was lost (the first one already closed the bag).
 */
export const RETRY_WINDOW_MS = 10 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Places the shopper's open basket (docs/decisions/015):
 * (a) one transaction writes the order (`created`, payment `pending`) with its lines and totals as
 *     priced now by the server, and reserves the stock of every line — or nothing at all;
 * (b) outside any transaction the card is authorised, with the order id as idempotency key;
 * (c) one transaction completes the order (`placed`, basket `ordered`, confirmation queued) or,
 *     on a decline, fails it and releases the stock.
 * A double submit, or a retry, for the same basket answers the first order.
 */
export async function placeOrder(
  deps: OrderDeps,
  shopper: Shopper,
  ctx: ShopperContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  // A typo in the card should not cost an order number and a stock reservation.
  if (input.payment.card) {
    const problems = checkCard(input.payment.card);
    if (problems.length > 0) throw new InvalidCardError(problems);
  }
  const attempt = await createOrder(deps.db, shopper, ctx, input.expectedTotal);
  if (attempt.kind === 'no-basket') {
    const recent = await recentOrderOf(deps.db, shopper);
    if (!recent) throw new CheckoutIncompleteError(['items']);
    return resume(deps, recent, input);
  }
  if (attempt.kind === 'existing') return resume(deps, attempt.order, input);
  await reindexAfterStockChange(deps, attempt.stock);
  return { order: await pay(deps, attempt.order, input.payment, attempt.known), created: true, known: attempt.known };
}

type Attempt =
  | { kind: 'created'; order: OrderRow; stock: StockChange[]; known: KnownLines }
  | { kind: 'existing'; order: OrderRow }
  | { kind: 'no-basket' };

/** Step (a): the order and its stock, in one transaction with the shopper's basket locked. */
async function createOrder(
  db: Database,
  shopper: Shopper,
  ctx: ShopperContext,
  expectedTotal?: number,
): Promise<Attempt> {
  // Promotions and categories from the in-process caches, read before the transaction (decision 027).
  const reference = await pricingReference(db);
  return db.transaction(async (tx): Promise<Attempt> => {
    // The lock queues a second place-order (and any basket edit) for this basket behind this one.
    const basket = await lockOpenBasket(tx, shopper);
    if (!basket) return { kind: 'no-basket' };
    const live = await liveOrderOf(tx, basket.id);
    if (live) return { kind: 'existing', order: live };

    const { input, priced } = await priceStoredBasket(tx, basket, ctx, reference);
    const missing = [
      ...(input.lines.length === 0 ? ['items'] : []),
      ...(basket.customerEmail ? [] : ['email']),
      ...(basket.shippingAddress ? [] : ['shippingAddress']),
      ...(basket.shippingMethodId ? [] : ['shippingMethod']),
      ...(basket.billingAddress ? [] : ['billingAddress']),
    ];
    if (missing.length > 0) throw new CheckoutIncompleteError(missing);
    // The same rules as add-to-bag (step, minimum, maximum), with the spec's messages; stock is re-checked below.
    for (const { sellable, item } of input.lines) checkQuantity(sellable, item.quantity);

    const { totals } = priced;
    if (expectedTotal !== undefined && Math.round(expectedTotal * 100) !== totals.orderTotal) {
      throw new TotalChangedError(expectedTotal, totals.orderTotal / 100);
    }
    const snapshot: OrderTotals = {
      productSubTotal: totals.productSubTotal,
      productTotal: totals.productTotal,
      shippingTotal: totals.shippingTotal,
      taxTotal: totals.taxTotal,
      orderTotal: totals.orderTotal,
      savings: totals.savings,
    };
    const id = randomUUID();
    const [order] = await tx
      .insert(orders)
      .values({
        id,
        orderNo: sql`'RL' || nextval('order_no_seq')::text`,
        basketId: basket.id,
        usid: shopper.usid,
        customerId: shopper.customerId,
        status: 'created',
        paymentStatus: 'pending',
        currency: ctx.currency,
        locale: ctx.locale,
        customerEmail: basket.customerEmail!,
        shippingAddress: basket.shippingAddress!,
        billingAddress: basket.billingAddress!,
        shippingMethodId: basket.shippingMethodId!,
        totals: snapshot,
        couponCodes: input.applied.map((c) => c.code),
      })
      // orders_one_live_per_basket: another live order for this basket makes this insert a no-op.
      .onConflictDoNothing()
      .returning();
    if (!order) {
      const winner = await liveOrderOf(tx, basket.id);
      if (!winner) throw new Error(`Order for basket ${basket.id} conflicted but cannot be read.`);
      return { kind: 'existing', order: winner };
    }

    const pricedLines = new Map(priced.promotions.lines.map((l) => [l.itemId, l]));
    const { reserved, stock } = await reserveOrderStock(
      tx,
      id,
      input.lines.map(({ sellable, item }) => ({ sellable, quantity: item.quantity })),
      ctx.locale,
    );
    const lines = await tx
      .insert(orderLines)
      .values(
        input.lines.map(({ sellable, item }, position) => {
          const line = pricedLines.get(item.id)!;
          return {
            orderId: id,
            position,
            productId: sellable.id,
            masterProductId: sellable.productId,
            productName: sellable.name,
            variationValues: sellable.variationValues ?? null,
            quantity: item.quantity,
            unitPrice: line.unitPrice,
            price: line.baseAmount,
            priceAfterDiscount: line.netAmount,
            imageLink: sellable.image?.link ?? null,
            // A product sold alone and in a bundle took the sum: the line's share is at most its quantity.
            reservedQuantity: Math.min(item.quantity, reserved.get(sellable.id) ?? 0),
          };
        }),
      )
      .returning();
    const entries = new Map(input.lines.map(({ sellable }) => [sellable.id, sellable]));
    return { kind: 'created', order, stock, known: { lines, entries, locale: ctx.locale } };
  });
}

/** Step (b): ask for the money, then (c) complete or fail the order on the answer. */
async function pay(deps: OrderDeps, order: OrderRow, payment: PaymentInput, known?: KnownLines): Promise<OrderRow> {
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
    await deps.db
      .update(orders)
      .set({ paymentStatus: 'unknown' })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
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
    const [row] = await tx
      .update(orders)
      .set({
        status: 'placed',
        paymentStatus: 'authorized',
        paymentAuthorizationId: authorization?.id ?? null,
        cardBrand: authorization?.card.brand ?? null,
        cardLast4: authorization?.card.last4 ?? null,
        placedAt: sql`now()`,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')))
      .returning();
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

/**
 * Fails a `created` order and puts its stock back, in one transaction; false when it was no longer
 * `created` (settled by someone else). The basket stays open for another try.
 */
export async function failOrder(
  deps: OrderDeps,
  order: OrderRow,
  outcome: { paymentStatus: OrderRow['paymentStatus']; reason: string },
): Promise<boolean> {
  const stock = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'failed', paymentStatus: outcome.paymentStatus, failureReason: outcome.reason.slice(0, 500) })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')))
      .returning({ id: orders.id });
    if (!row) return undefined;
    return releaseOrderStock(tx, order.id);
  });
  if (!stock) return false;
  await reindexAfterStockChange(deps, stock);
  return true;
}

/**
 * A second place-order for a basket that already has a live order (a double submit, a retry): wait
 * while the first one's payment is in flight, then answer what became of it. An order whose payment
 * outcome is unknown is settled now — with the provider's record under the order's key when there
 * is one, else by authorising again under the same key, which can never charge twice.
 */
async function resume(deps: OrderDeps, first: OrderRow, input: PlaceOrderInput): Promise<PlaceOrderResult> {
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

/** The live (not failed) order of a basket: at most one, by orders_one_live_per_basket. */
async function liveOrderOf(db: Database, basketId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), ne(orders.status, 'failed')));
  return row;
}

async function recentOrderOf(db: Database, shopper: Shopper): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.usid, shopper.usid),
        ne(orders.status, 'failed'),
        sql`${orders.createdAt} > now() - ${RETRY_WINDOW_MS}::double precision * interval '1 millisecond'`,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row;
}

export async function readOrder(db: Database, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`Order ${id} disappeared.`);
  return row;
}

export async function linesOf(db: Database, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** Order numbers look like RL10000001; anything else is no order. */
const ORDER_NO = /^RL\d{1,18}$/;

/**
 * An order as its shopper may see it: placed from this session, or by the same signed-in customer.
 * Anyone else's order answers the same 404 as an order that does not exist.
 */
export async function getShopperOrder(
  db: Database,
  shopper: Shopper,
  orderNo: string,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }> {
  const owner = shopper.customerId
    ? or(eq(orders.usid, shopper.usid), eq(orders.customerId, shopper.customerId))
    : eq(orders.usid, shopper.usid);
  const [order] = ORDER_NO.test(orderNo)
    ? await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), owner))
    : [];
  if (!order) throw new NotFoundError('Order', orderNo.slice(0, 40));
  return { order, lines: await linesOf(db, order.id) };
}

/**
 * Cancels a placed order: `cancelled` and its stock back in one transaction, then the card
 * authorisation released. Cancelling a cancelled order again only retries releasing the
 * authorisation (the step that can fail after the commit); any other status is refused.
 */
export async function cancelOrder(deps: OrderDeps, orderNo: string): Promise<OrderRow> {
  const done = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.orderNo, orderNo), eq(orders.status, 'placed')))
      .returning();
    if (!row) return undefined;
    await reverseOrderPoints(tx, row);
    return { order: row, stock: await releaseOrderStock(tx, row.id) };
  });
  let order = done?.order;
  if (!order) {
    [order] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    if (!order) throw new NotFoundError('Order', orderNo.slice(0, 40));
    if (order.status !== 'cancelled')
      throw new OrderStateError(`Order ${orderNo} is ${order.status}: only a placed order can be cancelled.`);
  }
  if (done) await reindexAfterStockChange(deps, done.stock);
  if (order.paymentAuthorizationId) await deps.payment.cancel({ authorizationId: order.paymentAuthorizationId });
  return order;
}
