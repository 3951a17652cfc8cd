import { sql } from 'drizzle-orm';
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
 * Which price books apply: those whose window holds `at` (now when absent: the shopper context's
 * effective moment moves it, decision 049) and, of the books kept for source codes, those of
 * `sourceCode`.
 */
export type PriceMoment = { at?: Date; sourceCode?: string };

/**
 * Prices for the given products (masters and/or variants) in one currency, keyed by product id,
 * from the books that apply at the moment (PriceMoment); where several books of a kind price a
 * product, the lowest price of each tier wins. Products without a price are absent.
 */
export async function getPrices(
  db: Pick<Database, 'execute'>,
  productIds: readonly string[],
  currency: Currency,
  moment: PriceMoment = {},
): Promise<Map<string, ProductPrices>> {
  const result = new Map<string, ProductPrices>();
  if (productIds.length === 0) return result;
  const at = (moment.at ?? new Date()).toISOString();
  // One index probe per product (the LATERAL with OFFSET 0 keeps the planner from flattening it):
  // a listing asks for its tiles' masters and every variant, about 2,000 ids, and for that many
  // `product_id = ANY(…)` the planner guessed thousands of rows and scanned the whole table, 34 ms
  // at 100,000 products instead of 5.
  const answer: unknown = await db.execute(sql`
    SELECT p.product_id AS "productId", b.kind, p.min_quantity AS "minQuantity", p.amount_minor AS "amountMinor"
    FROM unnest(${sql.param([...new Set(productIds)])}::text[]) AS asked(id)
    CROSS JOIN LATERAL (SELECT * FROM ${prices} WHERE ${prices.productId} = asked.id OFFSET 0) p
    JOIN ${priceBooks} b ON b.id = p.price_book_id
    WHERE b.currency = ${currency}
      AND (b.starts_at IS NULL OR b.starts_at <= ${at})
      AND (b.ends_at IS NULL OR ${at} < b.ends_at)
      AND (b.source_codes IS NULL OR EXISTS (
        SELECT 1 FROM unnest(b.source_codes) AS code WHERE upper(code) = upper(${moment.sourceCode ?? null}::text)))
    ORDER BY p.product_id, p.min_quantity, p.amount_minor`);
  const rows = ((answer as { rows?: PriceRow[] }).rows ?? []) as PriceRow[];
  for (const row of rows) {
    const entry = result.get(row.productId) ?? {};
    const tiers = (entry[row.kind] ??= []);
    const minQuantity = Number(row.minQuantity);
    // Rows come cheapest first within a tier: a later book's price for the same tier is higher.
    if (tiers.at(-1)?.minQuantity !== minQuantity) tiers.push({ minQuantity, amountMinor: Number(row.amountMinor) });
    result.set(row.productId, entry);
  }
  return result;
}

type PriceRow = { productId: string; kind: 'list' | 'sale'; minQuantity: number; amountMinor: number };

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

/** One price to set: per unit from `minQuantity` on, in a price book's currency. */
export type PriceInput = { priceBookId: string; productId: string; minQuantity: number; amountMinor: number };

/** The price books among `ids` that exist. */
export async function existingPriceBooks(db: Database, ids: readonly string[]): Promise<Set<string>> {
  const found = await db.select({ id: priceBooks.id }).from(priceBooks);
  const wanted = new Set(ids);
  return new Set(found.map((b) => b.id).filter((id) => wanted.has(id)));
}

/** Sets prices (a new one or a changed amount); callers check the books and products first. */
export async function setPrices(db: Database, rows: readonly PriceInput[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(prices)
    .values([...rows])
    .onConflictDoUpdate({
      target: [prices.productId, prices.priceBookId, prices.minQuantity],
      set: { amountMinor: sql`excluded.amount_minor` },
    });
}
