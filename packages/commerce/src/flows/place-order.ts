import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { checkQuantity, lockOpenBasket, type ShopperContext } from '../modules/basket/index.js';
import {
  CheckoutIncompleteError,
  insertOrder,
  insertOrderLines,
  liveOrderOf,
  recentOrderOf,
  TotalChangedError,
  type KnownLines,
  type OrderDeps,
  type OrderRow,
  type OrderTotals,
  type StockChange,
} from '../modules/order/index.js';
import { checkCard, InvalidCardError, type CardInput } from '../modules/payment/index.js';
import type { Shopper } from '../modules/session/index.js';
import { pricingReference } from './basket-pricing-input.js';
import { priceStoredBasket } from './basket-view.js';
import { pay, resume } from './pay-for-order.js';
import { reindexAfterStockChange } from './reindex-after-stock-change.js';
import { reserveOrderStock } from './reserve-order-stock.js';

/** A typed card (test provider only) or a provider token from the browser (real providers). */
export type PaymentInput = { card: CardInput; token?: never } | { token: string; card?: never };
export type PlaceOrderInput = {
  payment: PaymentInput;
  /** The order total the shopper was shown, in major units: refused (409) when it is not what would be charged. */
  expectedTotal?: number;
};
/**
 * The order, and whether this call created it (false: a retry or double submit answered with the
 * first order); `known` when this call created it.
 */
export type PlaceOrderResult = { order: OrderRow; created: boolean; known?: KnownLines };

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
    // orders_one_live_per_basket: another live order for this basket makes this insert a no-op.
    const order = await insertOrder(tx, {
      id,
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
    });
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
    const lines = await insertOrderLines(
      tx,
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
    );
    const entries = new Map(input.lines.map(({ sellable }) => [sellable.id, sellable]));
    return { kind: 'created', order, stock, known: { lines, entries, locale: ctx.locale } };
  });
}
