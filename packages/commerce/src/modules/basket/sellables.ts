import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import { pick } from '../../db/localized.js';
import { categoryAncestors } from '../catalog/category-service.js';
import type { Image } from '../catalog/contract.js';
import { imageGroupsFor, primaryImage } from '../catalog/images.js';
import { productCategories, products, variants } from '../catalog/schema.js';
import { getAvailability, type Availability } from '../inventory/service.js';
import { effectivePrices, getPrices, listPrice, type Currency, type Tier } from '../pricing/service.js';

/** Something a basket line can hold: a variant, a standard item or a bundle (each has its own stock). */
export type Sellable = {
  id: string;
  kind: 'variant' | 'item' | 'bundle';
  /** The master of a variant; the product itself otherwise. */
  productId: string;
  name: string;
  variationValues?: { color: string; size: string };
  /** Display names of the variation values, e.g. { color: 'Black', size: 'M' }. */
  variationNames?: { color?: string; size?: string };
  image?: Image;
  /** The price tiers that apply: the sale price book's, else the list's. Empty when unpriced. */
  tiers: Tier[];
  listUnitPrice?: number;
  stock: Availability;
  orderable: boolean;
  stepQuantity: number;
  minOrderQuantity: number;
  /** Categories of the product and all their ancestors, for category promotions. */
  categoryIds: string[];
};

const NO_STOCK: Availability = { ats: 0, orderable: false, backorderable: false };

/** Sellables by id in one currency and locale; unknown, offline or unsellable ids (masters, sets) are left out. */
export async function loadSellables(
  db: Database,
  ids: readonly string[],
  ctx: { currency: Currency; locale: string },
): Promise<Map<string, Sellable>> {
  const result = new Map<string, Sellable>();
  if (ids.length === 0) return result;
  const variantRows = await db.select().from(variants).where(anyOf(variants.id, ids));
  const productIds = [...new Set([...ids, ...variantRows.map((v) => v.masterId)])];
  // Sequential on purpose: inside a transaction (add to bag, place order) there is one connection,
  // and overlapping queries on it are deprecated in pg (removed in pg 9).
  const productRows = await db.select().from(products).where(and(anyOf(products.id, productIds), eq(products.online, true)));
  const prices = await getPrices(db, productIds, ctx.currency);
  const stock = await getAvailability(db, ids);
  const links = await db.select().from(productCategories).where(anyOf(productCategories.productId, productIds));
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const ancestors = await categoryAncestors(db, [...new Set(links.map((l) => l.categoryId))]);
  const categoriesOf = (productId: string) => {
    const own = links.filter((l) => l.productId === productId).map((l) => ancestors.get(l.categoryId) ?? []);
    return [...new Set(own.flat())];
  };
  const base = (row: typeof products.$inferSelect) => ({
    productId: row.id,
    name: pick(row.name, ctx.locale) ?? row.id,
    stepQuantity: row.stepQuantity,
    minOrderQuantity: row.minOrderQuantity,
    categoryIds: categoriesOf(row.id),
  });
  for (const v of variantRows) {
    const master = byId.get(v.masterId);
    if (!master) continue;
    const own = effectivePrices(prices, v.id, master.id);
    const attributes = master.variationAttributes;
    const valueName = (id: 'color' | 'size', value: string) =>
      pick(attributes.find((a) => a.id === id)?.values.find((x) => x.value === value)?.name, ctx.locale);
    const groups = imageGroupsFor(master.artwork, attributes, pick(master.name, ctx.locale) ?? master.id, ctx.locale);
    const image = primaryImage(groups, v.color);
    result.set(v.id, {
      ...base(master),
      id: v.id,
      kind: 'variant',
      variationValues: { color: v.color, size: v.size },
      variationNames: { color: valueName('color', v.color), size: valueName('size', v.size) },
      ...(image ? { image } : {}),
      tiers: own?.sale ?? own?.list ?? [],
      ...(listPrice(own) !== undefined ? { listUnitPrice: listPrice(own) } : {}),
      stock: stock.get(v.id) ?? NO_STOCK,
      orderable: v.orderable,
    });
  }
  for (const id of ids) {
    const row = byId.get(id);
    if (!row || (row.type !== 'item' && row.type !== 'bundle')) continue;
    const own = prices.get(id);
    const image = primaryImage(imageGroupsFor(row.artwork, row.variationAttributes, pick(row.name, ctx.locale) ?? id, ctx.locale));
    result.set(id, {
      ...base(row),
      id,
      kind: row.type,
      ...(image ? { image } : {}),
      tiers: own?.sale ?? own?.list ?? [],
      ...(listPrice(own) !== undefined ? { listUnitPrice: listPrice(own) } : {}),
      stock: stock.get(id) ?? NO_STOCK,
      orderable: true,
    });
  }
  return result;
}
