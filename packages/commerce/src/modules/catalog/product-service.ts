import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import { getAvailability } from '../inventory/index.js';
import { getPrices, type Currency, type PriceMoment } from '../pricing/index.js';
import { ancestorsIn, cachedCategoryTree, categoryWithDescendants } from './category-service.js';
import { bundleComponents } from './components.js';
import { pick } from '../../db/localized.js';
import {
  cachedPromotions,
  calloutsFor,
  memberExclusiveCandidates,
  memberExclusiveOf,
  needsCategories,
  type PromotionCatalogue,
} from '../promotion/index.js';
import type { MemberExclusive, Product, ProductList, ProductPromotion, ProductSummary } from './contract.js';
import { toProduct, variantsOf, type LoadedProduct } from './product-mapper.js';
import { summaryFromTile, tilePrices, toTileDocument, type TileDocument } from './tile-document.js';
import { productCategories, productComponents, products, variants } from './schema.js';

/** The locale and currency asked for, and the moment and source code whose prices and promotions apply (now, none). */
export type ProductContext = { locale: string; currency: Currency; prices?: PriceMoment };

/** Loads products with their variants, prices and stock: four queries in two round trips, whatever the count. */
export async function loadProducts(
  db: Database,
  ids: string[],
  currency: Currency,
  moment?: PriceMoment,
): Promise<Map<string, LoadedProduct>> {
  const loaded = new Map<string, LoadedProduct>();
  if (ids.length === 0) return loaded;
  const [rows, variantRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.online, true))),
    db.select().from(variants).where(inArray(variants.masterId, ids)).orderBy(asc(variants.position)),
  ]);
  // Variants, items and bundles have stock records of their own (a bundle is sold as one unit, and
  // its parts' stock counts too).
  const stockIds = [
    ...variantRows.map((v) => v.id),
    ...rows.filter((r) => r.type === 'item' || r.type === 'bundle').map((r) => r.id),
  ];
  const [prices, stock] = await Promise.all([
    getPrices(db, [...rows.map((r) => r.id), ...variantRows.map((v) => v.id)], currency, moment),
    bundleComponents(
      db,
      rows.filter((r) => r.type === 'bundle').map((r) => r.id),
    ).then((bundles) => getAvailability(db, stockIds, bundles)),
  ]);
  for (const row of rows) loaded.set(row.id, { row, variants: [], stock, prices });
  for (const v of variantRows) loaded.get(v.masterId)?.variants.push(v);
  return loaded;
}

/** The product a `/p/{slug}` URL names, by its slug in any language. */
export async function getProductIdBySlug(db: Database, slug: string): Promise<string> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.online, true),
        or(sql`${products.slugUrl}->>'en' = ${slug}`, sql`${products.slugUrl}->>'fr' = ${slug}`),
      ),
    )
    .limit(1);
  if (!row) throw new NotFoundError('Product', slug);
  return row.id;
}

/** Whether a shopper can see the product: what the URL mapping checks before pointing anyone at it. */
export async function isProductOnline(db: Database, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), eq(products.online, true)))
    .limit(1);
  return row !== undefined;
}

/** Whether the catalogue has anything to show: an empty one needs no search index. */
export async function hasOnlineProducts(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.online, true)).limit(1);
  return row !== undefined;
}

export async function getProduct(db: Database, id: string, ctx: ProductContext): Promise<Product> {
  const [product] = await getProducts(db, [id], ctx);
  if (!product) throw new NotFoundError('Product', id);
  return product;
}

/**
 * Whole products (variations, prices, images, stock, promotions, set and bundle components) in
 * the order of `ids`; unknown and offline ids are left out. The products and the promotions load
 * once for all, then their categories (for category promotions) with the sets' and bundles' components.
 */
