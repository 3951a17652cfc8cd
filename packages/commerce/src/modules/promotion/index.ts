/**
 * Promotion's public face: the promotion definitions (kept and cached), the pure engine that applies
 * them to a bag, coupons, and the callouts and member-exclusive badges shown with products.
 */
export { applyPromotions, type ApplyPromotionsInput } from './apply.js';
export { calloutsFor } from './callouts.js';
export { validateCoupon } from './coupons.js';
export {
  cachedPromotions,
  countPromotions,
  invalidatePromotions,
  savePromotions,
  type CouponInput,
  type PromotionCatalogue,
  type PromotionInput,
} from './definitions.js';
export { normalizeCouponCode } from './eligibility.js';
export { InvalidCouponError } from './errors.js';
export { memberExclusiveCandidates, memberExclusiveOf, needsCategories } from './member-exclusive.js';
export type { PricingLine, Promotion, PromotionResult } from './types.js';
