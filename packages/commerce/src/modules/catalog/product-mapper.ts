import { languageOf, pick } from '../../db/localized.js';
import { NO_STOCK, partName, type Availability } from '../inventory/index.js';
import { effectivePrices, listPrice, priceBookId, toMajor, unitPrice, type ProductPrices } from '../pricing/index.js';
import type { Product, ProductPromotion, Variant } from './contract.js';
import { imageGroupsFor } from './images.js';
import type { products, variants } from './schema.js';
import { variationAttributesFor } from './variations.js';

export type LoadedProduct = {
  row: typeof products.$inferSelect;
  variants: (typeof variants.$inferSelect)[];
  prices: Map<string, ProductPrices>;
  stock: Map<string, Availability>;
};
type Ctx = { locale: string; currency: 'USD' | 'CAD' };

/** Per sellable unit (variant, or the product itself when it has none): its prices and stock. */
function units(p: LoadedProduct) {
  if (p.row.type === 'item' || p.variants.length === 0) {
    return [{ id: p.row.id, prices: p.prices.get(p.row.id), stock: p.stock.get(p.row.id) ?? NO_STOCK, orderable: true }];
  }
  return p.variants.map((v) => ({
    id: v.id,
    prices: effectivePrices(p.prices, v.id, p.row.id),
    stock: p.stock.get(v.id) ?? NO_STOCK,
    orderable: v.orderable,
  }));
}

export function priceSpan(p: LoadedProduct, sellable = units(p)) {
  const amounts = sellable
    .map((u) => unitPrice(u.prices))
    .filter((a): a is number => a !== undefined);
  const own = unitPrice(p.prices.get(p.row.id));
  if (amounts.length === 0 && own !== undefined) amounts.push(own);
  if (amounts.length === 0) return {};
  return { min: Math.min(...amounts), max: Math.max(...amounts) };
}

export function orderableValues(p: LoadedProduct) {
  const color = new Set<string>();
  const size = new Set<string>();
  for (const v of p.variants) {
    const stock = p.stock.get(v.id) ?? NO_STOCK;
    if (v.orderable && stock.orderable) {
      color.add(v.color);
      size.add(v.size);
    }
  }
  return { color, size };
}

/** The spec's custom attributes, from a product row or a tile document (the same names in both). */
export function customFields(
  source: Pick<typeof products.$inferSelect, 'styleNumber' | 'colorIds' | 'techBadges' | 'isNew' | 'isSale' | 'rating' | 'reviewCount'>,
) {
  return {
    c_styleNumber: source.styleNumber,
    c_colorID: source.colorIds,
    c_technologyGridBadge: source.techBadges.join('|'),
    c_isNew: source.isNew,
    c_isSale: source.isSale,
    c_bvAverageRating: source.rating,
    c_bvReviewCount: source.reviewCount,
  };
}

/** Variants with their own price and stock, as the product page and (on request) search hits show them. */
export function variantsOf(p: LoadedProduct): Variant[] {
  return p.variants.map((v) => {
    const prices = effectivePrices(p.prices, v.id, p.row.id);
    const price = unitPrice(prices);
    const list = listPrice(prices);
    return {
      productId: v.id,
      variationValues: { color: v.color, size: v.size },
      orderable: v.orderable && (p.stock.get(v.id) ?? NO_STOCK).orderable,
      upc: v.upc,
      ...(price !== undefined ? { price: toMajor(price) } : {}),
      ...(list !== undefined ? { listPrice: toMajor(list) } : {}),
    };
  });
}

/** Whether any unit of it can be bought now: product search lists only such products. */
export function isOrderable(p: LoadedProduct): boolean {
  return units(p).some((u) => u.orderable && u.stock.orderable);
}

/** Lines in the locale's language, English where French is missing. */
const inLanguage = (lines: { en: string[]; fr?: string[] } | null, locale: string): string[] =>
  (languageOf(locale) === 'fr' ? lines?.fr : undefined) ?? lines?.en ?? [];

export function toProduct(p: LoadedProduct, ctx: Ctx, promotions: ProductPromotion[]): Product {
  const { row } = p;
  const name = pick(row.name, ctx.locale) ?? row.id;
  const all = units(p);
  const span = priceSpan(p, all);
  const inventories = all.map((u) => ({
    id: u.id,
    ats: u.stock.ats,
    stockLevel: u.stock.ats,
    orderable: u.orderable && u.stock.orderable,
    backorderable: u.stock.backorderable,
  }));
  const totalAts = inventories.reduce((sum, i) => sum + i.ats, 0);
  // A bundle is its one unit; its stock may be set by a part's.
  const limitedBy = all.length === 1 ? all[0]!.stock.limitedBy : undefined;
  const masterPrices = p.prices.get(row.id);
  const product: Product = {
    id: row.id,
    type: row.type,
    name,
    brand: row.brand,
    primaryCategoryId: row.primaryCategoryId,
    currency: ctx.currency,
    priceRanges: (['list', 'sale'] as const).flatMap((kind) => {
      const amounts = all
        .map((u) => u.prices?.[kind]?.[0]?.amountMinor)
        .filter((a): a is number => a !== undefined);
      if (amounts.length === 0) return [];
      return [
        {
          minPrice: toMajor(Math.min(...amounts)),
          maxPrice: toMajor(Math.max(...amounts)),
          pricebook: priceBookId(ctx.currency, kind),
        },
      ];
    }),
    // Tiers are shown only for products that have more than one price step.
    tieredPrices: (['list', 'sale'] as const).flatMap((kind) => {
      const tiers = masterPrices?.[kind] ?? [];
      if (tiers.length < 2) return [];
      return tiers.map((tier) => ({
        quantity: tier.minQuantity,
        price: toMajor(tier.amountMinor),
        pricebook: priceBookId(ctx.currency, kind),
      }));
    }),
    stepQuantity: row.stepQuantity,
    minOrderQuantity: totalAts === 0 ? 0 : row.minOrderQuantity,
    features: inLanguage(row.features, ctx.locale),
    fabric: inLanguage(row.fabric, ctx.locale),
    variationAttributes: variationAttributesFor(row.variationAttributes, ctx.locale, orderableValues(p)),
    variants: variantsOf(p),
    imageGroups: imageGroupsFor(row.artwork, row.variationAttributes, name, ctx.locale),
    inventory: {
      id: row.id,
      ats: totalAts,
      stockLevel: totalAts,
      orderable: inventories.some((i) => i.orderable),
      backorderable: inventories.some((i) => i.backorderable),
      ...(limitedBy ? { lowestStockLevelProductName: partName(limitedBy, ctx.locale) } : {}),
    },
    inventories,
    promotions,
    ...customFields(p.row),
  };
  const optional = {
    shortDescription: pick(row.shortDescription, ctx.locale),
    longDescription: pick(row.longDescription, ctx.locale),
    pageTitle: pick(row.pageTitle, ctx.locale),
    pageDescription: pick(row.pageDescription, ctx.locale),
    slugUrl: pick(row.slugUrl, ctx.locale),
    manufacturerSku: row.manufacturerSku ?? undefined,
    price: span.min !== undefined ? toMajor(span.min) : undefined,
    priceMax: span.max !== undefined && span.max !== span.min ? toMajor(span.max) : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) (product as Record<string, unknown>)[key] = value;
  }
  return product;
}
