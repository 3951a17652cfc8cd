import { describe, expect, it } from 'vitest';
import { isValueAvailable, selectedVariant, selectionFromSearch } from './variant-selection';

const product = {
  variationAttributes: [
    {
      id: 'color' as const,
      name: 'Color',
      values: [
        { value: 'RED', name: 'Red', orderable: true },
        { value: 'BLU', name: 'Blue', orderable: true },
      ],
    },
    {
      id: 'size' as const,
      name: 'Size',
      values: [
        { value: 'S', name: 'S', orderable: true },
        { value: 'M', name: 'M', orderable: true },
      ],
    },
  ],
  variants: [
    { productId: 'P-RED-S', variationValues: { color: 'RED', size: 'S' }, orderable: true, upc: '1' },
    { productId: 'P-RED-M', variationValues: { color: 'RED', size: 'M' }, orderable: false, upc: '2' },
    { productId: 'P-BLU-M', variationValues: { color: 'BLU', size: 'M' }, orderable: true, upc: '3' },
  ],
};

describe('variant selection', () => {
  it('keeps only values the product has', () => {
    expect(selectionFromSearch(product, new URLSearchParams('color=RED&size=XXL'))).toEqual({ color: 'RED' });
  });
  it('chooses the variant when all attributes are in the query string', () => {
    expect(selectedVariant(product, { color: 'BLU', size: 'M' })?.productId).toBe('P-BLU-M');
  });
  it('chooses nothing while an attribute is missing', () => {
    expect(selectedVariant(product, { color: 'BLU' })).toBeUndefined();
  });
  it('marks a size unavailable in the chosen colour', () => {
    expect(isValueAvailable(product, 'size', 'M', { color: 'RED' })).toBe(false);
    expect(isValueAvailable(product, 'size', 'M', { color: 'BLU' })).toBe(true);
    expect(isValueAvailable(product, 'size', 'M', {})).toBe(true);
  });
});
