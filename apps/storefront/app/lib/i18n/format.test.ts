import { describe, expect, it } from 'vitest';
import { discountPercent, formatBagCount, formatDate, formatPrice } from './format';

describe('formatPrice', () => {
  it('puts the dollar sign first in en-US and en-CA', () => {
    expect(formatPrice(1249, 'en-US')).toBe('$1,249.00');
    expect(formatPrice(19.5, 'en-CA')).toBe('$19.50');
  });
  it('puts the amount first with a decimal comma in fr-CA', () => {
    expect(formatPrice(1249, 'fr-CA')).toBe('1\u00a0249,00 $');
    expect(formatPrice(19.5, 'fr-CA')).toBe('19,50 $');
  });
});

describe('discountPercent', () => {
  it('truncates to a whole percent', () => {
    expect(discountPercent(149.99, 99.99)).toBe(33);
    expect(discountPercent(100, 50.5)).toBe(49);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercent(100, 100)).toBe(0);
    expect(discountPercent(0, 10)).toBe(0);
  });
});

describe('formatDate', () => {
  it('formats per locale', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'en-US')).toBe('March 5, 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'fr-CA')).toBe('5 mars 2026');
  });
});

describe('formatBagCount', () => {
  it('shows the count up to 9 and 9+ above', () => {
    expect(formatBagCount(0)).toBe('0');
    expect(formatBagCount(9)).toBe('9');
    expect(formatBagCount(10)).toBe('9+');
  });
});
