import { sql, type SQL } from 'drizzle-orm';
import type { Currency } from '../pricing/index.js';

/** A price range in major units: `min` included, `max` excluded, so a $50 product is in (50..100) only. */
export type PriceRange = { min: number; max: number };

/** The price refinement's fixed ranges per currency, in major units. */
export const PRICE_BUCKETS: Record<Currency, readonly PriceRange[]> = {
  USD: [
    { min: 0, max: 50 },
    { min: 50, max: 100 },
    { min: 100, max: 200 },
    { min: 200, max: 500 },
    { min: 500, max: 100_000 },
  ],
  CAD: [
    { min: 0, max: 50 },
    { min: 50, max: 100 },
    { min: 100, max: 200 },
    { min: 200, max: 500 },
    { min: 500, max: 100_000 },
  ],
};

/** `(50..100)`, as the value appears in `refine=price=(50..100)`. */
export function priceValue(range: PriceRange): string {
  return `(${range.min}..${range.max})`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** Whole currency units in the shopper's locale: "$50" in en-US, "50 $" in fr-CA. Formatters are costly to build: kept per locale and currency. */
function money(amount: number, currency: Currency, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
    formats.set(key, format);
  }
  return format.format(amount);
}

/** "$50 - $100"; the open-ended top bucket reads "$500+". */
export function priceLabel(range: PriceRange, currency: Currency, locale: string): string {
  const buckets = PRICE_BUCKETS[currency];
  const last = buckets[buckets.length - 1];
  if (last && range.min === last.min && range.max === last.max) return `${money(range.min, currency, locale)}+`;
  return `${money(range.min, currency, locale)} - ${money(range.max, currency, locale)}`;
}

/** Major units to the index's minor units. */
export function toMinor(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The bucket a minor-unit price column falls in, as its refinement value; NULL when unpriced
 * or outside every bucket. Used both to count live and to keep the stored counts.
 */
export function priceBucketSql(column: SQL, currency: Currency): SQL {
  const cases = PRICE_BUCKETS[currency].map(
    (range) => sql`WHEN ${column} >= ${sql.raw(String(toMinor(range.min)))} AND ${column} < ${sql.raw(String(toMinor(range.max)))} THEN ${sql.raw(`'${priceValue(range)}'`)}`,
  );
  return sql`(CASE ${sql.join(cases, sql` `)} END)`;
}
