import { describe, expect, it } from 'vitest';
import { priceCloseness, similarityScore } from './similarity.js';

describe('priceCloseness', () => {
  it('is 1 at the same price, falls linearly, and is 0 without prices', () => {
    expect(priceCloseness(10_000, 10_000)).toBe(1);
    expect(priceCloseness(12_500, 10_000)).toBeCloseTo(0.75);
    expect(priceCloseness(7_500, 10_000)).toBeCloseTo(0.75);
    expect(priceCloseness(25_000, 10_000)).toBe(0);
    expect(priceCloseness(undefined, 10_000)).toBe(0);
    expect(priceCloseness(10_000, undefined)).toBe(0);
    expect(priceCloseness(10_000, 0)).toBe(0);
  });
});

describe('similarityScore', () => {
  const base = { anchorBadges: 2, anchorColors: 3, anchorPrice: 10_000 };

  it('is 1 for a product sharing every badge and colour at the same price', () => {
    expect(similarityScore({ ...base, sharedBadges: 2, sharedColors: 3, price: 10_000 })).toBeCloseTo(1);
  });

  it('ranks shared badges above shared colours, and a close price above a far one', () => {
    const badges = similarityScore({ ...base, sharedBadges: 2, sharedColors: 0, price: 20_000 });
    const colors = similarityScore({ ...base, sharedBadges: 0, sharedColors: 3, price: 20_000 });
    expect(badges).toBeGreaterThan(colors);
    const near = similarityScore({ ...base, sharedBadges: 1, sharedColors: 1, price: 10_500 });
    const far = similarityScore({ ...base, sharedBadges: 1, sharedColors: 1, price: 18_000 });
    expect(near).toBeGreaterThan(far);
  });

  it('scores nothing shared and no price as 0, also for an anchor without badges or colours', () => {
    expect(similarityScore({ ...base, sharedBadges: 0, sharedColors: 0 })).toBe(0);
    expect(similarityScore({ sharedBadges: 0, anchorBadges: 0, sharedColors: 0, anchorColors: 0 })).toBe(0);
  });
});
