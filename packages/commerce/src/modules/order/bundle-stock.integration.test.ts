/**
 * A bundle's stock follows its parts' (inventory/bundles.ts): the bag refuses more than the tightest
 * part allows, naming it; an order takes the bundle's own units and its parts', all recorded, and
 * gives exactly those back; the search index lists the bundle while every part can make one.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import type { BasketDto } from '../basket/contract.js';
import { createTestPaymentProvider } from '../payment/test-provider.js';
import { searchIndex } from '../search/schema.js';
import { orderReservations, orders } from './schema.js';
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

const deps = () => ({ db: t.handle.db, payment: createTestPaymentProvider({ db: t.handle.db }), logger: silentLogger });

describe("a bundle's stock in the bag and in orders", () => {
  it('refuses more bundles than the tightest part makes, naming the part, and shows its stock on the line', async () => {
    const bundle = await s.stockedBundle(10);
    const [, tight] = bundle.parts;
    await bundle.setStock(tight!.id, 3 * tight!.quantity);
    const token = await s.guest();
    const over = await s.call(token, 'POST', '/baskets/current/items', { productId: bundle.id, quantity: 4 }, 'en-US');
    expect(over.status).toBe(409);
    expect(over.body.error!.message).toBe(`Only 3 left for ${tight!.name}!`);
    const added = await s.call<BasketDto>(
      token,
      'POST',
      '/baskets/current/items',
      { productId: bundle.id, quantity: 3 },
      'en-US',
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.productItems[0]!.inventory).toEqual({ ats: 3, orderable: true, backorderable: false });
  });

  it("takes the bundle's units and its parts' (a part also sold alone once, for both), and gives exactly those back", async () => {
    const bundle = await s.stockedBundle(5);
    const [alone] = bundle.parts;
    const token = await s.guest();
    await s.readyBasket(token, bundle.id, 2);
    expect((await s.call(token, 'POST', '/baskets/current/items', { productId: alone!.id, quantity: 1 })).status).toBe(
      200,
    );
    const before = new Map([[bundle.id, 5], ...bundle.parts.map((p) => [p.id, 5 * p.quantity] as const)]);
    const taken = new Map([
      [bundle.id, 2],
      ...bundle.parts.map((p) => [p.id, 2 * p.quantity + (p === alone ? 1 : 0)] as const),
    ]);

    const declined = await s.placeOrder(token, { payment: { card: CARDS.declined } });
    expect(declined.status).toBe(402);
    for (const [id, ats] of before) expect(await s.stockOf(id), id).toBe(ats);

    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    for (const [id, ats] of before) expect(await s.stockOf(id), id).toBe(ats - taken.get(id)!);
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.orderNo, placed.body.orderNo));
    const recorded = await t.handle.db.select().from(orderReservations).where(eq(orderReservations.orderId, order!.id));
    expect(new Map(recorded.map((r) => [r.productId, r.quantity]))).toEqual(taken);

    await cancelOrder(deps(), placed.body.orderNo);
    for (const [id, ats] of before) expect(await s.stockOf(id), id).toBe(ats);
  });

  it('refuses the order when a part ran short after it went in the bag, naming the part, and takes nothing', async () => {
    const bundle = await s.stockedBundle(4);
    const [, tight] = bundle.parts;
    const token = await s.guest();
    await s.readyBasket(token, bundle.id, 3);
    await bundle.setStock(tight!.id, 2 * tight!.quantity);
    const short = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(short.status).toBe(409);
    expect(short.body.error!.message).toBe(`Only 2 left for ${tight!.name}!`);
    await bundle.setStock(tight!.id, tight!.quantity - 1);
    expect((await s.placeOrder(token, { payment: { card: CARDS.visa } })).body.error!.message).toBe('Out of stock');
    expect(await s.stockOf(bundle.id)).toBe(4);
    expect(await t.handle.db.$count(orders)).toBe(0);
    expect(await t.handle.db.$count(orderReservations)).toBe(0);
  });

  it('unlists the bundle when an order leaves a part short of one bundle, and lists it again when that comes back', async () => {
    // One bundle takes two of its first part, which has two: selling one leaves it short, not empty.
    const bundle = await s.stockedBundle(1);
    const [part] = bundle.parts;
    expect(part!.quantity).toBe(2);
    const orderable = async () =>
      (await t.handle.db.select().from(searchIndex).where(eq(searchIndex.productId, bundle.id)))[0]?.orderable;
    expect(await orderable()).toBe(true);
    const token = await s.guest();
    await s.readyBasket(token, part!.id, 1);
    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(await orderable()).toBe(false);
    await cancelOrder(deps(), placed.body.orderNo);
    expect(await orderable()).toBe(true);
  });

  it('refuses an order needing more of a part than there is, across lines each within stock, and takes nothing', async () => {
    const bundle = await s.stockedBundle(5);
    const [part] = bundle.parts;
    expect(part!.quantity).toBe(2);
    const token = await s.guest();
    await s.readyBasket(token, bundle.id, 1);
    expect((await s.call(token, 'POST', '/baskets/current/items', { productId: part!.id, quantity: 2 })).status).toBe(
      200,
    );
    // One bundle (two of the part) and two alone: each line fits in three, the order needs four.
    await bundle.setStock(part!.id, 3);
    const short = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(short.status).toBe(409);
    expect(short.body.error!.message).toBe(`Only 3 left for ${part!.name}!`);
    expect(await s.stockOf(part!.id)).toBe(3);
    expect(await s.stockOf(bundle.id)).toBe(5);
    expect(await t.handle.db.$count(orders)).toBe(0);
    expect(await t.handle.db.$count(orderReservations)).toBe(0);
  });

  it('unlists the bundle when its own last unit sells, whatever its parts hold', async () => {
    const bundle = await s.stockedBundle(1);
    for (const part of bundle.parts) await bundle.setStock(part.id, 50);
    const token = await s.guest();
    await s.readyBasket(token, bundle.id, 1);
    expect((await s.placeOrder(token, { payment: { card: CARDS.visa } })).status).toBe(201);
    const [row] = await t.handle.db.select().from(searchIndex).where(eq(searchIndex.productId, bundle.id));
    expect(row!.orderable).toBe(false);
  });

  it('gives back what the lines took for an order written before order_reservations (no rows of its own)', async () => {
    const variant = await s.stockedVariant(3);
    const token = await s.guest();
    await s.readyBasket(token, variant.id, 2);
    const placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    expect(placed.status).toBe(201);
    // As an older server, still running while a newer one migrated, would have written it.
    await t.handle.db.delete(orderReservations);
    await cancelOrder(deps(), placed.body.orderNo);
    expect(await s.stockOf(variant.id)).toBe(variant.ats);
  });
});
