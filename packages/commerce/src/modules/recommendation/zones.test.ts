import { describe, expect, it } from 'vitest';
import { RECOMMENDER_NAMES } from './contract.js';
import { mergeRanked, recommendersForZone, ZONE_NAMES, ZONES } from './zones.js';

describe('zones', () => {
  it('map to the recommenders the storefront places expect', () => {
    expect(recommendersForZone('product-detail-recs')).toEqual(['viewed-also-viewed', 'similar-products']);
    expect(recommendersForZone('cart-recs')?.[0]).toBe('bought-together');
    expect(recommendersForZone('home-recs')).toEqual(['top-sellers', 'new-arrivals']);
    expect(recommendersForZone('pdp-recently-viewed')).toEqual(['recently-viewed']);
  });

  it('name only known recommenders, each once per zone', () => {
    for (const zone of ZONE_NAMES) {
      const chain = ZONES[zone];
      expect(chain.length).toBeGreaterThan(0);
      expect(new Set(chain).size).toBe(chain.length);
      for (const name of chain) expect(RECOMMENDER_NAMES).toContain(name);
    }
  });

  it('are unknown for other names, including inherited object keys', () => {
    expect(recommendersForZone('no-such-zone')).toBeUndefined();
    expect(recommendersForZone('toString')).toBeUndefined();
    expect(recommendersForZone('__proto__')).toBeUndefined();
  });
});

describe('mergeRanked', () => {
  it('keeps chain order, each product once where it ranked first, without the anchors, up to the limit', () => {
    const merged = mergeRanked(
      [
        { recommender: 'viewed-also-viewed', productIds: ['B', 'A', 'C'] },
        { recommender: 'similar-products', productIds: ['C', 'D', 'E', 'F'] },
      ],
      ['A'],
      4,
    );
    expect(merged).toEqual([
      { productId: 'B', recommender: 'viewed-also-viewed' },
      { productId: 'C', recommender: 'viewed-also-viewed' },
      { productId: 'D', recommender: 'similar-products' },
      { productId: 'E', recommender: 'similar-products' },
    ]);
  });

  it('falls through empty lists', () => {
    const merged = mergeRanked(
      [
        { recommender: 'bought-together', productIds: [] },
        { recommender: 'top-sellers', productIds: ['X'] },
      ],
      [],
      10,
    );
    expect(merged).toEqual([{ productId: 'X', recommender: 'top-sellers' }]);
    expect(mergeRanked([], [], 10)).toEqual([]);
  });
});
