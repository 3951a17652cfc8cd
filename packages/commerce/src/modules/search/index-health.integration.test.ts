import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { silentLogger } from '../../logger.js';
import { productComponents } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { ensureSearchIndex, misindexedBundles, searchIndexIncomplete } from './index-health.js';
import { reindexProducts } from './indexer.js';
import { searchCategorySort, searchIndex, searchTiles } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

describe('searchIndexIncomplete', () => {
  it('is content with the index the seed built', async () => {
    expect(await searchIndexIncomplete(t.handle.db)).toBe(false);
  });

  it.each([
    ['no index at all', [searchIndex, searchTiles, searchCategorySort]],
    ['no tiles', [searchTiles]],
    ['no category sort rows', [searchCategorySort]],
  ] as const)('asks for a rebuild with %s, and is content once it is done', async (_case, tables) => {
    for (const table of tables) await t.handle.db.delete(table);
    expect(await searchIndexIncomplete(t.handle.db)).toBe(true);
    await reindexProducts(t.handle.db);
    expect(await searchIndexIncomplete(t.handle.db)).toBe(false);
  });

  it('asks for a rebuild when one was cut short: a product without its tile or its sort rows', async () => {
    const [row] = await t.handle.db
      .select({ id: searchIndex.productId })
      .from(searchIndex)
      .where(eq(searchIndex.orderable, true))
      .limit(1);
    await t.handle.db.delete(searchCategorySort).where(eq(searchCategorySort.productId, row!.id));
    expect(await searchIndexIncomplete(t.handle.db)).toBe(true);
    await reindexProducts(t.handle.db, [row!.id]);
    expect(await searchIndexIncomplete(t.handle.db)).toBe(false);
    await t.handle.db.delete(searchTiles).where(eq(searchTiles.productId, row!.id));
    expect(await searchIndexIncomplete(t.handle.db)).toBe(true);
  });

  it('asks for no sort rows when nothing can be bought (they list orderable products only)', async () => {
    await t.handle.db.update(searchIndex).set({ orderable: false });
    await t.handle.db.delete(searchCategorySort);
    expect(await searchIndexIncomplete(t.handle.db)).toBe(false);
  });
});

describe('misindexedBundles', () => {
  it('finds bundles indexed as out of stock that can be bought, and start-up reindexes them', async () => {
    expect(await misindexedBundles(t.handle.db)).toEqual([]);
    const bundles = await t.handle.db
      .select({ id: searchIndex.productId })
      .from(searchIndex)
      .where(eq(searchIndex.productType, 'bundle'));
    expect(bundles.length).toBeGreaterThan(0);
    // As older code wrote them: every bundle out of stock, so none listed and none with sort rows.
    await t.handle.db.update(searchIndex).set({ orderable: false }).where(eq(searchIndex.productType, 'bundle'));
    await t.handle.db.delete(searchCategorySort).where(eq(searchCategorySort.productType, 'bundle'));
    // A whole index: only the bundles' repair can put them back.
    expect(await searchIndexIncomplete(t.handle.db)).toBe(false);
    const stale = await misindexedBundles(t.handle.db);
    expect(stale.length).toBeGreaterThan(0);
    await ensureSearchIndex(t.handle.db, silentLogger);
    expect(await misindexedBundles(t.handle.db)).toEqual([]);
    const listed = await t.handle.db
      .select({ id: searchIndex.productId })
      .from(searchIndex)
      .where(eq(searchIndex.orderable, true));
    expect(listed.map((r) => r.id)).toEqual(expect.arrayContaining(stale));
  });

  it('finds bundles indexed as orderable whose part cannot make one any more (an index from before parts counted)', async () => {
    const [bundle] = await t.handle.db
      .select({ id: searchIndex.productId })
      .from(searchIndex)
      .where(and(eq(searchIndex.productType, 'bundle'), eq(searchIndex.orderable, true)))
      .limit(1);
    const [part] = await t.handle.db
      .select()
      .from(productComponents)
      .where(eq(productComponents.parentId, bundle!.id))
      .limit(1);
    await t.handle.db
      .update(inventoryRecords)
      .set({ ats: part!.quantity - 1, backorderable: false })
      .where(eq(inventoryRecords.productId, part!.childId));
    expect(await misindexedBundles(t.handle.db)).toEqual([bundle!.id]);
    await ensureSearchIndex(t.handle.db, silentLogger);
    expect(await misindexedBundles(t.handle.db)).toEqual([]);
    const [row] = await t.handle.db.select().from(searchIndex).where(eq(searchIndex.productId, bundle!.id));
    expect(row!.orderable).toBe(false);
  });
});
