import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS, type SortOption } from '@ridgeline/config';
import { orderBy, type SortContext } from './sort.js';

const render = (sort: SortOption, ctx: Partial<SortContext> = {}) =>
  new PgDialect().sqlToQuery(orderBy(sort, { currency: 'USD', language: 'en', hasText: false, ...ctx })).sql;

describe('orderBy', () => {
  it.each([
    ['best-matches', '"rank" ASC, "product_id" ASC'],
    ['featured-new', '"is_new" DESC, "rank" ASC, "product_id" ASC'],
    ['newest', '"created_at" DESC, "product_id" DESC'],
    ['price-low-to-high', '"usd_min" ASC NULLS LAST, "product_id" ASC'],
    ['price-high-to-low', '"usd_min" DESC NULLS LAST, "product_id" ASC'],
    ['top-rated', '"rating" DESC NULLS LAST, "review_count" DESC, "product_id" ASC'],
    ['product-name-ascending', '"name_en" COLLATE "C" ASC, "product_id" ASC'],
    ['product-name-descending', '"name_en" COLLATE "C" DESC, "product_id" DESC'],
  ] as const)('%s sorts by %s', (sort, expected) => {
    expect(render(sort)).toBe(expected);
  });

  it('ranks by relevance when there is a text, featured rank breaking ties', () => {
    expect(render('best-matches', { hasText: true })).toBe('"score" DESC, "rank" ASC, "product_id" ASC');
  });

  it('sorts by the currency’s price and the language’s name', () => {
    expect(render('price-low-to-high', { currency: 'CAD' })).toContain('"cad_min" ASC');
    expect(render('product-name-ascending', { language: 'fr' })).toContain('"name_fr" COLLATE "C"');
  });

  it('always ends on the product id, so pages neither overlap nor skip', () => {
    for (const sort of SORT_OPTIONS) expect(render(sort)).toMatch(/"product_id" (ASC|DESC)$/);
  });
});
