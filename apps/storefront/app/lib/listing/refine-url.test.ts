import { describe, expect, it } from 'vitest';
import { clearRefinements, parseRefinements, refinementsForApi, toggleRefinement } from './refine-url';

const q = (s: string) => new URLSearchParams(s);

describe('refinement URLs', () => {
  it('parses one refine parameter per attribute, values OR-ed by |', () => {
    expect(parseRefinements(q('refine=c_color%3DBLK%7CNAV&refine=c_isNew%3Dtrue&refine=bad'))).toEqual({
      c_color: ['BLK', 'NAV'],
      c_isNew: ['true'],
    });
  });
  it('adds and removes a value, back to page 1, keeping other parameters', () => {
    const added = toggleRefinement(q('q=jacket&page=3&sort=newest'), 'c_color', 'BLK');
    expect(added).toBe('?q=jacket&sort=newest&refine=c_color%3DBLK');
    const both = toggleRefinement(q(added.slice(1)), 'c_color', 'NAV');
    expect(parseRefinements(q(both.slice(1)))).toEqual({ c_color: ['BLK', 'NAV'] });
    const removed = toggleRefinement(q(both.slice(1)), 'c_color', 'BLK');
    expect(parseRefinements(q(removed.slice(1)))).toEqual({ c_color: ['NAV'] });
  });
  it('replaces the value of a single-valued attribute such as price', () => {
    const first = toggleRefinement(q(''), 'price', '(0..50)', true);
    const second = toggleRefinement(q(first.slice(1)), 'price', '(50..100)', true);
    expect(parseRefinements(q(second.slice(1)))).toEqual({ price: ['(50..100)'] });
  });
  it('clears all refinements', () => {
    expect(clearRefinements(q('q=a&refine=c_color%3DBLK&page=2'))).toBe('?q=a');
  });
  it('joins values for the API', () => {
    expect(refinementsForApi({ c_color: ['BLK', 'NAV'] })).toEqual({ c_color: 'BLK|NAV' });
  });
});
