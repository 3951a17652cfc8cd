import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { Category, Product, ProductList, ProductsByIds } from '../../types.js';
import { inventoryRecords } from '../inventory/schema.js';
import { reindexProducts } from '../search/indexer.js';
import { productComponents, products, variants } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

describe('GET /categories/{id}', () => {
  it('returns the tree under root with the five top-level departments and their subcategories', async () => {
    const { status, body } = await t.get('/categories/root?levels=2');
    expect(status).toBe(200);
    const root = body as unknown as Category;
    const ids = root.categories?.map((c) => c.id) ?? [];
    for (const id of ['mens-clothing', 'womens-clothing', 'kids-clothing', 'footwear', 'accessories']) {
      expect(ids).toContain(id);
    }
    const mens = root.categories!.find((c) => c.id === 'mens-clothing')!;
    expect(mens.onlineSubCategoriesCount).toBeGreaterThan(2);
    expect(mens.categories?.length).toBe(mens.onlineSubCategoriesCount);
    expect(mens.parentCategoryTree.map((c) => c.id)).toEqual(['root', 'mens-clothing']);
  });

  it('names categories in French for fr-CA', async () => {
    const en = (await t.get('/categories/footwear?locale=en-US')).body as unknown as Category;
    const fr = (await t.get('/categories/footwear?locale=fr-CA')).body as unknown as Category;
    expect(fr.name).not.toBe(en.name);
  });

  it("carries a category's filter exclusions and quick-filter allow list, when it has them", async () => {
    const sale = (await t.get('/categories/sale')).body as unknown as Category;
    expect(sale.c_filterExclusions).toEqual(['c_isSale']);
    const footwear = (await t.get('/categories/footwear')).body as unknown as Category;
    expect(footwear.c_quickFilterAllowListOverride).toEqual(['c_technologyGridBadge', 'c_isSale']);
    expect(footwear.c_filterExclusions).toBeUndefined();
    const jackets = (await t.get('/categories/mens-clothing-jackets')).body as unknown as Category;
    expect(jackets).not.toHaveProperty('c_quickFilterAllowListOverride');
  });

  it('answers 404 with a JSON message for an unknown category', async () => {
    const { status, body } = await t.get('/categories/no-such-category');
    expect(status).toBe(404);
    expect(body.error?.message).toContain('no-such-category');
  });

  it('finds a category by its slug in either language and by its id', async () => {
    const category = (await t.get('/categories/footwear?locale=fr-CA')).body as unknown as Category;
    expect(category.c_slugUrl).toBeTruthy();
    const bySlug = await t.get(`/category-slugs/${category.c_slugUrl}`);
    expect(bySlug.status).toBe(200);
    expect((bySlug.body as unknown as Category).id).toBe('footwear');
    expect((await t.get('/category-slugs/footwear')).status).toBe(200);
  });
});

