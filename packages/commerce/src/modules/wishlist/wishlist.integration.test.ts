import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockedVariants } from '../../testing/stock.js';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../../testing/shopper-call.js';
import { customerProductListItems, customerProductLists } from './schema.js';
import { MAX_LIST_ITEMS } from './service.js';
import { registerTestCustomer, SEATTLE } from '../../testing/customers.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const LISTS = '/shopper/customers/me/product-lists';
const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);

/** A registered, signed-in customer's token. */
const customer = (email: string) => registerTestCustomer(t.api, email, SEATTLE);

async function wishlistOf(token: string): Promise<string> {
  const created = await call(token, 'POST', LISTS, { type: 'wish_list' });
  expect([200, 201]).toContain(created.status);
  return created.body.id as string;
}

describe('customer product lists', () => {
  it('creates one wishlist per customer, however often it is asked for', async () => {
    const token = await customer('one@example.com');
    expect((await call(token, 'GET', LISTS)).body).toEqual({ limit: 0, total: 0, data: [] });

    const first = await call(token, 'POST', LISTS, { type: 'wish_list' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ type: 'wish_list', customerProductListItems: [] });
    const again = await call(token, 'POST', LISTS, { type: 'wish_list' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    // Two at once (two tabs signing in): still one list.
    const racing = await Promise.all([1, 2, 3].map(() => call(token, 'POST', LISTS, { type: 'wish_list' })));
    expect(new Set(racing.map((r) => r.body.id))).toEqual(new Set([first.body.id]));
    expect(await t.handle.db.select().from(customerProductLists)).toHaveLength(1);

    const lists = await call(token, 'GET', LISTS);
    expect(lists.body).toMatchObject({ total: 1, data: [{ id: first.body.id, type: 'wish_list' }] });
  });

  it('adds an item once, removes it, and shows tile data with expand=product', async () => {
    const token = await customer('two@example.com');
    const listId = await wishlistOf(token);
    const [variant] = await stockedVariants(t.handle.db, 1);

    const added = await call(token, 'POST', `${LISTS}/${listId}/items`, { productId: variant!.masterId, quantity: 1 });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ productId: variant!.masterId, quantity: 1, public: false, type: 'product' });
    // A double click: the same item, not a second one.
    const twice = await call(token, 'POST', `${LISTS}/${listId}/items`, { productId: variant!.masterId, quantity: 1 });
    expect(twice.status).toBe(200);
    expect(twice.body.id).toBe(added.body.id);
    const ofVariant = await call(token, 'POST', `${LISTS}/${listId}/items`, {
      productId: variant!.id,
      quantity: 2,
      public: true,
      type: 'product',
    });
    expect(ofVariant.status).toBe(201);

    const expanded = await call(token, 'GET', `${LISTS}?expand=product&locale=fr-CA&currency=CAD`);
    const items = expanded.body.data[0].customerProductListItems as Record<string, unknown>[];
    expect(items.map((i) => i.productId)).toEqual([variant!.masterId, variant!.id]);
    expect(items[0]).toMatchObject({ product: { productId: variant!.masterId, currency: 'CAD' } });
    expect(items[1]).toMatchObject({
      product: { productId: variant!.masterId },
      variationValues: { color: expect.any(String) },
    });
    // Without expand, ids only.
    const plain = await call(token, 'GET', `${LISTS}/${listId}`);
    expect(plain.body.customerProductListItems[0].product).toBeUndefined();

    expect((await call(token, 'DELETE', `${LISTS}/${listId}/items/${added.body.id}`)).status).toBe(204);
    const gone = await call(token, 'DELETE', `${LISTS}/${listId}/items/${added.body.id}`);
    expect(gone.status).toBe(404);
    const after = await call(token, 'GET', LISTS);
    expect(after.body.data[0].customerProductListItems.map((i: { id: string }) => i.id)).toEqual([ofVariant.body.id]);
  });

  it('refuses guests, unknown products and bad input with a clear message', async () => {
    const guest = (await call(undefined, 'POST', '/shopper/sessions/guest')).body.token as string;
    for (const [method, path, body] of [
      ['GET', LISTS],
      ['POST', LISTS, { type: 'wish_list' }],
    ] as const) {
      const refused = await call(guest, method, path, body);
      expect(refused.status).toBe(403);
      expect(refused.body.error.message).toBe('You must create an account to access this feature.');
    }
    expect((await call(undefined, 'GET', LISTS)).status).toBe(401);

    const token = await customer('three@example.com');
    const listId = await wishlistOf(token);
    const unknown = await call(token, 'POST', `${LISTS}/${listId}/items`, {
      productId: 'no-such-product',
      quantity: 1,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: 'unknown_product',
      message: "Product 'no-such-product' does not exist or is no longer sold.",
    });
    const [variant] = await stockedVariants(t.handle.db, 1);
    for (const body of [
      { productId: variant!.id, quantity: 0 },
      { productId: '', quantity: 1 },
      { productId: variant!.id, quantity: 1, customerId: 'someone' },
    ]) {
      const bad = await call(token, 'POST', `${LISTS}/${listId}/items`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.message).toEqual(expect.any(String));
    }
    expect((await call(token, 'POST', LISTS, { type: 'gift_registry' })).status).toBe(400);
    expect((await call(token, 'POST', LISTS, { type: 'wish_list', customerId: 'x' })).status).toBe(400);
    // Ids that cannot name a row are simply not found, never a server error.
    expect((await call(token, 'GET', `${LISTS}/not-a-uuid`)).status).toBe(404);
    expect((await call(token, 'DELETE', `${LISTS}/${listId}/items/not-a-uuid`)).status).toBe(404);
    expect((await call(token, 'POST', `${LISTS}/not-a-uuid/items`, { productId: variant!.id })).status).toBe(404);
  });

  it('keeps a list to its size limit', async () => {
    const token = await customer('four@example.com');
    const listId = await wishlistOf(token);
    const ids = (await stockedVariants(t.handle.db, MAX_LIST_ITEMS + 1, 1)).map((v) => v.id);
    await t.handle.db
      .insert(customerProductListItems)
      .values(ids.slice(0, MAX_LIST_ITEMS).map((productId) => ({ id: crypto.randomUUID(), listId, productId })));
    const full = await call(token, 'POST', `${LISTS}/${listId}/items`, { productId: ids[MAX_LIST_ITEMS], quantity: 1 });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('product_list_full');
    // Saving one already there still answers it.
    expect((await call(token, 'POST', `${LISTS}/${listId}/items`, { productId: ids[0] })).status).toBe(200);
  });
});

