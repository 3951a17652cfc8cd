import { describe, expect, it } from 'vitest';
import { ARTWORK_KINDS } from './commerce.js';
import {
  CATALOGUE_EPOCH,
  CATEGORY_TREE,
  DEFAULT_PRODUCT_COUNT,
  generateCatalogue,
  generateProduct,
  generateProductBatches,
  isValidUpc,
  TECH_BADGES,
  type Catalogue,
} from './index.js';
import { upcCheckDigit } from './identifiers.js';
import { UPF_BADGES } from './tech-badges.js';

const SEED = 1;
const catalogue: Catalogue = generateCatalogue({ seed: SEED, products: DEFAULT_PRODUCT_COUNT });
const masters = catalogue.products.filter((p) => p.type === 'master');
const listPrice = (productId: string, book: string) =>
  catalogue.prices.find((p) => p.productId === productId && p.priceBookId === book && (p.minQuantity ?? 1) === 1);

describe('determinism', () => {
  it('gives byte-identical rows for the same seed', () => {
    const again = generateCatalogue({ seed: SEED, products: DEFAULT_PRODUCT_COUNT });
    expect(JSON.stringify(again)).toBe(JSON.stringify(catalogue));
  });

  it('gives different rows for another seed', () => {
    const other = generateCatalogue({ seed: SEED + 1, products: DEFAULT_PRODUCT_COUNT });
    expect(JSON.stringify(other.products)).not.toBe(JSON.stringify(catalogue.products));
    expect(other.products.map((p) => p.name.en)).not.toEqual(catalogue.products.map((p) => p.name.en));
  });

  it('makes each product a function of (seed, index), so batches are independent', () => {
    const batches = [...generateProductBatches({ seed: SEED, products: DEFAULT_PRODUCT_COUNT, batchSize: 37 })];
    expect(batches).toHaveLength(Math.ceil(DEFAULT_PRODUCT_COUNT / 37));
    expect(JSON.stringify(batches.flatMap((b) => b.products))).toBe(JSON.stringify(catalogue.products));
    expect(JSON.stringify(batches.flatMap((b) => b.variants))).toBe(JSON.stringify(catalogue.variants));
    expect(JSON.stringify(batches.flatMap((b) => b.prices))).toBe(JSON.stringify(catalogue.prices));
    expect(JSON.stringify(generateProduct(SEED, 250).product)).toBe(JSON.stringify(catalogue.products[250]));
  });

  it('rejects bad options', () => {
    expect(() => generateCatalogue({ seed: -1, products: 10 })).toThrow(RangeError);
    expect(() => generateCatalogue({ seed: 1, products: 1.5 })).toThrow(RangeError);
    expect(() => [...generateProductBatches({ seed: 1, products: 10, batchSize: 0 })]).toThrow(RangeError);
  });
});

describe('categories', () => {
  const byId = new Map(catalogue.categories.map((c) => [c.id, c]));

  it('has the five top-level categories under root, each with subcategories', () => {
    for (const id of ['mens-clothing', 'womens-clothing', 'kids-clothing', 'footwear', 'accessories']) {
      expect(byId.get(id)?.parentId).toBe('root');
      expect(catalogue.categories.filter((c) => c.parentId === id).length).toBeGreaterThanOrEqual(4);
    }
    expect(CATEGORY_TREE).toHaveLength(5);
    expect(byId.get('mens-clothing-jackets')?.slugUrl).toEqual({ en: 'mens-jackets', fr: 'vestes-homme' });
    expect(byId.get('footwear-winter-boots')?.name).toEqual({ en: 'Winter Boots', fr: "Bottes d'hiver" });
  });

  it('lists parents before children and puts every product in an existing category', () => {
    const seen = new Set<string>();
    for (const c of catalogue.categories) {
      if (c.parentId) expect(seen.has(c.parentId)).toBe(true);
      seen.add(c.id);
    }
    for (const p of catalogue.products) expect(seen.has(p.primaryCategoryId)).toBe(true);
    for (const pc of catalogue.productCategories) expect(seen.has(pc.categoryId)).toBe(true);
  });

  it('fills New Arrivals and Sale from the flags', () => {
    const inCategory = (id: string) => new Set(catalogue.productCategories.filter((pc) => pc.categoryId === id).map((pc) => pc.productId));
    const fresh = inCategory('new-arrivals');
    const sale = inCategory('sale');
    expect(fresh.size).toBeGreaterThan(0);
    expect(sale.size).toBeGreaterThan(0);
    for (const p of catalogue.products) {
      expect(fresh.has(p.id)).toBe(p.isNew === true);
      expect(sale.has(p.id)).toBe(p.isSale === true);
    }
  });
});