describe('GET /products', () => {
  it('lists a department with its subcategories, paged by the query, with prices and images', async () => {
    const first = (await t.get('/products?categoryId=mens-clothing&limit=5')).body as unknown as ProductList;
    expect(first.total).toBeGreaterThan(5);
    expect(first.hits).toHaveLength(5);
    const second = (await t.get('/products?categoryId=mens-clothing&limit=5&offset=5')).body as unknown as ProductList;
    const overlap = second.hits.filter((h) => first.hits.some((f) => f.productId === h.productId));
    expect(overlap).toHaveLength(0);
    for (const hit of first.hits) {
      expect(hit.price).toBeGreaterThan(0);
      expect(hit.image?.link).toMatch(/^\/i\/products\//);
      expect(hit.currency).toBe('USD');
    }
  });

  it('lists what a category page lists, in featured order: from the search index, what can be bought', async () => {
    const list = (await t.get('/products?categoryId=footwear&limit=10&offset=3&locale=fr-CA&currency=CAD'))
      .body as unknown as ProductList;
    const page = (await t.get('/product-search?refine=cgid=footwear&limit=10&offset=3&locale=fr-CA&currency=CAD'))
      .body as unknown as { total: number; hits: (ProductList['hits'][number] & { hitType: string })[] };
    expect(list.total).toBe(page.total);
    expect(list.hits).toEqual(page.hits.map(({ hitType: _type, ...hit }) => hit));
    expect(list.hits).toHaveLength(10);
  });

  it('leaves out a product that cannot be bought any more, and answers 404 for an unknown category', async () => {
    const first = (await t.get('/products?categoryId=footwear&limit=1')).body as unknown as ProductList;
    const gone = first.hits[0]!.productId;
    const units = await t.handle.db.select({ id: variants.id }).from(variants).where(eq(variants.masterId, gone));
    await t.handle.db
      .update(inventoryRecords)
      .set({ ats: 0, backorderable: false })
      .where(inArray(inventoryRecords.productId, [gone, ...units.map((u) => u.id)]));
    await reindexProducts(t.handle.db, [gone]);
    const after = (await t.get('/products?categoryId=footwear&limit=200')).body as unknown as ProductList;
    expect(after.total).toBe(first.total - 1);
    expect(after.hits.map((h) => h.productId)).not.toContain(gone);
    expect((await t.get('/products?categoryId=no-such-category')).status).toBe(404);
  });

  it('prices in CAD when asked', async () => {
    const usd = (await t.get('/products?categoryId=footwear&limit=3')).body as unknown as ProductList;
    const cad = (await t.get('/products?categoryId=footwear&limit=3&currency=CAD')).body as unknown as ProductList;
    expect(cad.hits[0]!.currency).toBe('CAD');
    expect(cad.hits[0]!.price).toBeGreaterThan(usd.hits[0]!.price!);
  });
});

describe('GET /products?ids= (spec 2 §7 "Get products")', () => {
  const byIds = async (query: string) => {
    const { status, body } = await t.get(`/products?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as ProductsByIds;
  };

  it('answers the products named, whole and in that order, leaving out unknown ids', async () => {
    const list = (await t.get('/products?categoryId=mens-clothing&limit=3')).body as unknown as ProductList;
    const [a, b, c] = list.hits.map((h) => h.productId);
    const result = await byIds(
      `ids=${c},nope,${a},${b},${a}&allImages=true&perPricebook=true&currency=CAD&locale=fr-CA`,
    );
    expect(result.data.map((p) => p.id)).toEqual([c, a, b]);
    expect(result.total).toBe(3);
    // The same as each product's own page gives.
    for (const product of result.data) {
      expect(product).toEqual((await t.get(`/products/${product.id}?currency=CAD&locale=fr-CA`)).body);
    }
  });

  it("gives every colour's images and the price books' ranges only when asked", async () => {
    const list = (await t.get('/products?categoryId=mens-clothing&limit=20')).body as unknown as ProductList;
    const master = list.hits.find(
      (h) => (h.variationAttributes.find((v) => v.id === 'color')?.values.length ?? 0) > 1,
    )!;
    const full = (await byIds(`ids=${master.productId}&allImages=true&perPricebook=true`)).data[0]!;
    const colours = (groups: Product['imageGroups']) =>
      new Set(groups.flatMap((g) => g.variationAttributes?.[0]?.values.map((v) => v.value) ?? []));
    expect(colours(full.imageGroups).size).toBeGreaterThan(1);
    expect(full.priceRanges.length).toBeGreaterThan(0);

    const lean = (await byIds(`ids=${master.productId}`)).data[0]!;
    expect(colours(lean.imageGroups)).toEqual(new Set([[...colours(full.imageGroups)][0]]));
    expect(lean.imageGroups.map((g) => g.viewType).sort()).toEqual(['large', 'small', 'swatch']);
    expect(lean.priceRanges).toEqual([]);
    expect(lean.tieredPrices).toEqual([]);
    expect(lean.price).toBe(full.price);
    expect(lean.variants).toEqual(full.variants);
  });

  it.each([
    ['no id', 'ids=', /ids/],
    ['a malformed id', 'ids=a,b%20c', /ids/],
    ['25 ids', `ids=${Array.from({ length: 25 }, (_, i) => `RL${100000 + i}`).join(',')}`, /at most 24/],
    ['ids with a category', 'ids=RL100000&categoryId=footwear', /cannot be combined/],
    ['a flag that is not a boolean', 'ids=RL100000&allImages=yes', /allImages/],
  ])('refuses %s with a clear message', async (_case, query, message) => {
    const { status, body } = await t.get(`/products?${query}`);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(message);
  });
});

describe('GET /products/{id}', () => {
  it('returns a master with variants, variation attributes, image groups and inventory', async () => {
    const list = (await t.get('/products?categoryId=mens-clothing&limit=1')).body as unknown as ProductList;
    const id = list.hits[0]!.productId;
    const { status, body } = await t.get(`/products/${id}`);
    expect(status).toBe(200);
    const product = body as unknown as Product;
    expect(product.id).toBe(id);
    expect(product.variants.length).toBeGreaterThan(0);
    expect(product.variationAttributes.map((a) => a.id)).toContain('size');
    expect(product.imageGroups.some((g) => g.viewType === 'large')).toBe(true);
    expect(product.inventories).toHaveLength(product.variants.length);
    expect(product.priceRanges.some((r) => r.pricebook === 'usd-list')).toBe(true);
  });

  it("gives a bundle the stock of its own record and its parts': the tightest sets it, a part by name", async () => {
    const db = t.handle.db;
    const [bundle] = await db.select({ id: products.id }).from(products).where(eq(products.type, 'bundle')).limit(1);
    const parts = await db.select().from(productComponents).where(eq(productComponents.parentId, bundle!.id));
    expect(parts.length).toBeGreaterThan(1);
    const setStock = (productId: string, ats: number, backorderable = false) =>
      db.update(inventoryRecords).set({ ats, backorderable }).where(eq(inventoryRecords.productId, productId));
    const inventoryOf = async (locale = 'en-US') =>
      ((await t.get(`/products/${bundle!.id}?locale=${locale}`)).body as unknown as Product).inventory;
    // The bundle's own record the tightest: 7, no part named.
    const ownSeven = { id: bundle!.id, ats: 7, stockLevel: 7, orderable: true, backorderable: false };
    await setStock(bundle!.id, 7);
    for (const part of parts) await setStock(part.childId, 100 * part.quantity);
    expect(await inventoryOf()).toEqual(ownSeven);

    // The second part runs low: two bundles' worth and one unit over.
    const low = parts.find((p) => p.position === 1)!;
    const [lowRow] = await db.select({ name: products.name }).from(products).where(eq(products.id, low.childId));
    await setStock(low.childId, 2 * low.quantity + low.quantity - 1);
    expect(await inventoryOf()).toMatchObject({
      ats: 2,
      stockLevel: 2,
      orderable: true,
      lowestStockLevelProductName: lowRow!.name.en,
    });
    expect((await inventoryOf('fr-CA')).lowestStockLevelProductName).toBe(lowRow!.name.fr ?? lowRow!.name.en);

    // Back-ordered parts set no limit; a part out of stock and not back-orderable stops the bundle.
    await setStock(low.childId, 0, true);
    expect(await inventoryOf()).toEqual(ownSeven);
    await setStock(low.childId, low.quantity - 1);
    const out = (await t.get(`/products/${bundle!.id}`)).body as unknown as Product;
    expect(out.inventory).toMatchObject({ ats: 0, orderable: false, lowestStockLevelProductName: lowRow!.name.en });
    expect(out.minOrderQuantity).toBe(0);
    expect(out.bundledProducts?.map((b) => b.product.productId)).toEqual(
      [...parts].sort((a, b) => a.position - b.position).map((p) => p.childId),
    );
  });

  it("tells what a garment is made of, in the shopper's language", async () => {
    const list = (await t.get('/products?categoryId=mens-clothing-jackets&limit=1')).body as unknown as ProductList;
    const id = list.hits[0]!.productId;
    const english = (await t.get(`/products/${id}`)).body as unknown as Product;
    const french = (await t.get(`/products/${id}?locale=fr-CA`)).body as unknown as Product;
    expect(english.fabric.length).toBeGreaterThan(0);
    expect(english.fabric.join(' ')).toMatch(/\d+%/);
    expect(french.fabric).toHaveLength(english.fabric.length);
    expect(french.fabric).not.toEqual(english.fabric);
  });

  it('finds a product by slug', async () => {
    const list = (await t.get('/products?categoryId=footwear&limit=1&locale=fr-CA')).body as unknown as ProductList;
    const hit = list.hits[0]!;
    const { status, body } = await t.get(`/product-slugs/${encodeURIComponent(hit.slugUrl!)}?locale=fr-CA`);
    expect(status).toBe(200);
    expect((body as unknown as Product).id).toBe(hit.productId);
  });
});

describe('bad input', () => {
  const cases = [
    '/products?limit=abc',
    '/products?limit=0',
    '/products?limit=100000',
    '/products?offset=-1',
    '/products?currency=EUR',
    '/products?locale=xx',
    '/products?categoryId=%00',
    '/products/%20',
    '/products/nope?currency=JPY',
    '/categories/root?levels=99',
    '/categories/%27%3B%20DROP%20TABLE%20products',
    '/product-slugs/%3Cscript%3E',
    '/no-such-endpoint',
  ];
  it.each(cases)('%s answers a 4xx JSON error with a message, never a 5xx', async (path) => {
    const { status, body } = await t.get(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(typeof body.error?.message).toBe('string');
    expect(body.error!.message.length).toBeGreaterThan(3);
  });

  it('names the offending field in the message', async () => {
    const { body } = await t.get('/products?currency=EUR');
    expect(body.error?.message).toMatch(/currency/);
  });
});

describe('OpenAPI and docs', () => {
  it('serves the OpenAPI document describing the endpoints', async () => {
    const { status, body } = await t.get('/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(Object.keys(body.paths as object)).toEqual(
      expect.arrayContaining(['/categories/{id}', '/products', '/products/{id}']),
    );
  });

  it('serves readable docs without any CDN', async () => {
    const response = await t.api.request('/docs');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toMatch(/https?:\/\//);
    expect((await t.api.request('/docs/swagger-ui-bundle.js')).status).toBe(200);
  });
});

describe('GET /product-index', () => {
  it('pages through every online product once, with slugs per language', async () => {
    const first = (await t.get('/product-index?limit=50&locale=fr-CA')).body as {
      total: number;
      entries: { productId: string; slugUrl?: string }[];
    };
    expect(first.entries).toHaveLength(50);
    const ids = new Set<string>();
    for (let offset = 0; offset < first.total; offset += 50) {
      const page = (await t.get(`/product-index?limit=50&offset=${offset}`)).body as {
        entries: { productId: string }[];
      };
      for (const e of page.entries) ids.add(e.productId);
    }
    expect(ids.size).toBe(first.total);
    expect(first.entries.every((e) => e.slugUrl)).toBe(true);
  });
});
