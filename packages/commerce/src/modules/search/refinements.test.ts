import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { activeFilters, parseRefinements, refineFromParams, selectedRefinements } from './refinements.js';

describe('refineFromParams', () => {
  it('reads attribute=values and merges an attribute given twice', () => {
    expect(refineFromParams(['cgid=mens-clothing', 'c_color=010|427', 'c_color=100'])).toEqual({
      cgid: 'mens-clothing',
      c_color: '010|427|100',
    });
  });

  it('keeps what follows the first = as the value', () => {
    expect(refineFromParams(['price=(0..50)'])).toEqual({ price: '(0..50)' });
  });

  it('refuses an entry without attribute=', () => {
    expect(() => refineFromParams(['c_color'])).toThrow(/attribute=value/);
    expect(() => refineFromParams(['=010'])).toThrow(InvalidInputError);
  });
});

describe('parseRefinements', () => {
  it('parses every refinement', () => {
    expect(
      parseRefinements({
        cgid: 'footwear',
        c_color: '010|427|010',
        c_size: '9|9.5',
        price: '(50..100.5)',
        c_isNew: 'true',
        c_isSale: 'true',
        c_technologyGridBadge: '01|14',
      }),
    ).toEqual({
      cgid: 'footwear',
      c_color: ['010', '427'],
      c_size: ['9', '9.5'],
      price: { min: 50, max: 100.5 },
      c_isNew: true,
      c_isSale: true,
      c_technologyGridBadge: ['01', '14'],
    });
  });

  it.each([
    [{ c_colour: '010' }, /Unknown refinement "c_colour": use one of cgid, c_color/],
    [{ price: '0..50' }, /not a price range: expected \(min\.\.max\)/],
    [{ price: '(50..50)' }, /minimum below its maximum/],
    [{ price: '(a..b)' }, /not a price range/],
    [{ c_color: '010|' }, /invalid value ""/],
    [{ c_color: "0'; DROP" }, /invalid value/],
    [{ c_isNew: 'false' }, /only takes the value true/],
    [{ c_technologyGridBadge: '1' }, /two-digit badge code/],
    [{ cgid: 'a b' }, /not a category id/],
    [{ c_size: ' ' }, /needs a value/],
  ])('refuses %j', (refine, message) => {
    expect(() => parseRefinements(refine)).toThrow(InvalidInputError);
    expect(() => parseRefinements(refine)).toThrow(message);
  });

  it('caps the values of one attribute', () => {
    const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join('|');
    expect(() => parseRefinements({ c_color: many })).toThrow(/at most 50 values/);
  });
});

describe('selectedRefinements and activeFilters', () => {
  it('echoes refinements in their canonical form', () => {
    const r = parseRefinements({ price: '(50.0..100)', c_color: '427|010', cgid: 'sale' });
    expect(selectedRefinements(r)).toEqual({ cgid: 'sale', c_color: '427|010', price: '(50..100)' });
    expect(activeFilters(r)).toEqual(['c_color', 'price']);
  });
});
