import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_BUCKETS, priceBucketSql, priceLabel, priceValue, toMinor } from './price-buckets.js';

describe('price buckets', () => {
  it.each(['USD', 'CAD'] as const)('%s buckets are contiguous from 0', (currency) => {
    const buckets = PRICE_BUCKETS[currency];
    expect(buckets[0]?.min).toBe(0);
    for (let i = 1; i < buckets.length; i++) expect(buckets[i]?.min).toBe(buckets[i - 1]?.max);
  });

  it('writes the refinement value and a localized label', () => {
    const range = { min: 50, max: 100 };
    expect(priceValue(range)).toBe('(50..100)');
    expect(priceLabel(range, 'USD', 'en-US')).toBe('$50 - $100');
    expect(priceLabel(range, 'CAD', 'en-CA')).toBe('$50 - $100');
    expect(priceLabel(range, 'CAD', 'fr-CA').replace(/\s/g, ' ')).toBe('50 $ - 100 $');
    expect(priceLabel({ min: 500, max: 100_000 }, 'USD', 'en-US')).toBe('$500+');
  });

  it('converts major to minor units without float drift', () => {
    expect(toMinor(100.1)).toBe(10010);
    expect(toMinor(0.29)).toBe(29);
  });

  it('buckets a minor-unit column: min included, max excluded', () => {
    const { sql: text } = new PgDialect().sqlToQuery(priceBucketSql(sql.raw('p'), 'USD'));
    expect(text).toContain("WHEN p >= 0 AND p < 5000 THEN '(0..50)'");
    expect(text).toContain("WHEN p >= 5000 AND p < 10000 THEN '(50..100)'");
    expect(text).toContain("WHEN p >= 50000 AND p < 10000000 THEN '(500..100000)'");
  });
});
