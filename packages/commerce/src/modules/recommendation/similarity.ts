/**
 * How alike two products are, for similar-products: both already share a primary category;
 * this weighs what else a shopper compares on a tile. Technology badges (waterproof,
 * insulated…) say most about what a product is for, price about whether it is an
 * alternative, colours least. Each part is a share between 0 and 1.
 */
export const SIMILARITY_WEIGHTS = { badges: 0.4, price: 0.4, colors: 0.2 } as const;

export type SimilarityFacts = {
  sharedBadges: number;
  anchorBadges: number;
  sharedColors: number;
  anchorColors: number;
  /** Unit prices in minor units; absent when the product has none in the currency. */
  price?: number;
  anchorPrice?: number;
};

/** 1 at the anchor's price, falling linearly to 0 at twice (or nothing) of it. */
export function priceCloseness(price: number | undefined, anchorPrice: number | undefined): number {
  if (price === undefined || anchorPrice === undefined || anchorPrice <= 0) return 0;
  return Math.max(0, 1 - Math.abs(price - anchorPrice) / anchorPrice);
}

function share(shared: number, total: number): number {
  return total > 0 ? Math.min(1, shared / total) : 0;
}

/** A score between 0 and 1: the weighted shares of the anchor's badges and colours, and price closeness. */
export function similarityScore(f: SimilarityFacts): number {
  return (
    SIMILARITY_WEIGHTS.badges * share(f.sharedBadges, f.anchorBadges) +
    SIMILARITY_WEIGHTS.colors * share(f.sharedColors, f.anchorColors) +
    SIMILARITY_WEIGHTS.price * priceCloseness(f.price, f.anchorPrice)
  );
}
