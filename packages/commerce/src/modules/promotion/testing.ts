/** Builders for the promotion and totals unit tests: one line or promotion in one call. */
import { seededRandom } from '../../lib/seeded-random.js';
import type { PricingLine, Promotion, PromotionKind } from './types.js';

export const NOW = new Date('2026-03-01T12:00:00Z');

/** A line of `quantity` × `price`, product `P-<itemId>`, one tier unless `tiers` is given. */
export function line(itemId: string, price: number, quantity = 1, extra: Partial<PricingLine> = {}): PricingLine {
  return {
    itemId,
    productId: `P-${itemId}`,
    categoryIds: [],
    quantity,
    tiers: [{ minQuantity: 1, amountMinor: price }],
    ...extra,
  };
}

/** A promotion in USD shown on every page; `extra` overrides anything (currency: undefined for none). */
export function promo(id: string, kind: PromotionKind, value: number, extra: Partial<Promotion> = {}): Promotion {
  return {
    id,
    name: { en: `Promotion ${id}` },
    calloutMessage: { en: `${id} callout`, fr: `${id} accroche` },
    kind,
    value,
    currency: 'USD',
    showOn: ['product', 'cart', 'checkout'],
    ...extra,
  };
}

/** A small deterministic pseudo-random generator (mulberry32) for property-style tests. */
export const seeded = seededRandom;
