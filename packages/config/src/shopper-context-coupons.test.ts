import { describe, expect, it } from 'vitest';
import { SHOPPER_CONTEXT_PLACEHOLDER_COUPON, shopperContextCoupons } from './shopper-context-coupons.js';

const items = [
  { code: 'summer10', includeInShopperContext: true },
  { code: 'STAFF', includeInShopperContext: false },
  { code: 'WELCOME5', includeInShopperContext: true },
  { code: 'Summer10 ', includeInShopperContext: true },
  { code: 'PLAIN' },
];

describe('shopperContextCoupons', () => {
  it('takes the flagged coupons, canonical, each once, in bag order', () => {
    expect(shopperContextCoupons(items, [], 'NONE')).toEqual({ changed: true, codes: ['SUMMER10', 'WELCOME5'] });
  });
  it('changes nothing when the context already holds the same codes, in any order or case', () => {
    expect(shopperContextCoupons(items, ['welcome5', 'SUMMER10'], 'NONE')).toEqual({
      changed: false,
      codes: ['SUMMER10', 'WELCOME5'],
    });
  });
  it('changes when a code is missing or extra', () => {
    expect(shopperContextCoupons(items, ['SUMMER10'], 'NONE').changed).toBe(true);
    expect(shopperContextCoupons(items, ['SUMMER10', 'WELCOME5', 'OLD'], 'NONE').changed).toBe(true);
  });
  it('sends the placeholder instead of an empty list', () => {
    expect(shopperContextCoupons([{ code: 'STAFF', includeInShopperContext: false }], ['SUMMER10'], 'NONE')).toEqual({
      changed: true,
      codes: ['NONE'],
    });
    expect(shopperContextCoupons([], ['NONE'], 'NONE')).toEqual({ changed: false, codes: ['NONE'] });
    expect(shopperContextCoupons([], [], 'NONE')).toEqual({ changed: true, codes: ['NONE'] });
  });
  it('asks for a context to be created when there is none', () => {
    expect(shopperContextCoupons([], null, 'NONE')).toEqual({ changed: true, codes: ['NONE'] });
    expect(shopperContextCoupons(items, undefined, 'NONE').changed).toBe(true);
  });
  it('has a default placeholder', () => {
    expect(shopperContextCoupons([], null).codes).toEqual([SHOPPER_CONTEXT_PLACEHOLDER_COUPON]);
  });
});
