import { and, eq, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import { pick } from '../../db/localized.js';
import { effectivePrices, getPrices, listPrice, type Currency, type PriceMoment, type Tier } from '../pricing/index.js';
import { ancestorsIn, cachedCategoryTree, type CategoryTree } from './category-service.js';
import type { Image } from './contract.js';
import { imageGroupsFor, primaryImage } from './images.js';
import { productCategories, products, variants } from './schema.js';

/**
 * What the catalogue says of something a basket line can hold: a variant, a standard item or a
 * bundle, each with its own stock record (which the inventory holds: this is without stock).
 */
export type SellableFacts = {
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
  orderable: boolean;
  stepQuantity: number;
  minOrderQuantity: number;
  /** Categories of the product and all their ancestors, for category promotions. */
  categoryIds: string[];
};

/** The product columns a sellable is made of: descriptions, features and the rest stay in the table. */
const productColumns = {
  id: products.id,
  type: products.type,
  name: products.name,
  stepQuantity: products.stepQuantity,
  minOrderQuantity: products.minOrderQuantity,
  variationAttributes: products.variationAttributes,
  artwork: products.artwork,
};
type ProductRow = Pick<typeof products.$inferSelect, keyof typeof productColumns>;

/**
 * The ids asked for and the masters of those that are variants, as one array expression: the
 * products and prices queries use it directly, so neither waits for a variants query first.
 */
const withMasters = (ids: readonly string[]) => {
  const param = sql.param([...ids]);
  return sql`(${param}::text[] || array(select ${variants.masterId} from ${variants} where ${variants.id} = ANY(${param}::text[])))`;
};

/**
 * Sellables by id in one currency and locale, without stock; unknown, offline or unsellable ids
 * (masters, sets) are left out. Two statements whatever the count: the products with the asked-for
 * variants and their category links, then the prices. Categories' ancestors come from `categories`,
 * the basket's cached tree unless one is given (decision 027).
 */
export async function loadSellableFacts(
  db: Database,
  ids: readonly string[],
  ctx: { currency: Currency; locale: string; prices?: PriceMoment },
  categories?: CategoryTree,
): Promise<Map<string, SellableFacts>> {
  const result = new Map<string, SellableFacts>();
  if (ids.length === 0) return result;
  const tree = categories ?? (await cachedCategoryTree(db));
  // Sequential on purpose: inside a transaction (add to bag, place order) there is one connection,
  // and overlapping queries on it are deprecated in pg (removed in pg 9).
  const rows = await db
    .select({
      product: productColumns,
      variant: variants,
      categoryIds: sql<string[]>`array(select ${productCategories.categoryId} from ${productCategories} where ${productCategories.productId} = ${products.id})`,
    })
    .from(products)
    .leftJoin(variants, and(eq(variants.masterId, products.id), anyOf(variants.id, ids)))
    .where(and(sql`${products.id} = ANY(${withMasters(ids)})`, eq(products.online, true)));
  const byId = new Map<string, ProductRow>();
  const linksOf = new Map<string, string[]>();
  const variantRows: (typeof variants.$inferSelect)[] = [];
  for (const row of rows) {
    byId.set(row.product.id, row.product);
    linksOf.set(row.product.id, row.categoryIds ?? []);
    if (row.variant) variantRows.push(row.variant);
  }
  const prices = await getPrices(db, [...new Set([...ids, ...variantRows.map((v) => v.masterId)])], ctx.currency, ctx.prices);
  const ancestors = ancestorsIn(tree, [...new Set([...linksOf.values()].flat())]);
  const categoriesOf = (productId: string) => {
    const own = (linksOf.get(productId) ?? []).map((id) => ancestors.get(id) ?? []);
    return [...new Set(own.flat())];
  };
  const base = (row: ProductRow) => ({
    productId: row.id,
    name: pick(row.name, ctx.locale) ?? row.id,
    stepQuantity: row.stepQuantity,
    minOrderQuantity: row.minOrderQuantity,
    categoryIds: categoriesOf(row.id),
  });
  // In the order asked for, as the query answers in no particular order.
  const variantById = new Map(variantRows.map((v) => [v.id, v]));
  for (const id of ids) {
    const v = variantById.get(id);
    if (v) {
      const master = byId.get(v.masterId);
      if (!master) continue;
      const own = effectivePrices(prices, v.id, master.id);
      const attributes = master.variationAttributes;
      const valueName = (attr: 'color' | 'size', value: string) =>
        pick(attributes.find((a) => a.id === attr)?.values.find((x) => x.value === value)?.name, ctx.locale);
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
        orderable: v.orderable,
      });
      continue;
    }
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
      orderable: true,
    });
  }
  return result;
}
