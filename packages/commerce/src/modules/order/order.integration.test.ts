import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import { baskets } from '../basket/schema.js';
import type { BasketDto } from '../basket/contract.js';
import { variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { mailOutbox } from '../mail/schema.js';
import { paymentTestAuthorizations } from '../payment/schema.js';
import { createTestPaymentProvider } from '../payment/test-provider.js';
import { reindexProducts } from '../search/indexer.js';
import { searchIndex } from '../search/schema.js';
import { OrderStateError } from './errors.js';
import { settleUnsettledOrders, startOrderRecovery } from '../../flows/order-recovery.js';
import { orderLines, orders } from './schema.js';
import { cancelOrder } from '../../flows/cancel-order.js';
import { CARDS, shopperCalls } from './testing.js';

let t: TestApi;
let s: ReturnType<typeof shopperCalls>;
beforeEach(async () => {
  t = await createTestApi();
  s = shopperCalls(t);
});
afterEach(async () => {
  await t.close();
});

const deps = () => ({
  db: t.handle.db,
  provider: createTestPaymentProvider({ db: t.handle.db }),
  logger: silentLogger,
});
const orderRow = async (orderNo: string) =>
  (await t.handle.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;
const mailsFor = (orderNo: string) =>
  t.handle.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order-confirmation:${orderNo}`));
const basketStatus = async (id: string) =>
  (await t.handle.db.select().from(baskets).where(eq(baskets.id, id)))[0]!.status;

describe('placing an order', () => {
  it('places the open basket: stock taken, card authorised for the server total, basket closed, confirmation queued', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(3);
    const bag = await s.readyBasket(token, variant.id, 2);
    expect(bag.taxTotal).toBeGreaterThan(0);

    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa }, expectedTotal: bag.orderTotal });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body;
    expect(order.orderNo).toMatch(/^RL\d{8}$/);
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'authorized',
      currency: 'CAD',
      customerInfo: { email: 'ada@example.com' },
      paymentCard: { brand: 'visa', last4: '4242' },
      orderTotal: bag.orderTotal,
      productTotal: bag.productTotal,
      shippingTotal: bag.shippingTotal,
      taxTotal: bag.taxTotal,
    });
    expect(order.productItems).toEqual([
      expect.objectContaining({
        productId: variant.id,
        masterProductId: variant.masterId,
        productName: bag.productItems[0]!.productName,
        quantity: 2,
        basePrice: bag.productItems[0]!.basePrice,
        price: bag.productItems[0]!.price,
        variationValues: bag.productItems[0]!.variationValues,
      }),
    ]);
    expect(order.shipments[0]).toMatchObject({
      shippingAddress: { city: 'Montréal' },
      shippingMethod: { id: 'standard' },
    });
    expect(order.billingAddress.lastName).toBe('Lovelace');

    expect(await s.stockOf(variant.id)).toBe(variant.ats - 2);
    expect(await basketStatus(bag.basketId)).toBe('ordered');
    expect((await s.call(token, 'GET', '/baskets/current')).status).toBe(404);

    const row = await orderRow(order.orderNo);
    const [authorization] = await t.handle.db.select().from(paymentTestAuthorizations);
    expect(authorization).toMatchObject({
      idempotencyKey: row.id,
      amountMinor: Math.round(bag.orderTotal * 100),
      currency: 'CAD',
      status: 'authorized',
    });
    expect(row.paymentAuthorizationId).toBe(authorization!.id);

    const mails = await mailsFor(order.orderNo);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient: 'ada@example.com', locale: 'en-CA', status: 'pending' });
    expect(mails[0]!.subject).toContain(order.orderNo);
    expect(mails[0]!.text).toContain(bag.productItems[0]!.productName);

    const read = await s.call(token, 'GET', `/orders/${order.orderNo}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(order);
  });

  it('refuses an order while the shopper context simulates groups or a moment (the toolkit); a source code alone is kept', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant();
    await s.readyBasket(token, variant.id);
    const { usid } = (await s.call<{ usid: string }>(token, 'GET', '/shopper/sessions/current')).body;
    const context = `/shopper/contexts/${usid}?siteId=ridgeline`;
    const before = await s.stockOf(variant.id);
    expect((await s.call(token, 'PUT', context, { sourceCode: '' })).status).toBe(201);
    for (const simulated of [
      { customerGroupIds: ['VIP'] },
      { effectiveDateTime: new Date(Date.now() + 40 * 86_400_000).toISOString() },
    ]) {
      expect((await s.call(token, 'PATCH', context, simulated)).status).toBe(200);
      const refused = await s.placeOrder(token, { payment: { card: CARDS.visa } });
      expect(refused.status, JSON.stringify(simulated)).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'simulated_shopper_context' });
      expect(await s.stockOf(variant.id)).toBe(before);
      await s.call(token, 'PATCH', context, { customerGroupIds: [], effectiveDateTime: null });
    }
    await s.call(token, 'PATCH', context, { sourceCode: 'WINTER' });
    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });

  it('answers a declined card with 402, puts the stock back and keeps the bag for another try', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    const bag = await s.readyBasket(token, variant.id, 1);

    const declined = await s.placeOrder(token, { payment: { card: CARDS.declined } });
    expect(declined.status).toBe(402);
    expect(declined.body.error!.message).toBe('Your card was declined.');
    expect(await s.stockOf(variant.id)).toBe(variant.ats);
    const failed = await t.handle.db.select().from(orders).where(eq(orders.basketId, bag.basketId));
    expect(failed).toMatchObject([
      { status: 'failed', paymentStatus: 'declined', failureReason: 'Your card was declined.' },
    ]);
    expect(await t.handle.db.$count(mailOutbox)).toBe(0);
    expect((await s.call<BasketDto>(token, 'GET', '/baskets/current')).body.productItems).toHaveLength(1);

    const second = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.orderNo).not.toBe(failed[0]!.orderNo);
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 1);
    expect(await basketStatus(bag.basketId)).toBe('ordered');
  });

  it('refuses a basket that is not ready, naming what is missing, and a card invalid as typed', async () => {
    const token = await s.guest();
    const empty = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(empty.status).toBe(400);
    expect(empty.body.error!.message).toBe('Your bag is empty.');

    const variant = await s.stockedVariant(2);
    await s.call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    await s.call(token, 'PUT', '/baskets/current/customer', { email: 'ada@example.com' });
    const incomplete = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error!.message).toBe(
      'Before placing your order, please add a shipping address, a shipping method and a billing address.',
    );

    await s.readyBasket(token, variant.id, 1);
    const badCard = await s.placeOrder(token, {
      payment: { card: { ...CARDS.visa, number: '4242 4242 4242 4241', cvc: '1' } },
    });
    expect(badCard.status).toBe(422);
    expect(badCard.body.error!.message).toBe(
      "Your card number is invalid. Your card's security code must be 3 digits.",
    );

    expect(await t.handle.db.$count(orders)).toBe(0);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(0);
    expect(await s.stockOf(variant.id)).toBe(variant.ats);
  });

  it('charges only the server’s total: smuggled prices and owners are refused, a stale expectedTotal is 409', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    const bag = await s.readyBasket(token, variant.id, 1);

    for (const tampered of [
      { payment: { card: CARDS.visa }, total: 0.01 },
      { payment: { card: CARDS.visa }, customerId: 'someone-else' },
      { payment: { card: CARDS.visa }, productItems: [{ productId: variant.id, price: 0.01 }] },
      { payment: { card: { ...CARDS.visa, amount: 1 } } },
      { payment: { card: CARDS.visa, token: 'tok_visa' } },
      { payment: { card: CARDS.visa }, expectedTotal: -1 },
    ]) {
      const answer = await s.placeOrder(token, tampered);
      expect(answer.status, JSON.stringify(tampered)).toBe(400);
    }
    const stale = await s.placeOrder(token, { payment: { card: CARDS.visa }, expectedTotal: bag.orderTotal - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error!.message).toBe('The total has changed; please review your order.');
    expect(await t.handle.db.$count(orders)).toBe(0);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(0);

    const placed = await s.placeOrder(token, { payment: { token: 'tok_visa' }, expectedTotal: bag.orderTotal });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.orderTotal).toBe(bag.orderTotal);
    expect(placed.body.customerInfo.customerId).toBeUndefined();
    const [authorization] = await t.handle.db.select().from(paymentTestAuthorizations);
    expect(authorization!.amountMinor).toBe(Math.round(bag.orderTotal * 100));
  });

  it('refuses more than is in stock with the spec’s messages, and reserves nothing', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(3);
    const bag = await s.readyBasket(token, variant.id, 3);
    await s.setStock(variant.id, 2);
    const short = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(short.status).toBe(409);
    expect(short.body.error!.message).toBe(`Only 2 left for ${bag.productItems[0]!.productName}!`);
    await s.setStock(variant.id, 0);
    const none = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(none.status).toBe(409);
    expect(none.body.error!.message).toBe('Out of stock');
    expect(await s.stockOf(variant.id)).toBe(0);
    expect(await t.handle.db.$count(orders)).toBe(0);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(0);
  });

  it('back-orders what a back-orderable product lacks and gives back only what it took', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(3);
    await t.handle.db
      .update(inventoryRecords)
      .set({ backorderable: true })
      .where(eq(inventoryRecords.productId, variant.id));
    await s.readyBasket(token, variant.id, 3);
    await s.setStock(variant.id, 1);

    const declined = await s.placeOrder(token, { payment: { card: CARDS.declined } });
    expect(declined.status).toBe(402);
    expect(await s.stockOf(variant.id)).toBe(1);

    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.productItems[0]!.quantity).toBe(3);
    expect(await s.stockOf(variant.id)).toBe(0);
    const [line] = await t.handle.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderRow(placed.body.orderNo)).id));
    expect(line!.reservedQuantity).toBe(1);
    await cancelOrder({ db: t.handle.db, payment: deps().provider, logger: silentLogger }, placed.body.orderNo);
    expect(await s.stockOf(variant.id)).toBe(1);
  });

  it('answers a retry or a double submit with the same order, authorised once', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(3);
    await s.readyBasket(token, variant.id, 1);
    const body = { payment: { card: CARDS.visa } };
    const [a, b] = await Promise.all([s.placeOrder(token, body), s.placeOrder(token, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderNo).toBe(b.body.orderNo);
    const retry = await s.placeOrder(token, body);
    expect(retry.status).toBe(200);
    expect(retry.body.orderNo).toBe(a.body.orderNo);
    expect(await t.handle.db.$count(orders)).toBe(1);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(1);
    expect(await t.handle.db.$count(mailOutbox)).toBe(1);
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 1);
  });

  it('documents the order endpoints in the OpenAPI description', async () => {
    const { status, body } = await t.get('/openapi.json');
    expect(status).toBe(200);
    const paths = body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    expect(Object.keys(paths['/orders']!.post!.responses).sort()).toEqual([
      '200',
      '201',
      '400',
      '401',
      '402',
      '404',
      '409',
      '422',
      '503',
    ]);
    expect(paths['/orders/{orderNo}']!.get).toBeDefined();
  });

  it('shows an order to the session that placed it only: anyone else gets 404', async () => {
    const alice = await s.guest();
    const bob = await s.guest();
    const variant = await s.stockedVariant(2);
    await s.readyBasket(alice, variant.id, 1);
    const { body: order } = await s.placeOrder(alice, { payment: { card: CARDS.visa } });
    expect((await s.call(alice, 'GET', `/orders/${order.orderNo}`, undefined, 'fr-CA')).status).toBe(200);
    const other = await s.call(bob, 'GET', `/orders/${order.orderNo}`);
    expect(other.status).toBe(404);
    expect(other.body.error!.message).toBe(`Order '${order.orderNo}' was not found.`);
    expect((await s.call(bob, 'GET', '/orders/RL99999999')).body.error!.message).toBe(
      "Order 'RL99999999' was not found.",
    );
    expect((await s.call(bob, 'GET', '/orders/not-an-order')).status).toBe(404);
    expect((await s.call(undefined, 'GET', `/orders/${order.orderNo}`)).status).toBe(401);
    // Bob's retry-window lookup never reaches Alice's order either.
    expect((await s.placeOrder(bob, { payment: { card: CARDS.visa } })).status).toBe(400);
  });

  it('keeps the search index in step: selling the last unit and getting it back flip orderability', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(1);
    const siblings = await t.handle.db
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.masterId, variant.masterId));
    for (const v of siblings) {
      await t.handle.db
        .update(inventoryRecords)
        .set({ ats: v.id === variant.id ? 1 : 0, backorderable: false })
        .where(eq(inventoryRecords.productId, v.id));
    }
    await reindexProducts(t.handle.db, [variant.masterId]);
    const orderable = async () =>
      (await t.handle.db.select().from(searchIndex).where(eq(searchIndex.productId, variant.masterId)))[0]?.orderable;
    expect(await orderable()).toBe(true);

    await s.readyBasket(token, variant.id, 1);
    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status).toBe(201);
    expect(await orderable()).toBe(false);

    await cancelOrder({ db: t.handle.db, payment: deps().provider, logger: silentLogger }, placed.body.orderNo);
    expect(await s.stockOf(variant.id)).toBe(1);
    expect(await orderable()).toBe(true);
  });

  it('cancels a placed order once: stock back, authorisation voided; other statuses are refused', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    await s.readyBasket(token, variant.id, 2);
    const { body: order } = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    const d = { db: t.handle.db, payment: deps().provider, logger: silentLogger };
    expect((await cancelOrder(d, order.orderNo)).status).toBe('cancelled');
    expect((await cancelOrder(d, order.orderNo)).status).toBe('cancelled');
    expect(await s.stockOf(variant.id)).toBe(variant.ats);
    expect((await t.handle.db.select().from(paymentTestAuthorizations))[0]!.status).toBe('voided');
    expect((await s.call(token, 'GET', `/orders/${order.orderNo}`)).body.status).toBe('cancelled');

    const other = await s.guest();
    await s.readyBasket(other, variant.id, 1);
    const declined = await s.placeOrder(other, { payment: { card: CARDS.declined } });
    const failedNo = (declined.body.error!.details as { orderNo: string }).orderNo;
    await expect(cancelOrder(d, failedNo)).rejects.toThrow(OrderStateError);
  });
});

