import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import { generateCatalogue } from '../catalog/index.js';
import {
  categories,
  inventoryRecords,
  priceBooks,
  prices,
  productCategories,
  productComponents,
  products,
  variants,
  type DatabaseHandle,
} from './commerce.js';
import { isCatalogueSeeded, resetCatalogue, seedCatalogue } from './seed.js';
import { WINTER_SALE_BOOKS, WINTER_SALE_PERCENT_OFF } from './winter-prices.js';

const WINTER_IDS = WINTER_SALE_BOOKS.map((book) => book.id);

const PRODUCTS = 300;
const expected = generateCatalogue({ seed: 1, products: PRODUCTS });

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

async function counts(db: DatabaseHandle['db']) {
  return {
    categories: await db.$count(categories),
    // The generated catalogue's rows; the Winter Sale's dated books are checked on their own.
    priceBooks: await db.$count(priceBooks, notInArray(priceBooks.id, WINTER_IDS)),
    products: await db.$count(products),
    productCategories: await db.$count(productCategories),
    productComponents: await db.$count(productComponents),
    variants: await db.$count(variants),
    inventoryRecords: await db.$count(inventoryRecords),
    prices: await db.$count(prices, notInArray(prices.priceBookId, WINTER_IDS)),
  };
}

const expectedCounts = Object.fromEntries(Object.entries(expected).map(([table, rows]) => [table, rows.length]));

describe('seedCatalogue', () => {
  it('seeds the Winter Sale’s price books for its edition’s window: jackets and winter boots a quarter off', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: 120 });
    const books = await handle.db.select().from(priceBooks).where(inArray(priceBooks.id, WINTER_IDS));
    expect(books).toHaveLength(2);
    for (const book of books) {
      expect(book.kind).toBe('sale');
      expect(book.startsAt!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
      expect(book.endsAt!.getTime() - book.startsAt!.getTime()).toBe(14 * 86_400_000);
    }
    const sale = await handle.db.select().from(prices).where(eq(prices.priceBookId, 'usd-winter-sale'));
    expect(sale.length).toBeGreaterThan(0);
    for (const row of sale.slice(0, 20)) {
      const [list] = await handle.db
        .select()
        .from(prices)
        .where(eq(prices.priceBookId, 'usd-list'))
        .then((rows) => rows.filter((r) => r.productId === row.productId && r.minQuantity === row.minQuantity));
      expect(row.amountMinor).toBe(Math.round((list!.amountMinor * (100 - WINTER_SALE_PERCENT_OFF)) / 100));
    }
  });

  it('loads every generated row, then refuses to seed again', async () => {
    handle = await createTestDatabase();
    expect(await isCatalogueSeeded(handle)).toBe(false);
    const progress: number[] = [];
    const result = await seedCatalogue(handle, {
      seed: 1,
      products: PRODUCTS,
      batchSize: 64,
      onProgress: (done) => progress.push(done),
    });
    expect(result.seeded).toBe(true);
    expect(await counts(handle.db)).toEqual(expectedCounts);
    expect(progress).toEqual([0, 64, 128, 192, 256, 300]);
    expect(await isCatalogueSeeded(handle)).toBe(true);

    const again = await seedCatalogue(handle, { seed: 2, products: 50 });
    expect(again).toMatchObject({ seeded: false, reason: 'already-seeded' });
    expect(await counts(handle.db)).toEqual(expectedCounts);
  });

  it('stores rows faithfully (jsonb, text[], timestamps, booleans)', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: PRODUCTS });
    const generated = expected.products.find((p) => (p.techBadges ?? []).length >= 2 && p.isSale && p.rating !== null);
    expect(generated).toBeDefined();
    const [stored] = await handle.db
      .select()
      .from(products)
      .where(eq(products.id, generated?.id ?? ''));
    expect(stored).toMatchObject({
      name: generated?.name,
      variationAttributes: generated?.variationAttributes,
      techBadges: generated?.techBadges,
      features: generated?.features,
      fabric: generated?.fabric,
      artwork: generated?.artwork,
      slugUrl: generated?.slugUrl,
      isSale: true,
      rating: generated?.rating,
    });
    expect(stored?.createdAt.toISOString()).toBe((generated?.createdAt as Date).toISOString());
    const [variant] = await handle.db
      .select()
      .from(variants)
      .where(eq(variants.masterId, generated?.id ?? ''))
      .limit(1);
    expect(variant?.upc).toMatch(/^\d{12}$/);
    const [root] = await handle.db.select().from(categories).where(eq(categories.id, 'root'));
    expect(root?.parentId).toBeNull();
  });

  it('lets exactly one of two concurrent seeders load the catalogue', async () => {
    handle = await createTestDatabase();
    const results = await Promise.all([
      seedCatalogue(handle, { seed: 1, products: PRODUCTS }),
      seedCatalogue(handle, { seed: 1, products: PRODUCTS }),
    ]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await counts(handle.db)).toEqual(expectedCounts);
  });

  it('reseeds after a reset, and loads categories even with zero products', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: 120 });
    await resetCatalogue(handle);
    expect(await handle.db.$count(products)).toBe(0);
    expect(await handle.db.$count(categories)).toBe(0);
    const empty = await seedCatalogue(handle, { seed: 1, products: 0 });
    expect(empty.seeded).toBe(true);
    expect(await handle.db.$count(categories)).toBe(expected.categories.length);
    expect(await handle.db.$count(priceBooks, notInArray(priceBooks.id, WINTER_IDS))).toBe(4);
    const reseeded = await seedCatalogue(handle, { seed: 3, products: 40 });
    expect(reseeded.seeded).toBe(true);
    expect(await handle.db.$count(products)).toBe(40);
  });
});
