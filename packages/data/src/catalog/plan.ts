import { ASSORTMENTS, assortmentFor, type Assortment } from './assortment.js';
import { productId } from './identifiers.js';
import { Rng, Stream } from './random.js';
import type { Audience } from './vocabulary.js';

export type ProductType = 'master' | 'item' | 'set' | 'bundle';

/** The cheap first decisions about a product: enough for a set to choose its components. */
export type SellablePlan = { type: 'master' | 'item'; index: number; id: string; assortment: Assortment; audience: Audience };
export type GroupPlan = { type: 'set' | 'bundle'; index: number; id: string; audience: Audience };
export type ProductPlan = SellablePlan | GroupPlan;

export function isSellable(plan: ProductPlan): plan is SellablePlan {
  return plan.type === 'master' || plan.type === 'item';
}

/**
 * Types sit at fixed positions in every hundred, so any run of 100 products holds exactly
 * one set, one bundle and two items (2% sets and bundles, as the brief asks), and a set at
 * index i can find its components among earlier indices without generating them.
 */
export function productTypeAt(index: number): ProductType {
  switch (index % 100) {
    case 37:
      return 'set';
    case 73:
      return 'bundle';
    case 11:
    case 61:
      return 'item';
    default:
      return 'master';
  }
}

/** Items are single-SKU gear: a bottle or a pack, alternating. */
const ITEM_CATEGORIES = ['accessories-bottles', 'accessories-packs'] as const;

export function planProduct(seed: number, index: number): ProductPlan {
  const type = productTypeAt(index);
  const id = productId(index);
  const rng = Rng.for(seed, index, Stream.plan);
  if (type === 'set') return { type, index, id, audience: rng.pick(['men', 'women', 'kids'] as const) };
  if (type === 'bundle') return { type, index, id, audience: 'unisex' };
  const assortment =
    type === 'item'
      ? assortmentFor(index % 100 === 11 ? ITEM_CATEGORIES[0] : ITEM_CATEGORIES[1])
      : rng.weighted(ASSORTMENTS, (a) => a.weight);
  return { type, index, id, assortment, audience: rng.pick(assortment.audiences) };
}
