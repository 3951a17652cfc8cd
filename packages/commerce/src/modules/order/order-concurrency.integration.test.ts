/**
 * Checkout under concurrency. Meant for real PostgreSQL (the integration-postgres project, with
 * TEST_DATABASE_URL): there the requests really run side by side on a pool of connections. On the
 * embedded PGlite (one connection) they interleave only between transactions, which the same
 * assertions must survive too.
 */
import { eq, lt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import { inventoryRecords } from '../inventory/schema.js';
import { mailOutbox } from '../mail/schema.js';
import { paymentTestAuthorizations } from '../payment/schema.js';
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

describe('checkout under concurrency', () => {
  it('sells the last 5 units to exactly 5 of 20 simultaneous buyers and never below zero', async () => {
    const variant = await s.stockedVariant(1);
    await s.setStock(variant.id, 20);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const token = await s.guest();
        await s.readyBasket(token, variant.id, 1);
        return token;
      }),
    );
    await s.setStock(variant.id, 5);

    const answers = await Promise.all(buyers.map((token) => s.placeOrder(token, { payment: { card: CARDS.visa } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(5);
    expect(statuses.filter((x) => x === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error!.message).toMatch(/^(Out of stock|Only [1-4] left for .+!)$/);
    }
    expect(await s.stockOf(variant.id)).toBe(0);
    expect(await t.handle.db.$count(inventoryRecords, lt(inventoryRecords.ats, 0))).toBe(0);
    expect(await t.handle.db.$count(orders, eq(orders.status, 'placed'))).toBe(5);
    expect(await t.handle.db.$count(orders)).toBe(5);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(5);
    expect(await t.handle.db.$count(mailOutbox)).toBe(5);
    const placedNos = new Set(answers.filter((a) => a.status === 201).map((a) => a.body.orderNo));
    expect(placedNos.size).toBe(5);
  });

  it('gives two simultaneous place-order calls for one basket one order and one authorisation', async () => {
    const variant = await s.stockedVariant(3);
    const token = await s.guest();
    const bag = await s.readyBasket(token, variant.id, 2);
    const body = { payment: { card: CARDS.visa }, expectedTotal: bag.orderTotal };

    const [a, b] = await Promise.all([s.placeOrder(token, body), s.placeOrder(token, body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.orderNo).toBe(b.body.orderNo);
    expect(a.body.status).toBe('placed');
    expect(b.body.status).toBe('placed');

    expect(await t.handle.db.$count(orders)).toBe(1);
    expect(await t.handle.db.$count(paymentTestAuthorizations)).toBe(1);
    expect(await t.handle.db.$count(mailOutbox)).toBe(1);
    expect(await s.stockOf(variant.id)).toBe(variant.ats - 2);
    expect(await t.handle.db.$count(inventoryRecords, lt(inventoryRecords.ats, 0))).toBe(0);
  });

  it("sells a part's last units once between bundle buyers and buyers of the parts alone, never deadlocking", async () => {
    const bundle = await s.stockedBundle(10);
    const [a, b] = bundle.parts;
    // Bags of the bundle, and bags of what one bundle takes of its two parts, added in the other order.
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const token = await s.guest();
        if (i % 2 === 0) await s.readyBasket(token, bundle.id, 1);
        else {
          await s.readyBasket(token, b!.id, b!.quantity);
          expect(
            (await s.call(token, 'POST', '/baskets/current/items', { productId: a!.id, quantity: a!.quantity })).status,
          ).toBe(200);
        }
        return token;
      }),
    );
    // Enough of the first part for 4 buyers, each taking what one bundle takes of it.
    await s.setStock(a!.id, 4 * a!.quantity);

    const answers = await Promise.all(buyers.map((token) => s.placeOrder(token, { payment: { card: CARDS.visa } })));
    const statuses = answers.map((x) => x.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(4);
    expect(statuses.filter((x) => x === 409)).toHaveLength(8);
    expect(await s.stockOf(a!.id)).toBe(0);
    const bundlesSold = answers.filter((x, i) => x.status === 201 && i % 2 === 0).length;
    expect(await s.stockOf(bundle.id)).toBe(10 - bundlesSold);
    expect(await s.stockOf(b!.id)).toBe(10 * b!.quantity - 4 * b!.quantity);
    expect(await t.handle.db.$count(inventoryRecords, lt(inventoryRecords.ats, 0))).toBe(0);
  });
});
