import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import { registerTestCustomer } from '../../testing/customers.js';
import type { OrderDto } from './contract.js';
import { orders } from './schema.js';
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

const HISTORY = '/shopper/customers/me/orders';

const customer = (email: string) =>
  registerTestCustomer(t.api, email, { locale: 'en-CA', password: 'Analytical-Engine-1843' });

async function placedOrder(token: string, quantity = 2): Promise<OrderDto> {
  const variant = await s.stockedVariant(quantity + 1);
  await s.readyBasket(token, variant.id, quantity);
  const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body;
}

/** Copies of an order placed at other times, with their own numbers (paging needs many). */
async function copiesOf(orderNo: string, n: number) {
  const [order] = await t.handle.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const base = order!.createdAt.getTime();
  const copies = Array.from({ length: n }, (_, i) => ({
    ...order!,
    id: randomUUID(),
    basketId: randomUUID(),
    orderNo: `RL9${String(i).padStart(7, '0')}`,
    createdAt: new Date(base - (i + 1) * 86_400_000),
  }));
  await t.handle.db.insert(orders).values(copies);
  return copies.map((c) => c.orderNo);
}

describe('order history', () => {
  it('lists the customer’s orders newest first, 10 per page, with counts and totals', async () => {
    const token = await customer('ada@example.com');
    const order = await placedOrder(token, 2);
    const older = await copiesOf(order.orderNo, 11);
    // A payment that never went through is not in the history.
    await t.handle.db.update(orders).set({ status: 'failed' }).where(eq(orders.orderNo, older[10]!));

    const first = await s.call<{ total: number; limit: number; offset: number; data: { orderNo: string }[] }>(
      token,
      'GET',
      HISTORY,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ total: 11, limit: 10, offset: 0 });
    expect(first.body.data.map((o) => o.orderNo)).toEqual([order.orderNo, ...older.slice(0, 9)]);
    expect(first.body.data[0]).toEqual({
      orderNo: order.orderNo,
      status: 'placed',
      currency: 'CAD',
      createdAt: order.createdAt,
      placedAt: order.placedAt,
      itemCount: 2,
      orderTotal: order.orderTotal,
    });
    const second = await s.call<{ data: { orderNo: string }[] }>(token, 'GET', `${HISTORY}?offset=10`);
    expect(second.body.data.map((o) => o.orderNo)).toEqual([older[9]]);
    expect((await s.call(token, 'GET', `${HISTORY}?limit=0`)).status).toBe(400);
    expect((await s.call(token, 'GET', `${HISTORY}?limit=51`)).status).toBe(400);
    expect((await s.call(token, 'GET', `${HISTORY}?offset=-1`)).status).toBe(400);

    const detail = await s.call<OrderDto>(token, 'GET', `${HISTORY}/${order.orderNo}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      orderNo: order.orderNo,
      productItems: [expect.objectContaining({ quantity: 2 })],
      paymentCard: { brand: 'visa', last4: '4242' },
      orderTotal: order.orderTotal,
    });
    expect((await s.call(token, 'GET', `${HISTORY}/${older[10]}`)).status).toBe(404);
  }, 60_000);

  it('shows an order to its customer only: anyone else gets 404 and the order is unchanged', async () => {
    const ada = await customer('ada2@example.com');
    const bob = await customer('bob@example.com');
    const order = await placedOrder(ada, 1);
    const [before] = await t.handle.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));

    const bobs = await s.call<{ total: number }>(bob, 'GET', HISTORY);
    expect(bobs.body.total).toBe(0);
    const peek = await s.call(bob, 'GET', `${HISTORY}/${order.orderNo}`);
    expect(peek.status).toBe(404);
    expect((await s.call(bob, 'GET', `/orders/${order.orderNo}`)).status).toBe(404);
    expect((await s.call(bob, 'GET', `${HISTORY}/not-an-order`)).status).toBe(404);
    const guest = await s.guest();
    expect((await s.call(guest, 'GET', HISTORY)).status).toBe(403);
    expect((await s.call(guest, 'GET', `${HISTORY}/${order.orderNo}`)).status).toBe(403);
    const [after] = await t.handle.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(after).toEqual(before);
    // The order was recorded with the customer of the session that placed it.
    expect((await s.call<{ total: number }>(ada, 'GET', HISTORY)).body.total).toBe(1);
  }, 60_000);
});