export async function getProducts(db: Database, ids: readonly string[], ctx: ProductContext): Promise<Product[]> {
  const wanted = [...new Set(ids)];
  const [loaded, catalogue] = await Promise.all([loadProducts(db, wanted, ctx.currency, ctx.prices), cachedPromotions(db)]);
  const found = wanted.flatMap((id) => {
    const product = loaded.get(id);
    return product ? [product] : [];
  });
  const [categories, components] = await Promise.all([
    needsCategories(catalogue.promotions)
      ? categoriesOf(
          db,
          found.map((p) => p.row.id),
        )
      : new Map<string, string[]>(),
    Promise.all(
      found.map((p) => (p.row.type === 'set' || p.row.type === 'bundle' ? componentsOf(db, p.row.id, ctx) : undefined)),
    ),
  ]);
  return found.map((product, i) => {
    const id = product.row.id;
    const item = { id, variantIds: product.variants.map((v) => v.id), categoryIds: categories.get(id) ?? [] };
    const { memberExclusive, promotions } = productPromotions(item, catalogue, ctx);
    const dto = toProduct(product, ctx, promotions);
    if (memberExclusive) dto.memberExclusive = memberExclusive;
    if (product.row.type === 'set') dto.setProducts = components[i];
    if (product.row.type === 'bundle') dto.bundledProducts = components[i];
    return dto;
  });
}

/** A set's or bundle's products, in their order, with the quantity of each. */
async function componentsOf(db: Database, id: string, ctx: ProductContext) {
  const components = await db
    .select()
    .from(productComponents)
    .where(eq(productComponents.parentId, id))
    .orderBy(asc(productComponents.position));
  const children = await getSummaries(
    db,
    components.map((c) => c.childId),
    ctx,
  );
  return components.flatMap((c) => {
    const child = children.get(c.childId);
    return child ? [{ quantity: c.quantity, product: child }] : [];
  });
}

/**
 * What a product page shows of the promotions in force (spec 2 §3 promotions, memberExclusive):
 * the callouts of the page 'product' (product and category promotions covering the product or one
 * of its variants, site-wide ones; never coupon-only ones) and the 'Member Exclusive' badge. The
 * page is the same for every shopper, so a member-exclusive callout opens the account flow.
 */
function productPromotions(
  item: { id: string; variantIds: string[]; categoryIds: string[] },
  catalogue: PromotionCatalogue,
  ctx: ProductContext,
): { memberExclusive?: MemberExclusive; promotions: ProductPromotion[] } {
  const { categoryIds } = item;
  // The shopper context's moment and source code (decision 049), else now and none.
  const now = ctx.prices?.at ?? new Date();
  const callouts = calloutsFor({
    ...(ctx.prices?.sourceCode ? { sourceCode: ctx.prices.sourceCode } : {}),
    page: 'product',
    promotions: catalogue.promotions,
    now,
    currency: ctx.currency,
    products: [item.id, ...item.variantIds].map((productId) => ({ productId, masterId: item.id, categoryIds })),
    // No coupon is applied on a product page: promotions a coupon unlocks stay hidden.
    couponCodes: [],
    coupons: catalogue.coupons,
  });
  return {
    memberExclusive: memberExclusiveOf(
      { productId: item.id, variantIds: item.variantIds, categoryIds },
      memberExclusiveCandidates(catalogue.promotions),
      { now, currency: ctx.currency, locale: ctx.locale },
    ),
    promotions: callouts.map((c) => ({
      promotionId: c.promotionId,
      calloutMsg: pick(c.message, ctx.locale) ?? c.message.en,
      callOutMessageDisplayPages: [...c.displayPages],
      calloutOpenAccount: c.memberExclusive,
      isExclusive: c.isExclusive,
    })),
  };
}

/** `variants`: each summary carries its variants with price and availability. */
export type SummaryOptions = { variants?: boolean };

/** Summaries keyed by id, for tiles; unknown or offline ids are left out. */
export async function getSummaries(
  db: Database,
  ids: string[],
  ctx: ProductContext,
  options: SummaryOptions = {},
): Promise<Map<string, ProductSummary>> {
  const loaded = await loadProducts(db, ids, ctx.currency, ctx.prices);
  const tiles = ids.flatMap((id) => {
    const product = loaded.get(id);
    return product ? [toTileDocument(product, { [ctx.currency]: tilePrices(product) })] : [];
  });
  const result = await summariesFromTiles(db, tiles, ctx);
  if (options.variants) {
    for (const [id, summary] of result) summary.variants = variantsOf(loaded.get(id)!);
  }
  return result;
}

/**
 * Summaries from tile documents the search index keeps (decision 031): the same as
 * `getSummaries` gives for these products, without loading them.
 */
