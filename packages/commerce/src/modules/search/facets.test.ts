import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../catalog/contract.js';
import { buildRefinements, type ValueLabels } from './facets.js';
import type { FacetCounts } from './plan.js';
import { parseRefinements } from './refinements.js';

const category: CategoryNode = {
  id: 'footwear',
  name: 'Chaussures',
  onlineSubCategoriesCount: 2,
  parentCategoryTree: [],
  categories: [
    { id: 'footwear-sandals', name: 'Sandales', onlineSubCategoriesCount: 0, parentCategoryTree: [] },
    { id: 'footwear-hiking-boots', name: 'Bottes de randonnée', onlineSubCategoriesCount: 0, parentCategoryTree: [] },
  ],
};
const labels: ValueLabels = new Map([
  ['c_color', new Map([['010', { label: 'Noir', presentation: '1c1c1e', position: 0 }], ['427', { label: 'Bleu marine', position: 1 }]])],
  ['c_size', new Map([['8', { label: '8', position: 2 }], ['7.5', { label: '7,5', position: 1 }]])],
]);
const counts: FacetCounts = new Map([
  ['cgid', new Map([['footwear-hiking-boots', 4], ['footwear-sandals', 2]])],
  ['c_color', new Map([['010', 3], ['427', 5]])],
  ['c_size', new Map([['8', 2], ['7.5', 1]])],
  ['price', new Map([['(100..200)', 2], ['(0..50)', 1]])],
  ['c_technologyGridBadge', new Map([['21', 1], ['01', 3]])],
  ['c_isNew', new Map([['true', 2]])],
  ['c_isSale', new Map()],
]);

describe('buildRefinements', () => {
  const refinements = buildRefinements({ counts, refinements: {}, category, labels, locale: 'fr-CA', currency: 'CAD' });
  const byId = (id: string) => refinements.find((r) => r.attributeId === id);

  it('lists attributes in a fixed order, leaving out those with nothing to offer', () => {
    expect(refinements.map((r) => r.attributeId)).toEqual(['cgid', 'c_color', 'c_size', 'price', 'c_technologyGridBadge', 'c_isNew']);
    expect(byId('c_color')?.label).toBe('Couleur');
  });

  it('orders subcategories as the category does, colours by name, sizes by scale, prices upwards, badges by code', () => {
    expect(byId('cgid')?.values.map((v) => [v.value, v.label, v.hitCount])).toEqual([
      ['footwear-sandals', 'Sandales', 2],
      ['footwear-hiking-boots', 'Bottes de randonnée', 4],
    ]);
    expect(byId('c_color')?.values).toEqual([
      { value: '427', label: 'Bleu marine', hitCount: 5 },
      { value: '010', label: 'Noir', hitCount: 3, presentationId: '1c1c1e' },
    ]);
    expect(byId('c_size')?.values.map((v) => v.label)).toEqual(['7,5', '8']);
    expect(byId('price')?.values.map((v) => v.value)).toEqual(['(0..50)', '(100..200)']);
    expect(byId('price')?.values[0]?.label.replace(/\s/g, ' ')).toBe('0 $ - 50 $');
    expect(byId('c_technologyGridBadge')?.values.map((v) => [v.value, v.label])).toEqual([
      ['01', 'Imperméable'],
      ['21', 'Recyclé'],
    ]);
  });

  it('keeps selected values even without hits, so they can be unselected', () => {
    const selected = parseRefinements({ c_color: '999', c_isSale: 'true', price: '(500..100000)' });
    const result = buildRefinements({ counts, refinements: selected, category, labels, locale: 'en-US', currency: 'USD' });
    expect(result.find((r) => r.attributeId === 'c_color')?.values).toContainEqual({ value: '999', label: '999', hitCount: 0 });
    expect(result.find((r) => r.attributeId === 'c_isSale')?.values).toEqual([{ value: 'true', label: 'On Sale', hitCount: 0 }]);
    expect(result.find((r) => r.attributeId === 'price')?.values.at(-1)).toEqual({ value: '(500..100000)', label: '$500+', hitCount: 0 });
  });
});
