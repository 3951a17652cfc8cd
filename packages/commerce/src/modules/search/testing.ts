/** A builder for the search tests: a plan of men's clothing, page 1 of 25, counted, unless told otherwise. */
import type { DocRow } from './memory-doc.js';
import type { SearchPlan } from './plan.js';

export function testPlan(overrides: Partial<SearchPlan> = {}): SearchPlan {
  return {
    scope: 'mens-clothing',
    children: ['mens-clothing-jackets', 'mens-clothing-pants'],
    refinements: {},
    currency: 'USD',
    language: 'en',
    sort: 'best-matches',
    limit: 25,
    offset: 0,
    facets: true,
    ...overrides,
  };
}

/** A search_text row as the memory index loads it: an orderable master, listed, unpriced, with one vector for both languages. */
export function testDocRow(id: string, vector: string, overrides: Partial<DocRow> = {}): DocRow {
  return {
    product_id: id,
    product_type: 'master',
    orderable: true,
    category_ids: ['root'],
    colors: [],
    sizes: [],
    badges: [],
    is_new: false,
    is_sale: false,
    usd_min: null,
    cad_min: null,
    rating: null,
    review_count: 0,
    rank: 0,
    created_us: '0',
    name_en: '',
    name_fr: '',
    search_en: vector,
    search_fr: vector,
    ...overrides,
  };
}
