import { describe, expect, it } from 'vitest';
import { defaultColour } from './default-colour';

const colours = (values: [string, boolean][]) => [
  {
    id: 'color' as const,
    name: 'Color',
    values: values.map(([value, orderable]) => ({ value, name: value, orderable })),
  },
];

describe('defaultColour', () => {
  it('takes the first colour of c_colorID that the product has', () => {
    expect(
      defaultColour({
        c_colorID: 'ZZZ|BLU|RED',
        variationAttributes: colours([
          ['RED', true],
          ['BLU', true],
        ]),
      }),
    ).toBe('BLU');
  });
  it('falls back to the first orderable colour', () => {
    expect(
      defaultColour({
        c_colorID: 'ZZZ',
        variationAttributes: colours([
          ['RED', false],
          ['BLU', true],
        ]),
      }),
    ).toBe('BLU');
  });
  it('falls back to the first colour when none is orderable', () => {
    expect(
      defaultColour({
        c_colorID: '',
        variationAttributes: colours([
          ['RED', false],
          ['BLU', false],
        ]),
      }),
    ).toBe('RED');
  });
  it('skips c_colorID in search results: the first orderable colour', () => {
    const product = {
      c_colorID: 'RED|BLU',
      variationAttributes: colours([
        ['GRN', false],
        ['BLU', true],
        ['RED', true],
      ]),
    };
    expect(defaultColour(product)).toBe('RED');
    expect(defaultColour(product, { search: true })).toBe('BLU');
  });
  it('is undefined without colours', () => {
    expect(defaultColour({ c_colorID: 'RED', variationAttributes: [] })).toBeUndefined();
  });
});
