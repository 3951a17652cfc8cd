import { describe, expect, it } from 'vitest';
import { selectVariants, variantMatches, type VariantRule } from './select-variants.js';

const any = (title: string, ...segments: string[]): VariantRule => ({ title, segments, matchMode: 'Any' });
const all = (title: string, ...segments: string[]): VariantRule => ({ title, segments, matchMode: 'All' });

describe('variantMatches', () => {
  it('Any: one shared group is enough', () => {
    expect(variantMatches(any('a', 'Registered', 'Gold'), new Set(['Gold']))).toBe(true);
    expect(variantMatches(any('a', 'Registered', 'Gold'), new Set(['Everyone', 'Unregistered']))).toBe(false);
  });

  it('All: every segment must be among the groups', () => {
    expect(variantMatches(all('a', 'Registered', 'Gold'), new Set(['Registered', 'Gold', 'Everyone']))).toBe(true);
    expect(variantMatches(all('a', 'Registered', 'Gold'), new Set(['Registered']))).toBe(false);
  });

  it('a variant with no segments matches nobody, in either mode', () => {
    expect(variantMatches(any('a'), new Set(['Everyone']))).toBe(false);
    expect(variantMatches(all('a'), new Set(['Everyone']))).toBe(false);
  });

  it('compares group ids exactly', () => {
    expect(variantMatches(any('a', 'gold'), new Set(['Gold']))).toBe(false);
  });
});

describe('selectVariants', () => {
  const variants = [any('Guests', 'Unregistered'), any('Members', 'Registered'), all('Gold members', 'Registered', 'Gold')];

  it('uses the first matching variant, in variant order, and reports every variant', () => {
    const selection = selectVariants(variants, ['Registered', 'Gold']);
    expect(selection.chosen).toEqual([1]);
    expect(selection.usedDefault).toBe(false);
    expect(selection.matches).toEqual([
      { title: 'Guests', isDefault: false, match: false, maxReached: false },
      { title: 'Members', isDefault: false, match: true, maxReached: false },
      { title: 'Gold members', isDefault: false, match: true, maxReached: true },
    ]);
  });

  it('order decides, not the best match: swapping the variants swaps the choice', () => {
    const swapped = [variants[2]!, variants[1]!];
    expect(selectVariants(swapped, ['Registered', 'Gold']).chosen).toEqual([0]);
  });

  it('uses up to maxNumberMatches matching variants', () => {
    expect(selectVariants(variants, ['Registered', 'Gold'], 2).chosen).toEqual([1, 2]);
    expect(selectVariants(variants, ['Registered', 'Gold', 'Unregistered'], 2)).toMatchObject({
      chosen: [0, 1],
      matches: [{ maxReached: false }, { maxReached: false }, { match: true, maxReached: true }],
    });
    expect(selectVariants(variants, ['Registered', 'Gold', 'Unregistered'], 5).chosen).toEqual([0, 1, 2]);
  });

  it('takes a limit below 1 or not whole as the default of 1', () => {
    expect(selectVariants(variants, ['Registered', 'Gold'], 0).chosen).toEqual([1]);
    expect(selectVariants(variants, ['Registered', 'Gold'], 1.5).chosen).toEqual([1]);
  });

  it('falls back to the default content when nothing matches, listed last as matching', () => {
    const selection = selectVariants(variants, ['Everyone']);
    expect(selection.chosen).toEqual([]);
    expect(selection.usedDefault).toBe(true);
    expect(selection.matches.at(-1)).toEqual({ title: 'Default content', isDefault: true, match: true, maxReached: false });
    expect(selection.matches.slice(0, -1).every((m) => !m.match && !m.isDefault)).toBe(true);
  });

  it('with no groups, or no variants, the default content is used', () => {
    expect(selectVariants(variants, [])).toMatchObject({ chosen: [], usedDefault: true });
    expect(selectVariants([], ['Registered'])).toEqual({
      chosen: [],
      usedDefault: true,
      matches: [{ title: 'Default content', isDefault: true, match: true, maxReached: false }],
    });
  });

  it('names an untitled variant by its place', () => {
    expect(selectVariants([{ segments: ['A'], matchMode: 'Any' }], ['A']).matches[0]?.title).toBe('Variant 1');
  });
});
