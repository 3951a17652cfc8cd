import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import type { ProductSearchResult } from './contract.js';
import { reindexProducts } from './indexer.js';
import type { SearchRows } from './plan.js';
import { testPlan } from './testing.js';
import { apiCountingTextReads } from '@ridgeline/data/testing';
import { searchGeneration } from './generation.js';
import { cachedSearch, REFRESH_AHEAD, refreshedAhead, RESULT_CACHE_ENTRIES } from './result-cache.js';

let t: Awaited<ReturnType<typeof apiCountingTextReads>>;
beforeEach(async () => {
  t = await apiCountingTextReads();
});
afterEach(async () => {
  await t.close();
});

const search = async (query: string, init: RequestInit = {}) => {
  const response = await t.api.request(`/product-search?${query}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as ProductSearchResult;
};

/** A text search's plan: what the kept results are keyed by. */
const plan = (query: string) => testPlan({ text: { configs: ['english'], query } });

function counter() {
  const rows: SearchRows = { total: 1, page: [], counts: new Map() };
  const compute = { calls: 0, run: async () => ((compute.calls += 1), rows) };
  return compute;
}

describe('kept search results', () => {
  it('answers a text search again without reading the index, with the same hits and counts', async () => {
    const first = await search('q=jacket&limit=5');
    expect(first.total).toBeGreaterThan(0);
    const reads = t.counted.textReads;
    expect(reads).toBeGreaterThan(0);
    expect(await search('q=jacket&limit=5')).toEqual(first);
    expect(t.counted.textReads).toBe(reads);
    // Another page, sort or refinement is another result.
    await search('q=jacket&limit=5&offset=5');
    expect(t.counted.textReads).toBeGreaterThan(reads);
  });

  it('is never stale: a product sold out leaves the results as soon as the index says so', async () => {
    const before = await search('q=jacket&limit=200');
    const master = before.hits.find((h) => h.hitType === 'master')!;
    const ids = (
      await t.handle.db.select({ id: variants.id }).from(variants).where(eq(variants.masterId, master.productId))
    ).map((v) => v.id);
    const generation = await searchGeneration(t.handle.db);
    await t.handle.db
      .update(inventoryRecords)
      .set({ ats: 0, backorderable: false })
      .where(inArray(inventoryRecords.productId, ids));
    await reindexProducts(t.handle.db, [master.productId]);
    expect(await searchGeneration(t.handle.db)).not.toBe(generation);
    const after = await search('q=jacket&limit=200');
    expect(after.total).toBe(before.total - 1);
    expect(after.hits.map((h) => h.productId)).not.toContain(master.productId);
  });

  it('computes again for `Cache-Control: no-cache`, and keeps what it found', async () => {
    await search('q=jacket');
    const reads = t.counted.textReads;
    await search('q=jacket', { headers: { 'cache-control': 'no-cache' } });
    expect(t.counted.textReads).toBeGreaterThan(reads);
    const again = t.counted.textReads;
    await search('q=jacket');
    expect(t.counted.textReads).toBe(again);
  });

  it('shares one computation between concurrent asks, and keeps no failure', async () => {
    const compute = counter();
    await Promise.all([1, 2, 3].map(() => cachedSearch(t.handle.db, plan('shared'), compute.run)));
    expect(compute.calls).toBe(1);
    const failing = cachedSearch(t.handle.db, plan('fails'), () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    const retry = counter();
    await cachedSearch(t.handle.db, plan('fails'), retry.run);
    expect(retry.calls).toBe(1);
  });

  it('computes the most asked results again after an index change, before they are asked', async () => {
    const computes = new Map<string, ReturnType<typeof counter>>();
    const ask = (word: string) => {
      if (!computes.has(word)) computes.set(word, counter());
      return cachedSearch(t.handle.db, plan(word), computes.get(word)!.run);
    };
    for (let i = 0; i < 3; i += 1) await ask('popular');
    await ask('once');
    // More popular results than are refreshed: the least asked of them wait for their next ask.
    for (let n = 0; n < REFRESH_AHEAD + 1; n += 1) for (let i = 0; i < 2; i += 1) await ask(`also${n}`);
    await ask('also0');
    expect(computes.get('popular')!.calls).toBe(1);

    // What an index write does (indexer.ts, writeBatch); the next search notices it.
    await t.handle.db.execute(sql`UPDATE search_generation SET value = value + 1`);
    await ask('another');
    await refreshedAhead(t.handle.db);
    expect(computes.get('popular')!.calls).toBe(2);
    expect(computes.get('also0')!.calls).toBe(2);
    expect(computes.get('once')!.calls).toBe(1);
    const refreshed = [...computes.entries()].filter(([w, c]) => w.startsWith('also') && c.calls === 2);
    expect(refreshed).toHaveLength(REFRESH_AHEAD - 1);

    // Answered from what was computed ahead.
    await ask('popular');
    await ask('once');
    expect(computes.get('popular')!.calls).toBe(2);
    expect(computes.get('once')!.calls).toBe(2);
  });

  it('keeps nothing without its generation row, and the next index write puts the row back', async () => {
    await t.handle.db.execute(sql`DELETE FROM search_generation`);
    const compute = counter();
    await cachedSearch(t.handle.db, plan('row'), compute.run);
    await cachedSearch(t.handle.db, plan('row'), compute.run);
    expect(compute.calls).toBe(2);
    const [row] = (await search('q=jacket&limit=1')).hits;
    await reindexProducts(t.handle.db, [row!.productId]);
    expect(await searchGeneration(t.handle.db)).toBeDefined();
    await cachedSearch(t.handle.db, plan('row'), compute.run);
    await cachedSearch(t.handle.db, plan('row'), compute.run);
    expect(compute.calls).toBe(3);
  });

  it('keeps listings out (their counts are stored) and at most RESULT_CACHE_ENTRIES text results', async () => {
    const listing = counter();
    await cachedSearch(t.handle.db, testPlan(), listing.run);
    await cachedSearch(t.handle.db, testPlan(), listing.run);
    expect(listing.calls).toBe(2);

    const compute = counter();
    for (let i = 0; i <= RESULT_CACHE_ENTRIES; i += 1) await cachedSearch(t.handle.db, plan(`word${i}`), compute.run);
    expect(compute.calls).toBe(RESULT_CACHE_ENTRIES + 1);
    // The most recent are kept; the first, least recently asked, was dropped.
    await cachedSearch(t.handle.db, plan(`word${RESULT_CACHE_ENTRIES}`), compute.run);
    expect(compute.calls).toBe(RESULT_CACHE_ENTRIES + 1);
    await cachedSearch(t.handle.db, plan('word0'), compute.run);
    expect(compute.calls).toBe(RESULT_CACHE_ENTRIES + 2);
  });
});
