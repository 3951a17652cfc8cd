import { describe, expect, it } from 'vitest';
import { normaliseQuantity, quantityRules } from './quantity-picker';

describe('quantity rules', () => {
  it('defaults step and minimum to 1', () => {
    expect(quantityRules({})).toEqual({ step: 1, min: 1 });
    expect(quantityRules({ stepQuantity: 2, minOrderQuantity: 2 })).toEqual({ step: 2, min: 2 });
  });
  it('keeps quantities on the step and at least the minimum', () => {
    const rules = { step: 2, min: 2 };
    expect(normaliseQuantity(3, rules)).toBe(4);
    expect(normaliseQuantity(1, rules)).toBe(2);
    expect(normaliseQuantity(0, rules)).toBe(2);
    expect(normaliseQuantity(6, rules)).toBe(6);
    expect(normaliseQuantity(Number.NaN, rules)).toBe(2);
  });
  it('allows 0 when the minimum is 0 (out of stock)', () => {
    expect(normaliseQuantity(0, { step: 1, min: 0 })).toBe(0);
  });
});
