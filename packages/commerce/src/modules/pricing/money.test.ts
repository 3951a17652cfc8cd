import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { seeded } from '../promotion/testing.js';
import {
  allocate,
  assertMoney,
  divideRounded,
  percentOf,
  rateOf,
  roundHalfAwayFromZero,
  scaledPercent,
} from './money.js';

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.4999)).toBe(2);
    expect(roundHalfAwayFromZero(0)).toBe(0);
  });
  it('divides integers exactly, halves away from zero', () => {
    expect(divideRounded(29985, 100)).toBe(300);
    expect(divideRounded(29950, 100)).toBe(300);
    expect(divideRounded(29949, 100)).toBe(299);
    expect(divideRounded(-150, 100)).toBe(-2);
    expect(divideRounded(150, -100)).toBe(-2);
    expect(() => divideRounded(7, 0)).toThrow(RangeError);
    expect(() => divideRounded(1.5, 2)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes a percentage of minor units, rounding half away from zero', () => {
    expect(percentOf(1999, 15)).toBe(300); // 299.85
    expect(percentOf(1005, 10)).toBe(101); // 100.5
    expect(percentOf(1, 50)).toBe(1); // 0.5
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(12345, 100)).toBe(12345);
    expect(percentOf(0, 30)).toBe(0);
  });
  it('does not fall into float traps: 90 × 35 % is 31.5, so 32 (floats say 31.499…)', () => {
    expect(Math.round(90 * (35 / 100))).toBe(31);
    expect(percentOf(90, 35)).toBe(32);
  });
  it('refuses a percentage with more than 2 decimals', () => {
    expect(() => percentOf(100, 33.333)).toThrow(RangeError);
    expect(scaledPercent(12.5, 2)).toBe(1250);
    expect(scaledPercent(33.333, 2)).toBeUndefined();
    expect(scaledPercent(Number.NaN, 2)).toBeUndefined();
  });
});

describe('rateOf', () => {
  it('handles tax rates with 3 decimals (QST 9.975 %)', () => {
    expect(rateOf(1000, 9.975)).toBe(100); // 99.75
    expect(rateOf(10000, 9.975)).toBe(998); // 997.5
    expect(rateOf(895, 13)).toBe(116); // 116.35
    expect(rateOf(10000, 4.225)).toBe(423); // 422.5
  });
  it('refuses products too large to compute exactly', () => {
    expect(() => rateOf(Number.MAX_SAFE_INTEGER, 9.975)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('splits in proportion, shares adding up exactly', () => {
    expect(allocate(1000, [3000, 1000])).toEqual([750, 250]);
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [3333, 3333, 3334])).toEqual([333, 333, 334]);
  });
  it('gives tied remainders to the earlier weight', () => {
    expect(allocate(7, [3, 3])).toEqual([4, 3]);
  });
  it('gives nothing to a zero weight and nothing at all for a zero total', () => {
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(5, [0, 0])).toEqual([0, 0]);
    expect(allocate(5, [])).toEqual([]);
  });
  it('stays exact beyond 2^53 intermediate products', () => {
    const big = 2 ** 52;
    expect(allocate(big, [big, big])).toEqual([2 ** 51, 2 ** 51]);
  });
  it('never gives a share above its weight when the total fits (200 random cases)', () => {
    const random = seeded(7);
    for (let run = 0; run < 200; run++) {
      const weights = Array.from({ length: 1 + Math.floor(random() * 6) }, () => Math.floor(random() * 50_000));
      const sum = weights.reduce((a, b) => a + b, 0);
      const total = Math.floor(random() * (sum + 1));
      const shares = allocate(total, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
      });
    }
  });
});

describe('assertMoney', () => {
  it('accepts whole non-negative amounts and refuses anything else', () => {
    expect(assertMoney(0, 'x')).toBe(0);
    expect(assertMoney(1999, 'x')).toBe(1999);
    for (const bad of [1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => assertMoney(bad, 'Price')).toThrow(InvalidInputError);
    }
  });
});
