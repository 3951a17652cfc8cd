import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../http/app.js';
import type { LogFields } from '../../logger.js';
import { createTestApi } from '@ridgeline/data/testing';
import type { ProductList, Recommendations } from '../../types.js';
import { products, recoProducts } from '../catalog/schema.js';
import { activities, type ActivityType } from './schema.js';

const SITE = 'RidgelineUS';
const CLIENT_ID = { 'x-cq-client-id': 'ridgeline-storefront' };
const MINUTE = 60_000;

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...CLIENT_ID, ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Recommendations & { error?: { message: string } },
  };
}

async function record(type: ActivityType, cookieId: string, productIds: string[], extra: Record<string, unknown> = {}) {
  const { status } = await post(`/v3/activities/${SITE}/${type}`, {
    cookieId,
    products: productIds.map((id) => ({ id })),
    ...extra,
  });
  expect(status).toBe(202);
}

/** One product view per call, in order, as a shopper browsing product pages sends them. */
async function views(cookieId: string, ...productIds: string[]) {
  for (const id of productIds) await record('viewProduct', cookieId, [id]);
}

/** An activity in the past, written straight to the table (the API always stamps now). */
async function recordAt(
  minutesAgo: number,
  row: { type: ActivityType; cookieId: string; productIds: string[]; siteId?: string },
) {
  await t.handle.db
    .insert(activities)
    .values({ siteId: SITE, ...row, createdAt: new Date(Date.now() - minutesAgo * MINUTE) });
}

