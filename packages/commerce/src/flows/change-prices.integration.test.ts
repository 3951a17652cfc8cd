import { seedCatalogue } from '@ridgeline/data';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { CHANGES_CHANNEL } from '../events/changes.js';
import { createApi } from '../http/app.js';
import { silentLogger } from '../logger.js';
import { prices } from '../modules/pricing/schema.js';
import { createTestDatabase } from '../testing/test-database.js';
import { TEST_CATALOGUE } from '@ridgeline/data/testing';

const TOKEN = 'operator-token-0123456789abcdef0123456789';

let handle: DatabaseHandle;
let api: ReturnType<typeof createApi>;
beforeEach(async () => {
  handle = await createTestDatabase({
    key: 'catalogue',
    prepare: (h) => seedCatalogue(h, TEST_CATALOGUE).then(() => undefined),
  });
  api = createApi({ db: handle.db, logger: silentLogger, adminToken: TOKEN });
});
afterEach(async () => {
  await handle.close();
});

const put = (body: unknown, token = TOKEN, to = api) =>
  to.request('/admin/prices', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

/** The first tile of men's clothing, as the listing shows it in USD. */
async function firstTile() {
  const answer = await api.request('/product-search?refine=cgid=mens-clothing&limit=1&currency=USD');
  const { hits } = (await answer.json()) as { hits: { productId: string; price?: number }[] };
  return hits[0]!;
}

const usdList = async (productId: string) =>
  handle.db
    .select({ amount: prices.amountMinor })
    .from(prices)
    .where(and(eq(prices.productId, productId), eq(prices.priceBookId, 'usd-list'), eq(prices.minQuantity, 1)));

describe('PUT /admin/prices', () => {
  it('is not there without an operator token, and refuses a wrong one', async () => {
    const closed = createApi({ db: handle.db, logger: silentLogger, adminToken: undefined });
    expect((await put({ prices: [] }, TOKEN, closed)).status).toBe(404);
    const wrong = await put({ prices: [] }, 'x'.repeat(40));
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('Bearer');
    expect((await put({ prices: [] }, '')).status).toBe(401);
  });

  it('changes a price, the listing shows it at once, and every listener hears of it', async () => {
    const heard: string[] = [];
    const stop = await handle.listen(CHANGES_CHANNEL, { message: (m) => heard.push(m), gap: () => {} });
    try {
      const tile = await firstTile();
      const own = await handle.db.select().from(prices).where(eq(prices.productId, tile.productId));
      // A sale price wins over the list price: every USD book it has is set, so the tile shows this one.
      const books = [...new Set(own.map((p) => p.priceBookId).filter((b) => b.startsWith('usd')))];
      const answer = await put({
        prices: books.map((priceBookId) => ({ priceBookId, productId: tile.productId, amountMinor: 12_345 })),
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ updated: books.length, reindexed: expect.any(Number) });
      expect((await firstTileOf(tile.productId)).price).toBe(123.45);
      await expect.poll(() => heard, { timeout: 1_000 }).toContain('prices');
    } finally {
      await stop();
    }
  });

  it('refuses the whole change when a book or product is unknown, naming it, and keeps the prices', async () => {
    const tile = await firstTile();
    const before = await usdList(tile.productId);
    const good = { priceBookId: 'usd-list', productId: tile.productId, amountMinor: 1 };
    const noProduct = await put({ prices: [good, { ...good, productId: 'no-such-product' }] });
    expect(noProduct.status).toBe(400);
    expect(JSON.stringify(await noProduct.json())).toContain('no-such-product');
    const noBook = await put({ prices: [good, { ...good, priceBookId: 'eur-list' }] });
    expect(noBook.status).toBe(400);
    expect(JSON.stringify(await noBook.json())).toContain('eur-list');
    for (const bad of [
      { prices: [] },
      { prices: [{ ...good, amountMinor: -1 }] },
      { prices: [{ ...good, amountMinor: 1.5 }] },
      { prices: [{ ...good, customerId: 'x' }] },
      { prices: Array.from({ length: 501 }, () => good) },
      { prices: [{ ...good, productId: 'a\u0000b' }] },
    ]) {
      expect((await put(bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    expect(await usdList(tile.productId)).toEqual(before);
  });
});

async function firstTileOf(productId: string) {
  const answer = await api.request(`/products/${productId}?currency=USD`);
  return (await answer.json()) as { price?: number };
}
