import { describe, expect, it } from 'vitest';
import { effectivePrices, listPrice, priceBookId, toMajor, unitPrice } from './service.js';

describe('unitPrice', () => {
  const prices = {
    list: [{ minQuantity: 1, amountMinor: 2000 }],
    sale: [
      { minQuantity: 1, amountMinor: 1500 },
      { minQuantity: 3, amountMinor: 1200 },
    ],
  };
  it('prefers the sale price book over the list price book', () => {
    expect(unitPrice(prices)).toBe(1500);
  });
  it('applies the tier that the quantity reaches', () => {
    expect(unitPrice(prices, 2)).toBe(1500);
    expect(unitPrice(prices, 3)).toBe(1200);
    expect(unitPrice(prices, 10)).toBe(1200);
  });
  it('is undefined without prices', () => {
    expect(unitPrice(undefined)).toBeUndefined();
  });
  it('reads the list price at quantity 1', () => {
    expect(listPrice(prices)).toBe(2000);
  });
});

describe('effectivePrices', () => {
  it('lets a variant price override its master, book by book', () => {
    const all = new Map([
      ['M', { list: [{ minQuantity: 1, amountMinor: 100 }], sale: [{ minQuantity: 1, amountMinor: 80 }] }],
      ['V', { list: [{ minQuantity: 1, amountMinor: 120 }] }],
    ]);
    expect(effectivePrices(all, 'V', 'M')).toEqual({
      list: [{ minQuantity: 1, amountMinor: 120 }],
      sale: [{ minQuantity: 1, amountMinor: 80 }],
    });
    expect(effectivePrices(all, 'W', 'M')).toBe(all.get('M'));
  });
});

describe('money helpers', () => {
  it('names price books by currency and kind', () => {
    expect(priceBookId('CAD', 'sale')).toBe('cad-sale');
  });
  it('converts minor units to major units exactly', () => {
    expect(toMajor(14999)).toBe(149.99);
  });
});