async function recs(name: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await post(`/v3/personalization/recs/${SITE}/${name}`, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function zone(name: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const answer = await post(`/v3/personalization/${SITE}/zones/${name}/recs`, body, headers);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const ids = (answer: Recommendations) => answer.recs.map((r) => r.productId);
const anchor = (...productIds: string[]) => ({ products: productIds.map((id) => ({ id })) });

async function listed(query: string): Promise<string[]> {
  return ((await t.get(`/products?${query}`)).body as unknown as ProductList).hits.map((h) => h.productId);
}

/** Online products of the test catalogue in featured order: anchors and candidates for the tests. */
async function someProducts(): Promise<string[]> {
  return listed('limit=20');
}

describe('viewed-also-viewed', () => {
  it('ranks the products viewed with the anchor by the most shoppers first, and moves when more co-views arrive', async () => {
    const [a, b, c, d] = await someProducts();
    await views('c1', a!, b!, c!);
    await views('c2', a!, b!);
    await views('c3', a!, d!);
    // b by two shoppers; c and d by one each, d more recently.
    expect(ids(await recs('viewed-also-viewed', anchor(a!)))).toEqual([b, d, c]);

    await views('c4', a!, c!);
    await views('c5', c!, a!);
    const after = await recs('viewed-also-viewed', anchor(a!));
    expect(ids(after)).toEqual([c, b, d]);
    expect(after.recommenderName).toBe('viewed-also-viewed');
    expect(after.displayMessage).toBe('Customers also viewed');
    const tile = after.recs[0]!;
    expect(tile.id).toBe(tile.productId);
    expect(tile.productName.length).toBeGreaterThan(0);
    expect(tile.price).toBeGreaterThan(0);
    expect(tile.image?.link).toMatch(/^\/i\/products\//);
  });

  it('counts a shopper once however often they look, and reads only the same session, site and last 90 days', async () => {
    const [a, b, e, f, g, h] = await someProducts();
    await views('c1', a!, b!);
    await views('c2', a!, b!);
    await views('repeater', a!, h!, a!, h!, a!, h!);
    // Three hours apart: two sessions.
    await recordAt(300, { type: 'viewProduct', cookieId: 'c6', productIds: [a!] });
    await recordAt(120, { type: 'viewProduct', cookieId: 'c6', productIds: [e!] });
    // Co-viewed, but 100 days ago.
    await recordAt(100 * 24 * 60, { type: 'viewProduct', cookieId: 'c7', productIds: [a!] });
    await recordAt(100 * 24 * 60 - 10, { type: 'viewProduct', cookieId: 'c7', productIds: [f!] });
    // Another site.
    await recordAt(5, { type: 'viewProduct', cookieId: 'c8', productIds: [a!], siteId: 'RidgelineCA' });
    await recordAt(4, { type: 'viewProduct', cookieId: 'c8', productIds: [g!], siteId: 'RidgelineCA' });
    // Within the window: counted.
    await recordAt(200, { type: 'viewProduct', cookieId: 'c9', productIds: [a!] });
    await recordAt(90, { type: 'viewProduct', cookieId: 'c9', productIds: [e!] });

    expect(ids(await recs('viewed-also-viewed', anchor(a!)))).toEqual([b, h, e]);
  });

  it('answers empty recs for a product nobody viewed, and the same non-personal recs under do-not-track', async () => {
    const [a, b, lonely] = await someProducts();
    expect((await recs('viewed-also-viewed', anchor(lonely!))).recs).toEqual([]);
    await views('c1', a!, b!);
    const tracked = await recs('viewed-also-viewed', { ...anchor(a!), cookieId: 'c1' });
    const untracked = await recs('viewed-also-viewed', { ...anchor(a!), cookieId: 'c1' }, { dnt: '1' });
    expect(ids(untracked)).toEqual(ids(tracked));
  });
});

describe('bought-together', () => {
  it('ranks products added to the basket or ordered with the anchor; views do not count', async () => {
    const [a, g, h, i, j] = await someProducts();
    await record('addToCart', 'c1', [a!]);
    await record('addToCart', 'c1', [g!]);
    await record('addToCart', 'c2', [a!]);
    await record('addToCart', 'c2', [g!]);
    await record('addToCart', 'c2', [h!]);
    await record('purchase', 'c3', [a!, h!, i!], { orderNo: 'ORD-1' });
    await record('addToCart', 'c4', [g!]);
    await record('addToCart', 'c4', [a!]);
    await views('c5', a!, j!);
    // A basket from two days ago on the same cookie is another basket.
    await recordAt(3 * 24 * 60, { type: 'addToCart', cookieId: 'c3', productIds: [j!] });

    const answer = await recs('bought-together', anchor(a!));
    expect(ids(answer)).toEqual([g, h, i]);
    expect(answer.displayMessage).toBe('Frequently bought together');
    expect(ids(await recs('bought-together', { ...anchor(a!), locale: 'fr-CA' }))).toEqual([g, h, i]);
    expect((await recs('bought-together', { ...anchor(a!), locale: 'fr-CA' })).displayMessage).toBe(
      'Souvent achetés ensemble',
    );
    // A basket of several products: every anchor's shoppers count, and no anchor is recommended.
    expect(ids(await recs('bought-together', anchor(a!, g!)))).toEqual([h, i]);
  });
});

describe('top-sellers', () => {
  it('counts basket adds and orders within a category and its subcategories', async () => {
    const [f1, f2] = await listed('categoryId=footwear&limit=2');
    const [x] = await listed('categoryId=accessories&limit=1');
    for (const cookie of ['c1', 'c2', 'c3']) await record('addToCart', cookie, [f1!]);
    await record('addToCart', 'c4', [f2!]);
    for (const cookie of ['c5', 'c6', 'c7', 'c8']) await record('addToCart', cookie, [x!]);
    await record('purchase', 'c9', [x!]);
    // Views are not sales.
    await views('c10', f2!, f2!, f2!);

    const footwear = ids(await recs('top-sellers', { categories: [{ id: 'footwear' }] }));
    expect(footwear.slice(0, 2)).toEqual([f1, f2]);
    // Topped up in featured order, within the category.
    const inFootwear = new Set(await listed('categoryId=footwear&limit=200'));
    expect(footwear).toHaveLength(Math.min(10, inFootwear.size));
    expect(footwear.every((id) => inFootwear.has(id))).toBe(true);
    expect(new Set(footwear).size).toBe(footwear.length);
    const store = ids(await recs('top-sellers', {}));
    expect(store.slice(0, 3)).toEqual([x, f1, f2]);
    expect(store.slice(3)).toEqual((await listed('limit=13')).filter((id) => ![x, f1, f2].includes(id)).slice(0, 7));
    // The product's own (sub)category counts it too.
    const [primary] = await t.handle.db
      .select({ id: recoProducts.primaryCategoryId })
      .from(recoProducts)
      .where(eq(recoProducts.productId, f1!));
    expect(primary!.id).toMatch(/^footwear-/);
    expect(ids(await recs('top-sellers', { categories: [{ id: primary!.id }] }))).toContain(f1);
  });

  it('falls back to featured order where nothing has sold, and answers empty for an unknown category', async () => {
    const [x] = await listed('categoryId=accessories&limit=1');
    await record('addToCart', 'c1', [x!]);
    const featured = await listed('categoryId=kids-clothing&limit=10');
    expect(featured.length).toBeGreaterThan(3);
    expect(ids(await recs('top-sellers', { categories: [{ id: 'kids-clothing' }] }))).toEqual(featured);
    expect((await recs('top-sellers', { categories: [{ id: 'no-such-category' }] })).recs).toEqual([]);
  });
});

describe('recently-viewed', () => {
  it("lists the shopper's own views, most recent first, each once, leaving out the anchor", async () => {
    const [a, b, c, d] = await someProducts();
    await views('c1', a!, b!, c!, a!);
    await views('c2', d!);
    expect(ids(await recs('recently-viewed', { cookieId: 'c1' }))).toEqual([a, c, b]);
    expect(ids(await recs('recently-viewed', { cookieId: 'c1', ...anchor(a!) }))).toEqual([c, b]);
    expect(ids(await recs('recently-viewed', { cookieId: 'c2' }))).toEqual([d]);
    expect((await recs('recently-viewed', { cookieId: 'someone-new' })).recs).toEqual([]);
  });

  it('follows a signed-in shopper across devices by user id', async () => {
    const [a, b] = await someProducts();
    await record('viewProduct', 'phone', [a!], { userId: 'customer-1' });
    await record('viewProduct', 'laptop', [b!], { userId: 'customer-1' });
    expect(ids(await recs('recently-viewed', { cookieId: 'laptop', userId: 'customer-1' }))).toEqual([b, a]);
    expect(ids(await recs('recently-viewed', { cookieId: 'laptop' }))).toEqual([b]);
  });

  it('answers empty under do-not-track, and 400 without a cookie or user id', async () => {
    const [a] = await someProducts();
    await views('c1', a!);
    expect((await recs('recently-viewed', { cookieId: 'c1' }, { dnt: '1' })).recs).toEqual([]);
    expect((await recs('recently-viewed', { cookieId: 'c1', doNotTrack: true })).recs).toEqual([]);
    const { status, body } = await post(`/v3/personalization/recs/${SITE}/recently-viewed`, {});
    expect(status).toBe(400);
    expect(body.error?.message).toContain('cookieId or userId');
  });
});

describe('similar-products', () => {
  it('recommends from the same primary category without any activity, shared badges first', async () => {
    const hats = await t.handle.db
      .select({ id: recoProducts.productId })
      .from(recoProducts)
      .where(eq(recoProducts.primaryCategoryId, 'accessories-hats'))
      .orderBy(recoProducts.productId);
    expect(hats.length).toBeGreaterThan(5);
    const [first, , , twin] = hats.map((h) => h.id);
    // A twin in badges and colours codes no other product has: it must come first whatever its price.
    await t.handle.db
      .update(products)
      .set({ techBadges: ['98', '99'], colorIds: '999' })
      .where(inArray(products.id, [first!, twin!]));
    expect(await t.handle.db.select().from(activities)).toHaveLength(0);

    const answer = await recs('similar-products', anchor(first!));
    expect(answer.recs[0]!.productId).toBe(twin);
    expect(answer.recs[0]!.c_technologyGridBadge).toBe('98|99');
    expect(ids(answer)).not.toContain(first);
    expect(answer.recs).toHaveLength(Math.min(10, hats.length - 1));
    const categories = await t.handle.db
      .selectDistinct({ id: recoProducts.primaryCategoryId })
      .from(recoProducts)
      .where(inArray(recoProducts.productId, ids(answer)));
    expect(categories).toEqual([{ id: 'accessories-hats' }]);
  });
});

describe('new-arrivals', () => {
  it('lists products marked new, newest first, in a category or across the store', async () => {
    const all = await recs('new-arrivals', {});
    expect(all.recs.length).toBeGreaterThan(3);
    expect(all.recs.every((r) => r.c_isNew)).toBe(true);
    const created = await t.handle.db
      .select({ id: recoProducts.productId, createdAt: recoProducts.createdAt })
      .from(recoProducts)
      .where(inArray(recoProducts.productId, ids(all)));
    const byId = new Map(created.map((r) => [r.id, r.createdAt.getTime()]));
    const times = ids(all).map((id) => byId.get(id)!);
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const inAccessories = await recs('new-arrivals', { categories: [{ id: 'accessories' }] });
    const accessories = new Set(await listed('categoryId=accessories&limit=200'));
    expect(inAccessories.recs.length).toBeGreaterThan(0);
    expect(inAccessories.recs.every((r) => r.c_isNew && accessories.has(r.productId))).toBe(true);
  });
});

describe('POST /v3/personalization/recs/{siteId}/{recommenderName}', () => {
  it('refuses products and categories together with a clear message', async () => {
    const [a] = await someProducts();
    const { status, body } = await post(`/v3/personalization/recs/${SITE}/top-sellers`, {
      ...anchor(a!),
      categories: [{ id: 'footwear' }],
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(
      'Give products or categories, not both: recommendations are anchored on one or the other.',
    );
  });

  it('answers 404 for an unknown recommender and 400 for a product recommender without products', async () => {
    for (const name of ['no-such-recommender', 'toString']) {
      const unknown = await post(`/v3/personalization/recs/${SITE}/${name}`, {});
      expect(unknown.status).toBe(404);
      expect(unknown.body.error?.message).toContain(name);
    }
    const bare = await post(`/v3/personalization/recs/${SITE}/viewed-also-viewed`, {
      categories: [{ id: 'footwear' }],
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error?.message).toContain('give products');
  });

  it('gives at most 10, as many as asked, with a new recoUUID every time', async () => {
    const tooMany = await post(`/v3/personalization/recs/${SITE}/top-sellers`, { limit: 11 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.message).toContain('limit');
    const ten = await recs('top-sellers', {});
    expect(ten.recs).toHaveLength(10);
    const three = await recs('top-sellers', { limit: 3 });
    expect(ids(three)).toEqual(ids(ten).slice(0, 3));
    expect(three.recoUUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(three.recoUUID).not.toBe(ten.recoUUID);
  });

  it('answers empty recs and logs when computing fails, never an error', async () => {
    const logged: LogFields[] = [];
    const log = (fields: LogFields) => logged.push(fields);
    const api = createApi({ db: t.handle.db, logger: { info: log, warn: log, error: log } });
    await t.handle.db.execute(sql`DROP VIEW reco_products`);
    const [a] = await someProducts();
    const response = await api.request(`/v3/personalization/recs/${SITE}/similar-products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...CLIENT_ID },
      body: JSON.stringify(anchor(a!)),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Recommendations).recs).toEqual([]);
    expect(logged).toEqual([expect.objectContaining({ msg: 'recommender failed', recommender: 'similar-products' })]);
  });
});

describe('POST /v3/personalization/{siteId}/zones/{zone}/recs', () => {
  it('product-detail-recs: similar products alone without activity; co-views first once there are some', async () => {
    const [hat, , , , , other] = (
      await t.handle.db
        .select({ id: recoProducts.productId })
        .from(recoProducts)
        .where(eq(recoProducts.primaryCategoryId, 'accessories-hats'))
        .orderBy(recoProducts.productId)
    ).map((h) => h.id);
    const [elsewhere] = await listed('categoryId=footwear&limit=1');
    const cold = await zone('product-detail-recs', anchor(hat!));
    expect(cold.recommenderName).toBe('similar-products');
    expect(cold.recs).toHaveLength(10);

    await views('c1', hat!, elsewhere!);
    await views('c2', hat!, elsewhere!, other!);
    const warm = await zone('product-detail-recs', anchor(hat!));
    expect(warm.recommenderName).toBe('viewed-also-viewed');
    expect(warm.displayMessage).toBe('Customers also viewed');
    expect(ids(warm).slice(0, 2)).toEqual([elsewhere, other]);
    // Topped up with similar products, each product once.
    expect(warm.recs).toHaveLength(10);
    expect(new Set(ids(warm)).size).toBe(10);
    expect(ids(warm)).not.toContain(hat);
  });

  it('cart-recs leads with bought-together and falls back to top sellers; home-recs shows top sellers', async () => {
    const [a, b, c] = await someProducts();
    const cold = await zone('cart-recs', anchor(a!));
    expect(cold.recommenderName).toBe('top-sellers');
    expect(ids(cold)).not.toContain(a);
    await record('addToCart', 'c1', [a!]);
    await record('addToCart', 'c1', [b!]);
    await record('addToCart', 'c2', [c!]);
    const warm = await zone('cart-recs', { ...anchor(a!), limit: 4 });
    expect(warm.recommenderName).toBe('bought-together');
    expect(ids(warm)[0]).toBe(b);
    expect(warm.recs).toHaveLength(4);
    const home = await zone('home-recs', {});
    expect(home.recommenderName).toBe('top-sellers');
    expect(ids(home).slice(0, 3).sort()).toEqual([a, b, c].sort());
  });

  it('pdp-recently-viewed answers empty under do-not-track; unknown zones are 404', async () => {
    const [a, b] = await someProducts();
    await views('c1', a!, b!);
    expect(ids(await zone('pdp-recently-viewed', { cookieId: 'c1', ...anchor(b!) }))).toEqual([a]);
    expect((await zone('pdp-recently-viewed', { cookieId: 'c1' }, { 'sec-gpc': '1' })).recs).toEqual([]);
    // Without a shopper there is nothing personal to show, and that is not an error in a zone.
    expect((await zone('pdp-recently-viewed', {})).recs).toEqual([]);
    const unknown = await post(`/v3/personalization/${SITE}/zones/no-such-zone/recs`, {});
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.message).toContain('no-such-zone');
  });
});
