import { pick, type Localized } from '../../db/localized.js';
import { listPrice, toMajor, type Currency } from '../pricing/index.js';
import type { ProductSummary } from './contract.js';
import { imageGroupsFor, primaryImage } from './images.js';
import { customFields, orderableValues, priceSpan, type LoadedProduct } from './product-mapper.js';
import type { Artwork, VariationAttribute } from './schema.js';
import { variationAttributesFor } from './variations.js';

/** A tile's prices in one currency, in minor units: the span of its units and the master's list price. */
type TilePrices = { min?: number; max?: number; list?: number };

/**
 * Everything a product tile (`ProductSummary`) is made of, in every language, with its prices
 * and stock already reduced to what the tile shows: which colours and sizes can be bought, and
 * a price span per currency. The search indexer keeps one per product (decision 031), so a
 * listing reads one row per tile instead of the product, every variant, price and stock record.
 */
export type TileDocument = {
  id: string;
  name: Localized;
  slugUrl?: Localized;
  artwork: Artwork;
  variationAttributes: VariationAttribute[];
  styleNumber: string;
  colorIds: string;
  techBadges: string[];
  isNew: boolean;
  isSale: boolean;
  rating: number | null;
  reviewCount: number;
  /** Colour and size values that some orderable variant in stock carries. */
  orderableColors: string[];
  orderableSizes: string[];
  /** For promotions that name variants (the Member Exclusive badge). */
  variantIds: string[];
  prices: Partial<Record<Currency, TilePrices>>;
};

/** The tile's prices in the currency `p` was loaded in. */
export function tilePrices(p: LoadedProduct): TilePrices {
  const span = priceSpan(p);
  const list = listPrice(p.prices.get(p.row.id));
  return {
    ...(span.min !== undefined ? { min: span.min } : {}),
    ...(span.max !== undefined ? { max: span.max } : {}),
    ...(list !== undefined ? { list } : {}),
  };
}

export function toTileDocument(p: LoadedProduct, prices: TileDocument['prices']): TileDocument {
  const { row } = p;
  const orderable = orderableValues(p);
  return {
    id: row.id,
    name: row.name,
    ...(row.slugUrl ? { slugUrl: row.slugUrl } : {}),
    artwork: row.artwork,
    variationAttributes: row.variationAttributes,
    styleNumber: row.styleNumber,
    colorIds: row.colorIds,
    techBadges: row.techBadges,
    isNew: row.isNew,
    isSale: row.isSale,
    rating: row.rating,
    reviewCount: row.reviewCount,
    orderableColors: [...orderable.color],
    orderableSizes: [...orderable.size],
    variantIds: p.variants.map((v) => v.id),
    prices,
  };
}

export function summaryFromTile(doc: TileDocument, ctx: { locale: string; currency: Currency }): ProductSummary {
  const name = pick(doc.name, ctx.locale) ?? doc.id;
  const imageGroups = imageGroupsFor(doc.artwork, doc.variationAttributes, name, ctx.locale);
  const orderable = { color: new Set(doc.orderableColors), size: new Set(doc.orderableSizes) };
  const summary: ProductSummary = {
    productId: doc.id,
    productName: name,
    currency: ctx.currency,
    imageGroups: imageGroups.filter((g) => g.viewType !== 'small'),
    variationAttributes: variationAttributesFor(doc.variationAttributes, ctx.locale, orderable),
    ...customFields(doc),
  };
  const slug = pick(doc.slugUrl, ctx.locale);
  if (slug) summary.slugUrl = slug;
  const prices = doc.prices[ctx.currency] ?? {};
  if (prices.min !== undefined) summary.price = toMajor(prices.min);
  if (prices.max !== undefined && prices.max !== prices.min) summary.priceMax = toMajor(prices.max);
  if (prices.list !== undefined) summary.listPrice = toMajor(prices.list);
  const image = primaryImage(imageGroups);
  if (image) summary.image = image;
  return summary;
}