describe('IDOR: one customer and another’s wishlist', () => {
  it('answers 404 to every read and change of someone else’s list, and leaves it as it was', async () => {
    const alice = await customer('alice@example.com');
    const bob = await customer('bob@example.com');
    const aliceList = await wishlistOf(alice);
    const [one, two] = await stockedVariants(t.handle.db, 2);
    const saved = await call(alice, 'POST', `${LISTS}/${aliceList}/items`, { productId: one!.masterId });
    const before = await t.handle.db
      .select()
      .from(customerProductListItems)
      .where(eq(customerProductListItems.listId, aliceList));

    // Bob sees only his own (none), and reaches nothing of Alice's by its ids.
    expect((await call(bob, 'GET', LISTS)).body.total).toBe(0);
    const read = await call(bob, 'GET', `${LISTS}/${aliceList}`);
    expect(read.status).toBe(404);
    const add = await call(bob, 'POST', `${LISTS}/${aliceList}/items`, { productId: two!.id });
    expect(add.status).toBe(404);
    const remove = await call(bob, 'DELETE', `${LISTS}/${aliceList}/items/${saved.body.id}`);
    expect(remove.status).toBe(404);
    // Not even through his own list's path with her item id.
    const bobList = await wishlistOf(bob);
    expect((await call(bob, 'DELETE', `${LISTS}/${bobList}/items/${saved.body.id}`)).status).toBe(404);
    expect(JSON.stringify([read.body, add.body, remove.body])).not.toContain(one!.masterId);

    const after = await t.handle.db
      .select()
      .from(customerProductListItems)
      .where(eq(customerProductListItems.listId, aliceList));
    expect(after).toEqual(before);
    expect((await call(alice, 'GET', LISTS)).body.data[0].customerProductListItems).toHaveLength(1);
  });
});
