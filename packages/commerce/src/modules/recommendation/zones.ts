import type { RecommenderName } from './contract.js';

/**
 * The storefront asks for a zone (a place on a page) and the service picks the recommenders:
 * the first that has something leads, the next ones top the carousel up. Behavioural
 * recommenders come first and lean on a content- or catalogue-based one while activity is thin.
 */
export const ZONES = {
  'product-detail-recs': ['viewed-also-viewed', 'similar-products'],
  'pdp-recently-viewed': ['recently-viewed'],
  'cart-recs': ['bought-together', 'top-sellers'],
  'home-recs': ['top-sellers', 'new-arrivals'],
  'category-recs': ['top-sellers', 'new-arrivals'],
} as const satisfies Record<string, readonly RecommenderName[]>;

export type ZoneName = keyof typeof ZONES;
export const ZONE_NAMES = Object.keys(ZONES) as ZoneName[];

export function recommendersForZone(zone: string): readonly RecommenderName[] | undefined {
  return Object.hasOwn(ZONES, zone) ? ZONES[zone as ZoneName] : undefined;
}

export type Ranked = { recommender: RecommenderName; productIds: readonly string[] };
export type Merged = { productId: string; recommender: RecommenderName };

/**
 * The recommenders' lists in chain order, each product once (where it ranked first), the
 * anchors left out, at most `limit`.
 */
export function mergeRanked(lists: readonly Ranked[], exclude: readonly string[], limit: number): Merged[] {
  const seen = new Set(exclude);
  const merged: Merged[] = [];
  for (const list of lists) {
    for (const productId of list.productIds) {
      if (merged.length >= limit) return merged;
      if (seen.has(productId)) continue;
      seen.add(productId);
      merged.push({ productId, recommender: list.recommender });
    }
  }
  return merged;
}
