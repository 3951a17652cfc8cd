import { and, eq } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { Database } from '../../db/client.js';
import { priceBooks, prices } from './schema.js';

export type Currency = 'USD' | 'CAD';
export const CURRENCIES: readonly Currency[] = ['USD', 'CAD'];

/** Price of one product in one currency: list and (optional) sale price, each with tiers. */
export type ProductPrices = {
  list?: Tier[];
  sale?: Tier[];
};
/** From `minQuantity` units on, each unit costs `amountMinor`. Sorted by minQuantity. */
export type Tier = { minQuantity: number; amountMinor: number };

export function priceBookId(currency: Currency, kind: 'list' | 'sale'): string {
  return `${currency.toLowerCase()}-${kind}`;
}

/**
 * Prices for the given products (masters and/or variants) in one currency,
 * keyed by product id. Products without a price are absent.
 */
export async function getPrices(
  db: Database,
  productIds: readonly string[],
  currency: Currency,
): Promise<Map<string, ProductPrices>> {
  const result = new Map<string, ProductPrices>();
  if (productIds.length === 0) return result;
  const rows = await db
    .select({
      productId: prices.productId,
      kind: priceBooks.kind,
      minQuantity: prices.minQuantity,
      amountMinor: prices.amountMinor,
    })
    .from(prices)
    .innerJoin(priceBooks, eq(priceBooks.id, prices.priceBookId))
    .where(and(anyOf(prices.productId, productIds), eq(priceBooks.currency, currency)))
    .orderBy(prices.productId, prices.minQuantity);
  for (const row of rows) {
    const entry = result.get(row.productId) ?? {};
    (entry[row.kind] ??= []).push({ minQuantity: row.minQuantity, amountMinor: row.amountMinor });
    result.set(row.productId, entry);
  }
  return result;
}

/** What one unit costs at quantity `quantity`: the sale price when there is one, else the list price. */
export function unitPrice(p: ProductPrices | undefined, quantity = 1): number | undefined {
  const tiers = p?.sale ?? p?.list;
  if (!tiers) return undefined;
  let amount: number | undefined;
  for (const tier of tiers) if (tier.minQuantity <= quantity) amount = tier.amountMinor;
  return amount;
}

export function listPrice(p: ProductPrices | undefined): number | undefined {
  return p?.list?.find((t) => t.minQuantity === 1)?.amountMinor;
}

/** Variant prices override the master's; a variant without its own price costs what the master does. */
export function effectivePrices(
  all: Map<string, ProductPrices>,
  variantId: string,
  masterId: string,
): ProductPrices | undefined {
  const own = all.get(variantId);
  const master = all.get(masterId);
  if (!own) return master;
  return { list: own.list ?? master?.list, sale: own.sale ?? master?.sale };
}

export function toMajor(amountMinor: number): number {
  return Math.round(amountMinor) / 100;
}