describe('recovering unsettled orders', () => {
  it('places an order whose authorisation answer was lost, exactly once, with one confirmation', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    const bag = await s.readyBasket(token, variant.id, 1);
    // Card …0135: the provider authorises, then the answer is lost — as if the server died before writing it.
    const lost = await s.placeOrder(token, { payment: { card: CARDS.lostResponse } });
    expect(lost.status).toBe(503);
    expect(lost.body.error!.message).toBe(
      'We could not confirm your payment. Please check your order status before trying again.',
    );
    const orderNo = (lost.body.error!.details as { orderNo: string }).orderNo;
    expect(await orderRow(orderNo)).toMatchObject({ status: 'created', paymentStatus: 'unknown' });
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 1);

    // Too recent to settle: a checkout may still be waiting for its provider.
    expect(await settleUnsettledOrders(deps())).toEqual({ placed: 0, failed: 0, unsettled: 0 });
    const rounds = await Promise.all([
      settleUnsettledOrders({ ...deps(), olderThanMs: 0 }),
      settleUnsettledOrders({ ...deps(), olderThanMs: 0 }),
    ]);
    expect(rounds.reduce((n, r) => n + r.placed, 0)).toBe(1);
    expect(rounds.reduce((n, r) => n + r.failed, 0)).toBe(0);
    expect(await settleUnsettledOrders({ ...deps(), olderThanMs: 0 })).toEqual({ placed: 0, failed: 0, unsettled: 0 });

    expect(await orderRow(orderNo)).toMatchObject({ status: 'placed', paymentStatus: 'authorized', cardLast4: '0135' });
    expect(await mailsFor(orderNo)).toHaveLength(1);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(1);
    expect(await basketStatus(bag.basketId)).toBe('ordered');
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 1);
    expect((await s.call(token, 'GET', `/orders/${orderNo}`)).body).toMatchObject({
      status: 'placed',
      paymentCard: { last4: '0135' },
    });
  });

  it('fails an order with no authorisation and puts its stock back; the bag can then be ordered', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    const bag = await s.readyBasket(token, variant.id, 2);
    // Card …0119: a network error before anything is authorised.
    const lost = await s.placeOrder(token, { payment: { card: CARDS.networkError } });
    expect(lost.status).toBe(503);
    const orderNo = (lost.body.error!.details as { orderNo: string }).orderNo;
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 2);

    const recovery = startOrderRecovery({ ...deps(), olderThanMs: 0, intervalMs: 60_000 });
    await recovery.runNow();
    await recovery.stop();
    expect(await orderRow(orderNo)).toMatchObject({
      status: 'failed',
      failureReason: 'No payment was authorised for this order.',
    });
    expect(await s.stockOf(variant.id)).toBe(variant.ats);
    expect(await mailsFor(orderNo)).toHaveLength(0);
    expect(await basketStatus(bag.basketId)).toBe('open');

    const again = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(again.status).toBe(201);
    expect(again.body.orderNo).not.toBe(orderNo);
  });

  it('settles an unknown outcome when the shopper retries: the same order, authorised under its own key', async () => {
    const token = await s.guest();
    const variant = await s.stockedVariant(2);
    await s.readyBasket(token, variant.id, 1);
    const lost = await s.placeOrder(token, { payment: { card: CARDS.networkError } });
    const orderNo = (lost.body.error!.details as { orderNo: string }).orderNo;
    const retry = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body).toMatchObject({ orderNo, status: 'placed', paymentCard: { last4: '4242' } });
    const row = await orderRow(orderNo);
    expect(
      (
        await t.handle.db
          .select()
          .from(paymentTestAuthorizations)
          .where(and(eq(paymentTestAuthorizations.idempotencyKey, row.id)))
      ).length,
    ).toBe(1);
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 1);
  });
});