export async function summariesFromTiles(
  db: Database,
  tiles: readonly TileDocument[],
  ctx: ProductContext,
): Promise<Map<string, ProductSummary>> {
  const badges = await memberExclusiveBadges(db, tiles, ctx);
  const result = new Map<string, ProductSummary>();
  for (const tile of tiles) {
    const summary = summaryFromTile(tile, ctx);
    const badge = badges.get(tile.id);
    if (badge) summary.memberExclusive = badge;
    result.set(tile.id, summary);
  }
  return result;
}

/**
 * The 'Member Exclusive' badge of each product a member-exclusive promotion covers (decision 024).
 * Promotions and the category tree come from the copies basket pricing uses (decision 027), so a
 * badge and the discount the bag then applies agree; the products' categories are read only when a
 * candidate is category-scoped.
 */
async function memberExclusiveBadges(
  db: Database,
  items: readonly { id: string; variantIds: string[] }[],
  ctx: ProductContext,
): Promise<Map<string, MemberExclusive>> {
  const badges = new Map<string, MemberExclusive>();
  if (items.length === 0) return badges;
  const candidates = memberExclusiveCandidates((await cachedPromotions(db)).promotions);
  if (candidates.length === 0) return badges;
  const categories = needsCategories(candidates)
    ? await categoriesOf(
        db,
        items.map((p) => p.id),
      )
    : new Map();
  const now = new Date();
  for (const p of items) {
    const badge = memberExclusiveOf(
      { productId: p.id, variantIds: p.variantIds, categoryIds: categories.get(p.id) ?? [] },
      candidates,
      { now, currency: ctx.currency, locale: ctx.locale },
    );
    if (badge) badges.set(p.id, badge);
  }
  return badges;
}

/** Each product's categories with their ancestors: what a category promotion matches. */
async function categoriesOf(db: Database, productIds: string[]): Promise<Map<string, string[]>> {
  const links = await db
    .select({ productId: productCategories.productId, categoryId: productCategories.categoryId })
    .from(productCategories)
    .where(inArray(productCategories.productId, productIds));
  const ancestors = ancestorsIn(await cachedCategoryTree(db), [...new Set(links.map((l) => l.categoryId))]);
  const result = new Map<string, string[]>();
  for (const link of links) {
    const list = result.get(link.productId) ?? [];
    list.push(...(ancestors.get(link.categoryId) ?? []));
    result.set(link.productId, list);
  }
  return result;
}

export type ListQuery = ProductContext & {
  categoryId?: string;
  q?: string;
  limit: number;
  offset: number;
};

/**
 * A page of products in a category (and its subcategories) or matching a text, in featured order.
 * Paging and counting happen in the query; relevance, facets and sorting arrive with product search.
 */
export async function listProducts(db: Database, query: ListQuery): Promise<ProductList> {
  const conditions = [eq(products.online, true)];
  if (query.categoryId) {
    const ids = await categoryWithDescendants(db, query.categoryId);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productCategories)
          .where(and(eq(productCategories.productId, products.id), inArray(productCategories.categoryId, ids))),
      ),
    );
  }
  if (query.q) {
    const pattern = `%${query.q.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
    const language = query.locale.startsWith('fr') ? 'fr' : 'en';
    conditions.push(
      or(ilike(sql`${products.name}->>'en'`, pattern), ilike(sql`${products.name}->>${language}`, pattern))!,
    );
  }
  const where = and(...conditions);
  const [page, [count]] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(asc(products.rank), asc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const ids = page.map((p) => p.id);
  const summaries = await getSummaries(db, ids, query);
  return {
    total: count?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
    hits: ids.flatMap((id) => summaries.get(id) ?? []),
  };
}

export type ProductIndexEntry = { productId: string; slugUrl?: string; lastModified: string };

/** Every online product's id and slug, in id order, a page at a time: for sitemaps and feeds. */
export async function listProductIndex(
  db: Database,
  query: { locale: string; limit: number; offset: number },
): Promise<{ total: number; entries: ProductIndexEntry[] }> {
  const language = query.locale.startsWith('fr') ? 'fr' : 'en';
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: sql<string | null>`coalesce(${products.slugUrl}->>${language}, ${products.slugUrl}->>'en')`,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(eq(products.online, true))
      .orderBy(asc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.online, true)),
  ]);
  return {
    total: count?.total ?? 0,
    entries: rows.map((r) => ({
      productId: r.id,
      ...(r.slug ? { slugUrl: r.slug } : {}),
      lastModified: new Date(r.createdAt).toISOString(),
    })),
  };
}
