import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { ProductSummary } from '../catalog/contract.js';
import { getSummaries } from '../catalog/product-service.js';
import { products, variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import type { ProductSearchResult } from './contract.js';
import { reindexProducts } from './indexer.js';
import { searchIndex, searchTiles } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const search = async (query: string) =>
  (await t.get(`/product-search?${query}`)).body as unknown as ProductSearchResult;

/** A hit as a tile, without what only search adds to it. */
const asTile = ({ hitType: _type, representedColor: _color, ...tile }: ProductSearchResult['hits'][number]) => tile;

const LISTINGS = [
  { query: 'refine=cgid=mens-clothing&limit=200', locale: 'en-US', currency: 'USD' },
  { query: 'refine=cgid=footwear&limit=200&locale=fr-CA&currency=CAD', locale: 'fr-CA', currency: 'CAD' },
  { query: 'q=jacket&limit=200&locale=en-CA&currency=CAD', locale: 'en-CA', currency: 'CAD' },
  { query: 'refine=cgid=root&refine=c_isSale=true&limit=200', locale: 'en-US', currency: 'USD' },
] as const;

describe('search hits from stored tiles (decision 031)', () => {
  it('keeps one tile per indexed product, and drops it with the product', async () => {
    expect(await t.handle.db.$count(searchTiles)).toBe(await t.handle.db.$count(searchIndex));
    const [row] = await t.handle.db.select({ id: searchIndex.productId }).from(searchIndex).limit(1);
    await t.handle.db.update(products).set({ online: false }).where(eq(products.id, row!.id));
    await reindexProducts(t.handle.db, [row!.id]);
    expect(await t.handle.db.$count(searchTiles, eq(searchTiles.productId, row!.id))).toBe(0);
  });

  for (const listing of LISTINGS) {
    it(`gives the tiles the catalogue builds, in ${listing.locale}: ${listing.query}`, async () => {
      const result = await search(listing.query);
      expect(result.hits.length).toBeGreaterThan(10);
      const ids = result.hits.map((h) => h.productId);
      const loaded = await getSummaries(t.handle.db, ids, { locale: listing.locale, currency: listing.currency });
      expect(result.hits.map(asTile)).toEqual(
        ids.map((id) => JSON.parse(JSON.stringify(loaded.get(id))) as ProductSummary),
      );
    });
  }

  it('follows stock: a colour sold out in every size is no longer orderable on the tile once reindexed', async () => {
    const [hit] = (await search('refine=cgid=mens-clothing&limit=1')).hits;
    const colors = hit!.variationAttributes.find((a) => a.id === 'color')!.values.filter((v) => v.orderable);
    expect(colors.length).toBeGreaterThan(1);
    const soldOut = colors[0]!.value;
    const ids = (
      await t.handle.db
        .select({ id: variants.id })
        .from(variants)
        .where(and(eq(variants.masterId, hit!.productId), eq(variants.color, soldOut)))
    ).map((v) => v.id);
    await t.handle.db
      .update(inventoryRecords)
      .set({ ats: 0, backorderable: false })
      .where(inArray(inventoryRecords.productId, ids));
    await reindexProducts(t.handle.db, [hit!.productId]);

    const [after] = (await search(`refine=cgid=mens-clothing&limit=1`)).hits;
    expect(after!.productId).toBe(hit!.productId);
    const value = after!.variationAttributes.find((a) => a.id === 'color')!.values.find((v) => v.value === soldOut);
    expect(value?.orderable).toBe(false);
  });

  it('loads tiles from the catalogue for an index written before tiles were kept', async () => {
    const before = await search('refine=cgid=mens-clothing&limit=47');
    await t.handle.db.delete(searchTiles);
    const after = await search('refine=cgid=mens-clothing&limit=47');
    expect(after.hits).toEqual(before.hits);
  });

  it('loads hits asked for with their variants from the catalogue', async () => {
    const result = await search('refine=cgid=mens-clothing&limit=3&expand=variants');
    for (const hit of result.hits) expect(hit.variants?.length).toBeGreaterThan(0);
  });
});
