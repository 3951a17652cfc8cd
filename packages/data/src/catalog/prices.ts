import type { Assortment } from './assortment.js';
import type { PriceBookRow, PriceRow } from './commerce.js';
import { Rng, Stream } from './random.js';

export const PRICE_BOOKS: readonly PriceBookRow[] = [
  { id: 'usd-list', currency: 'USD', kind: 'list', name: 'USD list prices' },
  { id: 'usd-sale', currency: 'USD', kind: 'sale', name: 'USD sale prices' },
  { id: 'cad-list', currency: 'CAD', kind: 'list', name: 'CAD list prices' },
  { id: 'cad-sale', currency: 'CAD', kind: 'sale', name: 'CAD sale prices' },
];

export const CAD_PER_USD = 1.35;
/** Kinds sold by the unit in quantity: they get volume tiers. */
const TIERED_KINDS = new Set(['socks', 'bottle', 'base-layer']);
export const SALE_PERCENTS = [10, 15, 20, 25, 30, 40, 50] as const;
/** Volume tiers: price per unit from that quantity on, as a share of the single-unit price. */
const TIERS = [
  { minQuantity: 3, factor: 0.9 },
  { minQuantity: 5, factor: 0.85 },
] as const;

/**
 * The USD list price of a master or item, in cents. It depends only on (seed, index), so a
 * bundle can price itself from its components without generating them.
 * Price points end in 9 dollars ($189.00) or in .99 ($189.99), as shops do.
 */
export function listPriceUsd(seed: number, index: number, assortment: Assortment): number {
  const rng = Rng.for(seed, index, Stream.price);
  const [min, max] = assortment.priceUsd;
  const raw = rng.int(min, max);
  const dollars = Math.round(raw / 10) * 10 - 1 >= min ? Math.round(raw / 10) * 10 - 1 : raw;
  return rng.chance(0.35) ? dollars * 100 + 99 : dollars * 100;
}

/** CAD ≈ USD × 1.35, kept on the same kind of price point: whole dollars or .99. */
export function toCad(usdMinor: number): number {
  const dollars = Math.round((usdMinor * CAD_PER_USD) / 100);
  return usdMinor % 100 === 0 ? dollars * 100 : dollars * 100 - 1;
}

/** The highest price ending in .99 at or below the discounted price: at least `percentOff` off. */
export function salePrice(listMinor: number, percentOff: number): number {
  const raw = (listMinor * (100 - percentOff)) / 100;
  return Math.max(Math.floor((raw + 1) / 100) * 100 - 1, 99);
}

/** Rounded down to a price ending in 9 cents. */
function tierPrice(unitMinor: number, factor: number): number {
  return Math.floor((unitMinor * factor) / 10) * 10 + 9;
}

export type PriceInput = {
  productId: string;
  listUsd: number;
  isSale: boolean;
  /** Discount of the sale books, when on sale. */
  percentOff: number;
  tiered: boolean;
  /** Variants priced on their own: [variant id, USD list cents]. */
  variantListUsd: ReadonlyArray<readonly [string, number]>;
};

function rowsFor(productId: string, usd: number, cad: number, isSale: boolean, percent: number, tiered: boolean): PriceRow[] {
  const books: Array<[string, number]> = [
    ['usd-list', usd],
    ['cad-list', cad],
  ];
  if (isSale) books.push(['usd-sale', salePrice(usd, percent)], ['cad-sale', salePrice(cad, percent)]);
  const rows: PriceRow[] = [];
  for (const [priceBookId, amountMinor] of books) {
    rows.push({ priceBookId, productId, minQuantity: 1, amountMinor });
    if (tiered)
      for (const tier of TIERS)
        rows.push({ priceBookId, productId, minQuantity: tier.minQuantity, amountMinor: tierPrice(amountMinor, tier.factor) });
  }
  return rows;
}

export function priceRows(input: PriceInput): PriceRow[] {
  const percent = input.percentOff;
  const rows = rowsFor(input.productId, input.listUsd, toCad(input.listUsd), input.isSale, percent, input.tiered);
  for (const [variantId, usd] of input.variantListUsd)
    rows.push(...rowsFor(variantId, usd, toCad(usd), input.isSale, percent, false));
  return rows;
}

export function isTieredKind(kind: string): boolean {
  return TIERED_KINDS.has(kind);
}

/** A bundle costs 15% less than its parts bought separately. */
export function bundlePriceUsd(componentsUsd: number): number {
  const dollars = Math.max(1, Math.floor((componentsUsd * 0.85) / 100));
  return dollars * 100 + 99 < componentsUsd ? dollars * 100 + 99 : dollars * 100;
}
