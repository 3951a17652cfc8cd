import { describe, expect, it } from 'vitest';
import { DEFAULT_QUICK_FILTERS, QUICK_FILTERS_MAX, quickFilterValues, withoutExcluded } from './quick-filter-values';
import type { Refinement } from './refinement-types';

const refinements: Refinement[] = [
  { attributeId: 'c_color', label: 'Color', values: [{ value: '010', label: 'Black', hitCount: 40 }] },
  {
    attributeId: 'c_technologyGridBadge',
    label: 'Technology',
    values: [
      { value: '01', label: 'Waterproof', hitCount: 3 },
      { value: '02', label: 'Windproof', hitCount: 9 },
      { value: '04', label: 'Insulated', hitCount: 0 },
      { value: '05', label: 'Water-Repellent', hitCount: 5 },
      { value: '11', label: 'UPF 25', hitCount: 1 },
    ],
  },
  { attributeId: 'c_isNew', label: 'New Arrivals', values: [{ value: 'true', label: 'New', hitCount: 7 }] },
  { attributeId: 'c_isSale', label: 'Sale', values: [{ value: 'true', label: 'On Sale', hitCount: 9 }] },
];

const labels = (filters: { label: string }[]) => filters.map((f) => f.label);

describe('quickFilterValues', () => {
  it('takes the allowed refinements in order, their values by hits, at most five', () => {
    const filters = quickFilterValues(refinements, DEFAULT_QUICK_FILTERS, {});
    expect(labels(filters)).toEqual(['New', 'On Sale', 'Windproof', 'Water-Repellent', 'Waterproof']);
    expect(filters).toHaveLength(QUICK_FILTERS_MAX);
    expect(filters[2]).toEqual({ attributeId: 'c_technologyGridBadge', value: '02', label: 'Windproof' });
  });

  it("follows a category's own list, and skips values without hits or already selected", () => {
    const filters = quickFilterValues(refinements, ['c_technologyGridBadge', 'c_color'], {
      c_technologyGridBadge: ['02'],
    });
    expect(labels(filters)).toEqual(['Water-Repellent', 'Waterproof', 'UPF 25', 'Black']);
  });

  it('offers nothing for refinements the listing does not have', () => {
    expect(quickFilterValues(refinements, ['c_size'], {})).toEqual([]);
  });
});

describe('withoutExcluded', () => {
  it("leaves out the category's excluded refinements", () => {
    expect(withoutExcluded(refinements, ['c_isSale', 'c_color']).map((r) => r.attributeId)).toEqual([
      'c_technologyGridBadge',
      'c_isNew',
    ]);
    expect(withoutExcluded(refinements, undefined)).toBe(refinements);
  });
});
