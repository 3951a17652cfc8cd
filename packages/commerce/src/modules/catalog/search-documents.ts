import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Localized } from '../../db/localized.js';
import { CURRENCIES, getPrices } from '../pricing/index.js';
import { onlineCategoryPaths } from './category-service.js';
import { isOrderable, type LoadedProduct } from './product-mapper.js';
import { loadProducts } from './product-service.js';
import { tilePrices, toTileDocument, type TileDocument } from './tile-document.js';
import { productCategories, productComponents, products } from './schema.js';

/** A refinable value with what a facet shows for it: its name, a colour's hex, its place in the size scale. */
export type DocumentValue = { value: string; name?: Localized; hex?: string; position: number };

/**
 * What the catalogue tells product search about one online product: text per language,
 * where it is listed, what it can be refined and sorted by. Plain data, so the search
 * module never reads the catalogue, pricing or inventory tables itself.
 */
export type SearchDocument = {
  id: string;
  type: 'master' | 'set' | 'bundle' | 'item';
  name: Localized;
  keywords?: Localized;
  description?: Localized;
  /** Every category the product is listed in, each with its ancestors up to the root. */
  categoryIds: string[];
  colors: DocumentValue[];
  /** Sizes of orderable variants in stock. */
  sizes: DocumentValue[];
  techBadges: string[];
  isNew: boolean;
  isSale: boolean;
  rating: number | null;
  reviewCount: number;
  rank: number;
  createdAt: Date;
  /** Whether anything of it can be bought now (for a set: any of its pieces). */
  orderable: boolean;
  /**
   * Its tile in every language and currency (decision 031). Its price span per currency is what
   * price filters and sorts read, so they agree with the price the tile shows.
   */
  tile: TileDocument;
};

/**
 * Every online product id, grouped by primary category (then by id): an index built in this
 * order keeps each category's rows on neighbouring pages. Ids only, so 100,000 fit in memory.
 */
export async function listOnlineProductIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.online, true))
    .orderBy(asc(products.primaryCategoryId), asc(products.id));
  return rows.map((r) => r.id);
}

function valuesOf(p: LoadedProduct, id: 'color' | 'size'): DocumentValue[] {
  const attribute = p.row.variationAttributes.find((a) => a.id === id);
  return (attribute?.values ?? []).map((v, position) => ({
    value: v.value,
    name: v.name,
    ...(v.hex ? { hex: v.hex } : {}),
    position,
  }));
}

/** A set has no stock of its own: it can be bought while any of its pieces can. */
async function orderableSets(db: Database, setIds: string[]): Promise<Set<string>> {
  if (setIds.length === 0) return new Set();
  const components = await db
    .select({ parentId: productComponents.parentId, childId: productComponents.childId })
    .from(productComponents)
    .where(inArray(productComponents.parentId, setIds));
  const children = await loadProducts(db, [...new Set(components.map((c) => c.childId))], 'USD');
  const orderable = new Set<string>();
  for (const c of components) {
    const child = children.get(c.childId);
    if (child && isOrderable(child)) orderable.add(c.parentId);
  }
  return orderable;
}

/** Search documents for the given ids; unknown and offline products are left out. */
export async function getSearchDocuments(db: Database, ids: string[]): Promise<SearchDocument[]> {
  if (ids.length === 0) return [];
  const [loaded, memberships, paths] = await Promise.all([
    loadProducts(db, ids, 'USD'),
    db
      .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(inArray(productCategories.productId, ids)),
    onlineCategoryPaths(db),
  ]);
  const unitIds = [...loaded.values()].flatMap((p) => [p.row.id, ...p.variants.map((v) => v.id)]);
  const [otherPrices, sets] = await Promise.all([
    Promise.all(CURRENCIES.filter((c) => c !== 'USD').map(async (c) => [c, await getPrices(db, unitIds, c)] as const)),
    orderableSets(
      db,
      [...loaded.values()].filter((p) => p.row.type === 'set').map((p) => p.row.id),
    ),
  ]);
  const categoriesOf = new Map<string, Set<string>>();
  for (const m of memberships) {
    const path = paths.get(m.categoryId);
    if (!path) continue;
    const set = categoriesOf.get(m.productId) ?? new Set<string>();
    for (const id of path) set.add(id);
    categoriesOf.set(m.productId, set);
  }

  const documents: SearchDocument[] = [];
  for (const id of ids) {
    const p = loaded.get(id);
    if (!p) continue;
    const { row } = p;
    const prices: TileDocument['prices'] = { USD: tilePrices(p) };
    for (const [currency, book] of otherPrices) prices[currency] = tilePrices({ ...p, prices: book });
    const tile = toTileDocument(p, prices);
    const sizeNames = new Map(valuesOf(p, 'size').map((v) => [v.value, v]));
    const colors =
      row.type === 'master'
        ? valuesOf(p, 'color')
        : row.colorIds
            .split('|')
            .filter(Boolean)
            .map((value, position) => ({ value, position }));
    documents.push({
      id,
      type: row.type,
      name: row.name,
      ...(row.keywords ? { keywords: row.keywords } : {}),
      ...((row.longDescription ?? row.shortDescription) ? { description: row.longDescription ?? row.shortDescription! } : {}),
      categoryIds: [...(categoriesOf.get(id) ?? [])],
      colors,
      sizes: tile.orderableSizes.map((value) => sizeNames.get(value) ?? { value, position: 0 }),
      techBadges: row.techBadges,
      isNew: row.isNew,
      isSale: row.isSale,
      rating: row.rating,
      reviewCount: row.reviewCount,
      rank: row.rank,
      createdAt: row.createdAt,
      orderable: row.type === 'set' ? sets.has(id) : isOrderable(p),
      tile,
    });
  }
  return documents;
}
