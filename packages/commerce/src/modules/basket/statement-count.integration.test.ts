/**
 * How many SQL statements the hot basket calls run (issue 4, decision 027). The bounds are the
 * figures measured when the caches and the single product load went in, so a change that brings
 * back a second product load, a category-table read or a promotion read per call fails here.
 * BEGIN/COMMIT are left out: PGlite runs them below Drizzle, node-postgres through it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockedVariants } from '../../testing/stock.js';
import { createTestApi } from '@ridgeline/data/testing';
import { CARDS, shopperCalls } from '../order/testing.js';
import type { BasketDto } from './contract.js';

/** Add-to-bag on a bag of one line, guest session, session lookup included: 22 before decision 027. */
const ADD_TO_BAG_MAX = 10;
/**
 * Place-order on a bag of two lines, with the test provider's two statements: 36 before decision
 * 027, 17 after; 19 since the order records what it took (`order_reservations`) and the search
 * index's check after it reads which sets and bundles hold the products whose stock moved.
 */
const PLACE_ORDER_MAX = 19;

let statements: string[] = [];
let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi({
    onQuery: (query) => {
      if (!/^\s*(begin|commit|rollback)\b/i.test(query)) statements.push(query);
    },
  });
});
afterEach(async () => {
  await t.close();
});

/** The statements `call` runs, each listed when the bound is broken. */
async function counted(call: () => Promise<unknown>): Promise<string[]> {
  statements = [];
  await call();
  return statements;
}

describe('statements per basket call', () => {
  it('add-to-bag on a bag that already has one line stays within its bound', async () => {
    const s = shopperCalls(t);
    const [first, second] = await stockedVariants(t.handle.db, 2, 3);
    const token = await s.guest();
    expect((await s.call(token, 'POST', '/baskets/current/items', { productId: first!.id, quantity: 1 })).status).toBe(
      200,
    );
    // Once more so that what is cached (and the session's touch) is warm, as in a shopper's second add.
    let added: Awaited<ReturnType<typeof s.call<BasketDto>>> | undefined;
    const run = await counted(async () => {
      added = await s.call<BasketDto>(token, 'POST', '/baskets/current/items', { productId: second!.id, quantity: 1 });
    });
    expect(added!.status, JSON.stringify(added!.body)).toBe(200);
    expect(added!.body.productItems.map((i) => i.productId)).toEqual([first!.id, second!.id]);
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(ADD_TO_BAG_MAX);
  });

  it('place-order on a bag of two lines stays within its bound', async () => {
    const s = shopperCalls(t);
    const [first, second] = await stockedVariants(t.handle.db, 2, 3);
    const token = await s.guest();
    await s.readyBasket(token, first!.id, 1);
    expect((await s.call(token, 'POST', '/baskets/current/items', { productId: second!.id, quantity: 1 })).status).toBe(
      200,
    );
    let placed: Awaited<ReturnType<typeof s.placeOrder>> | undefined;
    const run = await counted(async () => {
      placed = await s.placeOrder(token, { payment: { card: CARDS.visa } });
    });
    expect(placed!.status, JSON.stringify(placed!.body)).toBe(201);
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(PLACE_ORDER_MAX);
  });
});
