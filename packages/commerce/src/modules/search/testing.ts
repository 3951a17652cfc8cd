/** A builder for the search tests: a plan of men's clothing, page 1 of 25, counted, unless told otherwise. */
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
