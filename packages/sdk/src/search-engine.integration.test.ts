import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { enrichProducts } from './enrichment.js';
import { createSearchEngineClient, SearchEngineError, type SearchEngineClient } from './search-engine.js';
import { engineFilters, engineSort, listingFromEngine } from './search-engine-listing.js';
import { apiFetch } from './test-api-fetch.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
let client: CommerceClient;
let engine: SearchEngineClient;

beforeAll(async () => {
  t = await createTestApi();
  const inProcess = apiFetch(t.api);
  client = createCommerceClient({ baseUrl: 'http://commerce.internal/api', fetch: inProcess });
  engine = createSearchEngineClient({
    baseUrl: 'http://commerce.internal/api/search-engine',
    apiKey: 'ridgeline',
    siteKey: 'ridgeline',
    fetch: inProcess,
  });
});
afterAll(async () => {
  await t.close();
});

const locale = { locale: 'fr-CA', currency: 'CAD' } as const;

describe('listings through the search-engine client', () => {
  it('give the same page as the commerce search: products, count, prices and refinements', async () => {
    const refine = { c_isSale: 'true', price: '(0..500)' };
    const sort = 'price-low-to-high' as const;
    const ours = await client.searchProducts({ ...locale, refine: { ...refine, cgid: 'footwear' }, sort, limit: 5, offset: 5 });
    const response = await engine.category({
      ...locale,
      categoryId: 'footwear',
      rows: 5,
      start: 5,
      filters: engineFilters(refine),
      sort: engineSort(sort),
      variantsCount: 100,
    });
    const listing = listingFromEngine(response!, {
      query: '',
      limit: 5,
      sort,
      sortingOptions: ours.sortingOptions,
      refine: { ...refine, cgid: 'footwear' },
    });
    expect(listing.total).toBe(ours.total);
    expect(listing.offset).toBe(5);
    expect(listing.hits.map((h) => [h.productId, h.price, h.priceMax, h.c_isSale, h.slugUrl])).toEqual(
      ours.hits.map((h) => [h.productId, h.price, h.priceMax, h.c_isSale, h.slugUrl]),
    );
    expect(listing.refinements.map((r) => [r.attributeId, r.values.map((v) => [v.value, v.hitCount])])).toEqual(
      ours.refinements.map((r) => [r.attributeId, r.values.map((v) => [v.value, v.hitCount])]),
    );
    const master = listing.hits.find((h) => h.variationAttributes.length > 0);
    if (master) expect(master.imageGroups.some((g) => g.viewType === 'large' && g.images.length > 0)).toBe(true);
  });

  it('answers undefined on failure, and throws the spec’s messages only when asked', async () => {
    const down = createSearchEngineClient({
      baseUrl: 'http://search.invalid',
      apiKey: 'k',
      siteKey: 's',
      fetch: () => Promise.resolve(new Response('oops', { status: 503 })),
    });
    const browse = { ...locale, rows: 1, start: 0 };
    expect(await down.search({ ...browse, q: 'jacket' })).toBeUndefined();
    await expect(down.search({ ...browse, q: 'jacket' }, { throwErrors: true })).rejects.toThrow(
      new SearchEngineError('failed to fetch search results', 503),
    );
    await expect(
      down.autosuggest(
        { ...locale, q: 'jac', inFieldsCount: 3, promotedSuggestionCount: 2, keywordSuggestionsCount: 7, topQueriesCount: 1, popularProductsCount: 4 },
        { throwErrors: true },
      ),
    ).rejects.toThrow('failed to fetch auto suggestions');
  });

  it('enriches tiles through the custom products API', async () => {
    const { hits } = await client.searchProducts({ ...locale, refine: { cgid: 'footwear' }, limit: 10 });
    const ids = hits.map((h) => h.productId);
    const patched = await enrichProducts(
      client,
      { siteId: 'ridgeline', locale: 'fr-CA', productIds: ids, categoryId: 'footwear' },
      { batchSize: 8, timeoutMs: 15_000 },
    );
    expect([...patched.keys()].sort()).toEqual([...ids].sort());
    expect([...patched.values()].every((p) => p.currency === 'CAD' && p.inCategory === true)).toBe(true);
  });
});
