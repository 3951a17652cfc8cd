import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { ProductSearchResult } from '../search/contract.js';
import type { EnrichmentResponse } from './contract.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const PATH = '/custom/products/v1/organizations/f_ecom_ridgeline/products';

async function enrich(query: string, body: unknown) {
  const response = await t.api.request(`${PATH}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as EnrichmentResponse & { error?: { message: string } } };
}

async function footwearIds(limit: number) {
  const { body } = await t.get(`/product-search?refine=cgid=footwear&limit=${limit}`);
  return (body as unknown as ProductSearchResult).hits;
}

describe('products enrichment', () => {
  it('answers the tiles asked for, in order, with the locale currency and the search hit data', async () => {
    const hits = await footwearIds(3);
    const ids = hits.map((h) => h.productId).reverse();
    const { status, body } = await enrich('siteId=ridgeline&locale=fr-CA', { productIds: [...ids, 'NO-SUCH', ids[0]] });
    expect(status).toBe(200);
    expect(body.data.map((p) => p.productId)).toEqual(ids);
    for (const product of body.data) {
      expect(product.currency).toBe('CAD');
      expect(product.imageGroups.length).toBeGreaterThan(0);
    }
    const usd = await enrich('siteId=ridgeline&locale=en-US', { productIds: [hits[0]!.productId] });
    const hit = hits[0]!;
    expect(usd.body.data[0]).toMatchObject({
      productId: hit.productId,
      currency: 'USD',
      price: hit.price,
      c_isNew: hit.c_isNew,
      c_isSale: hit.c_isSale,
      c_technologyGridBadge: hit.c_technologyGridBadge,
    });
  });

  it('says whether each product is in the listing category', async () => {
    const [inside] = await footwearIds(1);
    const { body: other } = await t.get('/product-search?refine=cgid=mens-clothing&limit=1');
    const outside = (other as unknown as ProductSearchResult).hits[0]!;
    const { body } = await enrich('siteId=ridgeline&locale=en-US', {
      productIds: [inside!.productId, outside.productId],
      categoryId: 'footwear',
    });
    expect(body.data.map((p) => p.inCategory)).toEqual([true, false]);
  });

  it('refuses bad input with a message and unknown sites with 404', async () => {
    const empty = await enrich('siteId=ridgeline&locale=en-US', { productIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.message).toMatch(/at least one product/);
    const tooMany = await enrich('siteId=ridgeline&locale=en-US', {
      productIds: Array.from({ length: 49 }, (_, i) => `P${i}`),
    });
    expect(tooMany.status).toBe(400);
    const locale = await enrich('siteId=ridgeline&locale=de-DE', { productIds: ['X'] });
    expect(locale.status).toBe(400);
    expect(locale.body.error?.message).toMatch(/not one of site ridgeline's locales/);
    expect((await enrich('siteId=nowhere&locale=en-US', { productIds: ['X'] })).status).toBe(404);
    expect((await enrich('siteId=ridgeline&locale=en-US', { productIds: ['X'], categoryId: 'nope' })).status).toBe(404);
  });
});
