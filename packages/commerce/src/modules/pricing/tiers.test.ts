import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { NoPriceError } from './errors.js';
import { unitPriceFor } from './tiers.js';

const tiers = [
  { minQuantity: 1, amountMinor: 1500 },
  { minQuantity: 3, amountMinor: 1200 },
  { minQuantity: 10, amountMinor: 1000 },
];

describe('unitPriceFor', () => {
  it('takes the tier with the highest minQuantity the quantity reaches, boundaries included', () => {
    expect(unitPriceFor(tiers, 1)).toBe(1500);
    expect(unitPriceFor(tiers, 2)).toBe(1500);
    expect(unitPriceFor(tiers, 3)).toBe(1200);
    expect(unitPriceFor(tiers, 9)).toBe(1200);
    expect(unitPriceFor(tiers, 10)).toBe(1000);
    expect(unitPriceFor(tiers, 500)).toBe(1000);
  });
  it('does not need the tiers sorted', () => {
    const shuffled = [tiers[2]!, tiers[0]!, tiers[1]!];
    expect(unitPriceFor(shuffled, 4)).toBe(1200);
    expect(unitPriceFor(shuffled, 1)).toBe(1500);
  });
  it('fails with NoPriceError when no tier applies', () => {
    expect(() => unitPriceFor([], 1)).toThrow(NoPriceError);
    const error = (() => {
      try {
        unitPriceFor([{ minQuantity: 2, amountMinor: 900 }], 1, 'RL1-BLK-M');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(NoPriceError);
    expect(error).toMatchObject({ code: 'no_price', status: 422, details: { productId: 'RL1-BLK-M', quantity: 1 } });
  });
  it('refuses quantities that are not whole numbers of at least 1', () => {
    for (const q of [0, -1, 1.5, Number.NaN]) expect(() => unitPriceFor(tiers, q)).toThrow(InvalidInputError);
  });
  it('refuses a tier price that is not whole minor units', () => {
    expect(() => unitPriceFor([{ minQuantity: 1, amountMinor: 19.99 }], 1)).toThrow(InvalidInputError);
  });
  it('prices free items (0) as 0', () => {
    expect(unitPriceFor([{ minQuantity: 1, amountMinor: 0 }], 2)).toBe(0);
  });
});
