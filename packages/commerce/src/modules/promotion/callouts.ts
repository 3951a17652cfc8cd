/**
 * Promotion callouts for a page (spec 2 §3: promotions { calloutMsg, isExclusive,
 * callOutMessageDisplayPages, calloutOpenAccount }, memberExclusive).
 *
 *   calloutsFor({ page, promotions, now, currency, customerGroups?, products?, couponCodes?, coupons? })
 *     → Callout[]
 *
 * A promotion's callout shows on a page when:
 * - the page is in its `showOn`, it is configured correctly, in its window and in the bag's currency;
 * - for product and category promotions, it targets one of `products` (the product on a product
 *   page or tile, the lines on the cart); order and free-shipping promotions are site-wide;
 * - it is coupon-only: only once its coupon is applied (callouts never give codes away).
 * Member-exclusive promotions (limited to the loyalty programme's groups) show to everyone, flagged
 * memberExclusive (lock icon, 'Member Exclusive' badge); for a shopper outside its groups
 * `openAccount` is true: the callout opens the account drawer instead of promising a discount they
 * would not get. A promotion limited to other groups shows only to shoppers in one of them.
 * Order: the order promotions are applied in (product, category, order, shipping; percent first; id).
 */
import { CUSTOMER_GROUPS } from '@ridgeline/config';
import type { Localized } from '../../db/localized.js';
import type { Currency } from '../pricing/index.js';
import {
  activeCouponCodes,
  compareForApplication,
  couponCodesByPromotion,
  stageOf,
  validatePromotion,
  windowState,
} from './eligibility.js';
import { isMemberExclusive } from './member-exclusive.js';
import type { CalloutPage, Coupon, PricingLine, Promotion } from './types.js';

export type Callout = {
  promotionId: string;
  message: Localized;
  isExclusive: boolean;
  displayPages: readonly CalloutPage[];
  memberExclusive: boolean;
  openAccount: boolean;
};

export type CalloutContext = {
  page: CalloutPage;
  promotions: readonly Promotion[];
  now: Date;
  currency: Currency;
  customerGroups?: readonly string[];
  products?: readonly Pick<PricingLine, 'productId' | 'masterId' | 'categoryIds'>[];
  couponCodes?: readonly string[];
  coupons?: readonly Coupon[];
  /** The shopper's source code: a promotion kept for source codes shows only with one of them. */
  sourceCode?: string;
};

export function calloutsFor(ctx: CalloutContext): Callout[] {
  // Every shopper is in Everyone (spec 1 §3), whether or not the page knows who they are.
  const groups = new Set([CUSTOMER_GROUPS.everyone, ...(ctx.customerGroups ?? [])]);
  const coupons = ctx.coupons ?? [];
  const unlocking = couponCodesByPromotion(ctx.promotions, coupons);
  const active = activeCouponCodes(ctx.couponCodes ?? [], coupons, ctx.now);
  const products = ctx.products ?? [];
  return [...ctx.promotions]
    .sort(compareForApplication)
    .filter((p) => {
      if (!p.showOn.includes(ctx.page) || validatePromotion(p).length > 0) return false;
      // Limited to other groups (staff, registered customers): only their own shoppers see it.
      if (p.customerGroups?.length && !isMemberExclusive(p) && !p.customerGroups.some((g) => groups.has(g)))
        return false;
      if (windowState(p, ctx.now) !== 'active' || (p.currency && p.currency !== ctx.currency)) return false;
      const sourceCode = ctx.sourceCode?.toUpperCase();
      if (p.sourceCodes?.length && !p.sourceCodes.some((code) => code.toUpperCase() === sourceCode)) return false;
      const codes = unlocking.get(p.id);
      if (codes && ![...codes].some((c) => active.has(c))) return false;
      const stage = stageOf(p.kind);
      if (stage === 0) return products.some((x) => p.productIds?.some((id) => id === x.productId || id === x.masterId));
      if (stage === 1) return products.some((x) => p.categoryIds?.some((id) => x.categoryIds.includes(id)));
      return true;
    })
    .map((p) => {
      const memberExclusive = isMemberExclusive(p);
      return {
        promotionId: p.id,
        message: p.calloutMessage,
        isExclusive: p.exclusive ?? false,
        displayPages: p.showOn,
        memberExclusive,
        openAccount: memberExclusive && !(p.customerGroups ?? []).some((g) => groups.has(g)),
      };
    });
}
