import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { products, variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import type { ProductSearchResult } from './contract.js';
import { reindexProducts } from './indexer.js';
import { PRICE_BUCKETS, priceValue } from './price-buckets.js';
import { searchCategorySort, searchFacetCounts, searchIndex, searchTerms, searchText } from './schema.js';
import { rows } from '../../db/raw-sql.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const bucket = (minor: number | null, currency: 'USD' | 'CAD') => {
  const range = PRICE_BUCKETS[currency].find((b) => minor !== null && minor >= b.min * 100 && minor < b.max * 100);
  return range ? priceValue(range) : undefined;
};

/** What the stored counts should hold, recounted in JavaScript from the index rows. */
async function recount() {
  const rows = await t.handle.db.select().from(searchIndex).where(eq(searchIndex.orderable, true));
  const counts = new Map<string, number>();
  const add = (category: string, attribute: string, value: string) => {
    const key = `${category}|${attribute}|${value}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  for (const row of rows) {
    for (const c of row.categoryIds) {
      add(c, '', '');
      for (const v of row.colors) add(c, 'c_color', v);
      for (const v of row.sizes) add(c, 'c_size', v);
      for (const v of row.badges) add(c, 'c_technologyGridBadge', v);
      if (row.isNew) add(c, 'c_isNew', 'true');
      if (row.isSale) add(c, 'c_isSale', 'true');
      const usd = bucket(row.usdMin, 'USD');
      const cad = bucket(row.cadMin, 'CAD');
      if (usd) add(c, 'price:USD', usd);
      if (cad) add(c, 'price:CAD', cad);
    }
  }
  return Object.fromEntries([...counts].sort());
}

async function stored() {
  const rows = await t.handle.db.select().from(searchFacetCounts);
  return Object.fromEntries(
    rows.map((r) => [`${r.categoryId}|${r.attributeId}|${r.value}`, r.hitCount] as const).sort(),
  );
}

async function termCounts() {
  const rows = await t.handle.db.select().from(searchText);
  const counts = new Map<string, number>();
  for (const row of rows) {
    for (const term of row.termsEn) counts.set(`en|${term}`, (counts.get(`en|${term}`) ?? 0) + 1);
    for (const term of row.termsFr) counts.set(`fr|${term}`, (counts.get(`fr|${term}`) ?? 0) + 1);
  }
  const storedTerms = await t.handle.db.select().from(searchTerms);
  return {
    expected: Object.fromEntries([...counts].sort()),
    actual: Object.fromEntries(storedTerms.map((r) => [`${r.language}|${r.term}`, r.docFreq] as const).sort()),
  };
}

const search = async (query: string) =>
  (await t.get(`/product-search?${query}`)).body as unknown as ProductSearchResult;

describe('reindexProducts', () => {
  it('indexed the seeded catalogue: one row per online product, counts matching a recount', async () => {
    expect(await t.handle.db.$count(searchIndex)).toBe(await t.handle.db.$count(products, eq(products.online, true)));
    expect(await t.handle.db.$count(searchText)).toBe(await t.handle.db.$count(searchIndex));
    const [sortRows] = await rows<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM search_index, unnest(category_ids) c WHERE orderable AND c <> 'root'`,
    );
    expect(await t.handle.db.$count(searchCategorySort)).toBe(sortRows!.n);
    expect(await stored()).toEqual(await recount());
    const terms = await termCounts();
    expect(terms.actual).toEqual(terms.expected);
  });

  it('keeps the stored counts in step when products change, sell out or go offline', async () => {
    const listing = await search('refine=cgid=mens-clothing&limit=3');
    const [soldOut, offline, changed] = listing.hits.map((h) => h.productId) as [string, string, string];
    const variantIds = (
      await t.handle.db.select({ id: variants.id }).from(variants).where(eq(variants.masterId, soldOut))
    ).map((v) => v.id);
    await t.handle.db
      .update(inventoryRecords)
      .set({ ats: 0, backorderable: false })
      .where(inArray(inventoryRecords.productId, variantIds));
    await t.handle.db.update(products).set({ online: false }).where(eq(products.id, offline));
    await t.handle.db
      .update(products)
      .set({ isSale: true, isNew: true, techBadges: ['42'] })
      .where(eq(products.id, changed));

    const result = await reindexProducts(t.handle.db, [soldOut, offline, changed, 'NO-SUCH-PRODUCT']);
    expect(result).toEqual({ indexed: 2, removed: 1 });
    expect(await stored()).toEqual(await recount());
    const terms = await termCounts();
    expect(terms.actual).toEqual(terms.expected);

    const after = await search('refine=cgid=mens-clothing&limit=200');
    const ids = after.hits.map((h) => h.productId);
    expect(after.total).toBe(listing.total - 2);
    expect(ids).not.toContain(soldOut);
    expect(ids).not.toContain(offline);
    // A price-sorted listing reads the category sort rows (decision 031): the same products.
    const byPrice = await search('refine=cgid=mens-clothing&sort=price-low-to-high&limit=200');
    expect(byPrice.hits.map((h) => h.productId).sort()).toEqual([...ids].sort());
    const badge = await search(
      'refine=cgid=mens-clothing&refine=c_technologyGridBadge=42&refine=c_isSale=true&limit=200',
    );
    expect(badge.hits.map((h) => h.productId)).toContain(changed);
  });

  it('gives the same index when run again over the whole catalogue', async () => {
    const before = { counts: await stored(), terms: (await termCounts()).actual };
    const result = await reindexProducts(t.handle.db);
    expect(result.indexed).toBe(await t.handle.db.$count(searchIndex));
    expect(result.removed).toBe(0);
    expect(await stored()).toEqual(before.counts);
    expect((await termCounts()).actual).toEqual(before.terms);
  });

  it('drops rows of products removed from the catalogue on a full run', async () => {
    const [row] = await t.handle.db.select({ id: searchIndex.productId }).from(searchIndex).limit(1);
    await t.handle.db.update(products).set({ online: false }).where(eq(products.id, row!.id));
    expect(await reindexProducts(t.handle.db)).toMatchObject({ removed: 1 });
    expect(await t.handle.db.$count(searchIndex, eq(searchIndex.productId, row!.id))).toBe(0);
    expect(await stored()).toEqual(await recount());
  });

  it('builds vectors weighted name A, keywords B, description C in both languages', async () => {
    const [row] = await rows<{ en: string; fr: string }>(
      t.handle.db,
      sql`SELECT search_en::text AS en, search_fr::text AS fr FROM search_text WHERE product_type = 'master' LIMIT 1`,
    );
    for (const vector of [row!.en, row!.fr]) {
      expect(vector).toMatch(/:\d+A/);
      expect(vector).toMatch(/:\d+B/);
      expect(vector).toMatch(/:\d+C/);
    }
  });
});
