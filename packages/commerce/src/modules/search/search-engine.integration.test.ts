import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { ProductSearchResult } from './contract.js';
import { refinementsFromFacets } from './search-engine.js';
import type { EngineAutosuggestResponse, EngineSearchResponse } from './search-engine-contract.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const engine = async (path: string) => {
  const { status, body } = await t.get(`/search-engine/ridgeline/ridgeline-us/${path}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

describe('search-engine client API', () => {
  it('answers /search like product search: same products, count and refinements', async () => {
    const body = (await engine(
      'search?q=jacket&rows=5&start=5&sort=price%20asc&filter=isSale:%22true%22%20OR%20isSale:%22true%22&variants.count=3',
    )) as unknown as EngineSearchResponse;
    const ours = (await t.get('/product-search?q=jacket&limit=5&offset=5&sort=price-low-to-high&refine=c_isSale=true'))
      .body as unknown as ProductSearchResult;
    expect(body.searchMetaData).toMatchObject({ status: 0, queryParams: { q: 'jacket', rows: '5' } });
    expect(body.response.numberOfProducts).toBe(ours.total);
    expect(body.response.start).toBe(5);
    expect(body.response.products.map((p) => p.uniqueId)).toEqual(ours.hits.map((h) => h.productId));
    expect(refinementsFromFacets(body.facets)).toEqual(
      ours.refinements.map((r) => ({
        ...r,
        values: r.values.map(({ value, label, hitCount }) => ({ value, label, hitCount })),
      })),
    );
    const master = body.response.products.find((p) => p.hitType === 'master');
    if (master) {
      expect(master.variants.length).toBeLessThanOrEqual(3);
      expect(master.variants[0]?.imageGroups.large.length).toBeGreaterThan(0);
      expect(master.variants[0]?.imageGroups.swatch.length).toBe(1);
    }
  });

  it('browses a category with filters and a price range', async () => {
    const body = (await engine(
      'category?p=categoryPathId:%22footwear%22&rows=50&filter=price:%5B100%20TO%20200%5D',
    )) as unknown as EngineSearchResponse;
    expect(body.response.numberOfProducts).toBeGreaterThan(0);
    for (const product of body.response.products) {
      expect(product.price).toBeGreaterThanOrEqual(100);
      expect(product.price).toBeLessThan(200);
      expect(product.variants).toEqual([]);
    }
    expect(body.facets.range.list[0]?.facetName).toBe('price');
  });

  it('spells a query that matches nothing', async () => {
    const body = (await engine('search?q=jaket')) as unknown as EngineSearchResponse;
    expect(body.response.numberOfProducts).toBe(0);
    expect(body.didYouMean).toEqual([{ suggestion: 'jacket' }]);
  });

  it('autosuggests by kind with the requested counts', async () => {
    const body = (await engine(
      'autosuggest?q=sho&version=v2&inFields.count=2&keywordSuggestions.count=3&topQueries.count=1&promotedSuggestion.count=2&popularProducts.count=2&spellcheck=true',
    )) as unknown as EngineAutosuggestResponse;
    const kinds = body.response.products.map((p) => p.doctype);
    expect(kinds.filter((k) => k === 'IN_FIELD')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'KEYWORD_SUGGESTION')).toHaveLength(3);
    expect(kinds.filter((k) => k === 'TOP_SEARCH_QUERIES')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'POPULAR_PRODUCTS')).toHaveLength(2);
    const product = body.response.products.find((p) => p.doctype === 'POPULAR_PRODUCTS');
    expect(product).toMatchObject({
      uniqueId: expect.any(String),
      productUrl: expect.stringMatching(/^\/p\//),
      isSale: expect.any(Boolean),
    });
    expect(body.response.numberOfProducts).toBe(body.response.products.length);
    const misspelt = (await engine('autosuggest?q=jaket&spellcheck=true')) as unknown as EngineAutosuggestResponse;
    expect(misspelt.didYouMean).toEqual([{ suggestion: 'jacket' }]);
  });

  it('groups in-field suggestions by category path, at most bucket.limit a group', async () => {
    const inField = async (bucket: string) => {
      const body = (await engine(
        `autosuggest?q=sho&inFields.count=10${bucket}`,
      )) as unknown as EngineAutosuggestResponse;
      return body.response.products.flatMap((p) => (p.doctype === 'IN_FIELD' ? [p.parentCategoryName ?? ''] : []));
    };
    const all = await inField('');
    const groups = new Map<string, number>();
    for (const parent of all) groups.set(parent, (groups.get(parent) ?? 0) + 1);
    // "sho" finds two categories under Footwear (hiking and trail running shoes) beside others.
    expect(Math.max(...groups.values())).toBeGreaterThan(1);
    const capped = await inField('&bucket.field=categoryPath&bucket.limit=1');
    expect(capped).toEqual([...new Set(all)]);
  });

  it('refuses a bucket field it does not know', async () => {
    const { status } = await t.get(
      '/search-engine/ridgeline/ridgeline-us/autosuggest?q=jac&bucket.field=brand&bucket.limit=6',
    );
    expect(status).toBe(400);
  });
});