describe('products', () => {
  it('has at least 300 masters in the default run, plus items, sets and bundles', () => {
    expect(masters.length).toBeGreaterThanOrEqual(300);
    expect(catalogue.products.filter((p) => p.type === 'item').length).toBeGreaterThan(0);
    expect(catalogue.products.filter((p) => p.type === 'set').length).toBeGreaterThanOrEqual(3);
    expect(catalogue.products.filter((p) => p.type === 'bundle').length).toBeGreaterThanOrEqual(3);
  });

  it('uses RL + 6 digit ids and unique ids and slugs', () => {
    for (const p of catalogue.products) expect(p.id).toMatch(/^RL\d{6}$/);
    const ids = [...catalogue.products.map((p) => p.id), ...catalogue.variants.map((v) => v.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const lang of ['en', 'fr'] as const) {
      const slugs = [...catalogue.products, ...catalogue.categories].map((p) => p.slugUrl?.[lang]).filter(Boolean);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('names every product in French differently from English', () => {
    for (const p of [...catalogue.products, ...catalogue.categories.filter((c) => c.id !== 'root')]) {
      expect(p.name.fr).toBeTruthy();
      expect(p.name.fr).not.toBe(p.name.en);
    }
    expect(catalogue.products.some((p) => /é|è|à/.test(p.name.fr ?? ''))).toBe(true);
  });

  it('keeps variants consistent with their master', () => {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const v of catalogue.variants) {
      const master = byId.get(v.masterId);
      expect(master?.type).toBe('master');
      const values = (id: 'color' | 'size') => master?.variationAttributes?.find((a) => a.id === id)?.values.map((x) => x.value) ?? [];
      expect(values('color')).toContain(v.color);
      expect(values('size')).toContain(v.size);
      expect(v.id).toBe(`${v.masterId}-${v.color}-${v.size}`);
    }
    for (const m of masters) {
      const colours = m.variationAttributes?.find((a) => a.id === 'color')?.values ?? [];
      expect(colours.length).toBeGreaterThanOrEqual(1);
      expect(colours.length).toBeLessThanOrEqual(5);
      for (const c of colours) expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
      // Every colour of the product is merchandised in c_colorID.
      for (const c of colours) expect(m.colorIds?.split('|')).toContain(c.value);
    }
    expect(catalogue.variants.some((v) => v.orderable === false)).toBe(true);
  });

  it('sometimes lists a colour the product lacks first in c_colorID', () => {
    const leadsWithMissing = masters.filter((m) => {
      const first = m.colorIds?.split('|')[0];
      return !m.variationAttributes?.[0]?.values.some((v) => v.value === first);
    });
    expect(leadsWithMissing.length).toBeGreaterThan(0);
  });

  it('gives valid, unique UPCs', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(isValidUpc('036000291452')).toBe(true);
    expect(isValidUpc('036000291453')).toBe(false);
    for (const v of catalogue.variants) expect(isValidUpc(v.upc)).toBe(true);
    expect(new Set(catalogue.variants.map((v) => v.upc)).size).toBe(catalogue.variants.length);
  });

  it('uses known tech badges, at most three and one UPF rating', () => {
    for (const p of catalogue.products) {
      const badges = p.techBadges ?? [];
      expect(badges.length).toBeLessThanOrEqual(3);
      for (const code of badges) expect(Object.keys(TECH_BADGES)).toContain(code);
      expect(badges.filter((b) => (UPF_BADGES as readonly string[]).includes(b)).length).toBeLessThanOrEqual(1);
    }
    expect(catalogue.products.some((p) => (p.techBadges ?? []).length === 3)).toBe(true);
  });

  it('sets plausible flags, ratings, dates and artwork', () => {
    const share = (test: (p: (typeof catalogue.products)[number]) => boolean) => catalogue.products.filter(test).length / catalogue.products.length;
    expect(share((p) => p.isNew === true)).toBeGreaterThan(0.08);
    expect(share((p) => p.isNew === true)).toBeLessThan(0.25);
    expect(share((p) => p.isSale === true)).toBeGreaterThan(0.1);
    expect(share((p) => p.isSale === true)).toBeLessThan(0.3);
    const twoYears = 731 * 86_400_000;
    for (const p of catalogue.products) {
      if (p.rating === null || p.rating === undefined) expect(p.reviewCount).toBe(0);
      else {
        expect(p.rating).toBeGreaterThanOrEqual(1);
        expect(p.rating).toBeLessThanOrEqual(5);
        expect(Math.round(p.rating * 10) / 10).toBe(p.rating);
      }
      const created = p.createdAt instanceof Date ? p.createdAt.getTime() : NaN;
      expect(created).toBeLessThanOrEqual(CATALOGUE_EPOCH.getTime());
      expect(created).toBeGreaterThan(CATALOGUE_EPOCH.getTime() - twoYears);
      expect(ARTWORK_KINDS).toContain(p.artwork.kind);
      expect(p.artwork.style).toBeGreaterThanOrEqual(0);
      expect(p.artwork.style).toBeLessThanOrEqual(3);
      expect(p.features?.fr?.length).toBe(p.features?.en.length);
    }
    expect(catalogue.products.some((p) => p.rating === null)).toBe(true);
    expect(catalogue.products.some((p) => p.stepQuantity === 2 && p.minOrderQuantity === 2)).toBe(true);
  });

  it('tells what each garment, shoe and pack is made of, in both languages; bottles, sets and bundles have no fabric', () => {
    for (const p of catalogue.products) {
      const textile = p.type !== 'set' && p.type !== 'bundle' && p.artwork.kind !== 'bottle';
      if (!textile) {
        expect(p.fabric ?? null).toBeNull();
        continue;
      }
      expect(p.fabric?.en.length).toBeGreaterThan(0);
      expect(p.fabric?.fr?.length).toBe(p.fabric?.en.length);
      expect(p.fabric?.fr).not.toEqual(p.fabric?.en);
    }
  });

  it('draws each product with a style that fits its noun', () => {
    const styleOf = (suffix: string) => [...new Set(catalogue.products.filter((p) => p.type === 'master' && p.name.en.endsWith(suffix)).map((p) => p.artwork.style))];
    expect(styleOf(' Vest')).toEqual([3]);
    expect(styleOf(' Beanie')).toEqual([1]);
    expect(styleOf(' Shorts').every((s) => s === 2)).toBe(true);
    for (const p of catalogue.products.filter((x) => x.type === 'item')) expect(p.artwork.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('builds sets and bundles from earlier products', () => {
    const byId = new Map(catalogue.products.map((p) => [p.id, p]));
    for (const group of catalogue.products.filter((p) => p.type === 'set' || p.type === 'bundle')) {
      const children = catalogue.productComponents.filter((c) => c.parentId === group.id);
      expect(children.length).toBeGreaterThanOrEqual(2);
      for (const child of children) {
        expect(child.childId < group.id).toBe(true);
        const type = byId.get(child.childId)?.type;
        expect(group.type === 'set' ? type === 'master' : type === 'item').toBe(true);
      }
    }
  });
});

describe('prices and inventory', () => {
  it('prices every master, item and bundle in USD and CAD', () => {
    for (const p of catalogue.products.filter((x) => x.type !== 'set')) {
      const usd = listPrice(p.id, 'usd-list')?.amountMinor;
      const cad = listPrice(p.id, 'cad-list')?.amountMinor;
      expect(usd).toBeGreaterThan(0);
      expect(cad).toBeGreaterThan(0);
      // CAD ≈ USD × 1.35, ending in .00 or .99.
      expect(Math.abs((cad ?? 0) / (usd ?? 1) - 1.35)).toBeLessThan(0.05);
      expect([0, 99]).toContain((cad ?? 0) % 100);
    }
    const jackets = masters.filter((m) => m.primaryCategoryId === 'mens-clothing-jackets');
    for (const j of jackets) {
      expect(listPrice(j.id, 'usd-list')?.amountMinor).toBeGreaterThanOrEqual(14900);
      expect(listPrice(j.id, 'usd-list')?.amountMinor).toBeLessThanOrEqual(44999);
    }
  });

  it('puts sale items on sale below their list price', () => {
    const sales = catalogue.prices.filter((p) => p.priceBookId.endsWith('-sale'));
    expect(sales.length).toBeGreaterThan(0);
    for (const sale of sales) {
      const list = catalogue.prices.find(
        (p) => p.productId === sale.productId && p.priceBookId === sale.priceBookId.replace('-sale', '-list') && p.minQuantity === sale.minQuantity,
      );
      expect(list).toBeDefined();
      expect(sale.amountMinor).toBeLessThan(list?.amountMinor ?? 0);
      expect(sale.amountMinor).toBeGreaterThanOrEqual(Math.floor((list?.amountMinor ?? 0) * 0.5) - 100);
    }
    for (const p of catalogue.products.filter((x) => x.isSale)) expect(listPrice(p.id, 'usd-sale')).toBeDefined();
  });

  it('has volume tiers and some variant-level prices', () => {
    const tiers = catalogue.prices.filter((p) => (p.minQuantity ?? 1) > 1);
    expect(tiers.some((t) => t.minQuantity === 3)).toBe(true);
    expect(tiers.some((t) => t.minQuantity === 5)).toBe(true);
    for (const tier of tiers) {
      const single = listPrice(tier.productId, tier.priceBookId)?.amountMinor ?? 0;
      expect(tier.amountMinor).toBeLessThan(single);
    }
    const variantIds = new Set(catalogue.variants.map((v) => v.id));
    expect(catalogue.prices.some((p) => variantIds.has(p.productId))).toBe(true);
  });

  it('stocks every variant, item and bundle, with some out of stock and some low', () => {
    const stocked = new Set(catalogue.inventoryRecords.map((r) => r.productId));
    for (const v of catalogue.variants) expect(stocked.has(v.id)).toBe(true);
    for (const p of catalogue.products.filter((x) => x.type === 'item' || x.type === 'bundle')) expect(stocked.has(p.id)).toBe(true);
    const total = catalogue.inventoryRecords.length;
    const out = catalogue.inventoryRecords.filter((r) => r.ats === 0).length / total;
    const low = catalogue.inventoryRecords.filter((r) => r.ats >= 1 && r.ats <= 5).length / total;
    expect(out).toBeGreaterThan(0.05);
    expect(out).toBeLessThan(0.11);
    expect(low).toBeGreaterThan(0.04);
    expect(low).toBeLessThan(0.1);
    for (const r of catalogue.inventoryRecords) expect(r.ats).toBeLessThanOrEqual(500);
  });
});
