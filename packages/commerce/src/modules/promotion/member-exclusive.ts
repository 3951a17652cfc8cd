/**
 * The 'Member Exclusive' badge of a product tile (spec 2 §2, §3 memberExclusive): a product or
 * category promotion limited to customer groups that covers the product (its master, one of its
 * variants, or one of its categories with their ancestors), live now, in the tile's currency and
 * shown on product pages. Coupon-only promotions never badge a product (a callout never gives a
 * code away); order and shipping promotions are site-wide, not a product's.
 *
 *   memberExclusiveOf(product, promotions, { now, currency, locale }) → MemberExclusive | undefined
 *
 * Tiles are the same for every shopper (and cached), so `calloutOpenAccount` is true: the
 * storefront opens the account flow for a shopper who is not yet a member.
 */
import { CUSTOMER_GROUPS } from '@ridgeline/config';
import { pick } from '../../db/localized.js';
import type { Currency } from '../pricing/index.js';
import { stageOf, validatePromotion, windowState } from './eligibility.js';
import type { CalloutPage, Promotion } from './types.js';

export type MemberExclusive = {
  calloutMsg: string;
  callOutMessageDisplayPages: CalloutPage[];
  calloutOpenAccount: boolean;
};

export type BadgeProduct = { productId: string; variantIds: readonly string[]; categoryIds: readonly string[] };

/** The loyalty programme's groups: joining it is what the account flow of a callout offers. */
const MEMBER_GROUPS: readonly string[] = [CUSTOMER_GROUPS.loyaltyMembers, CUSTOMER_GROUPS.titaniumMembers];

/** Limited to loyalty members (spec 2 §6 "Member-exclusive display is tied to loyalty membership"). */
export const isMemberExclusive = (p: Promotion) => (p.customerGroups ?? []).some((g) => MEMBER_GROUPS.includes(g));

/** The promotions that can badge a product at all: member-exclusive, product or category, not coupon-only. */
export function memberExclusiveCandidates(promotions: readonly Promotion[]): Promotion[] {
  return promotions.filter(
    (p) =>
      isMemberExclusive(p) &&
      stageOf(p.kind) <= 1 &&
      !p.couponCode &&
      p.showOn.includes('product') &&
      validatePromotion(p).length === 0,
  );
}

/** Whether any candidate is scoped by category (then the products' categories are worth loading). */
export const needsCategories = (candidates: readonly Promotion[]) => candidates.some((p) => stageOf(p.kind) === 1);

export function memberExclusiveOf(
  product: BadgeProduct,
  candidates: readonly Promotion[],
  ctx: { now: Date; currency: Currency; locale: string },
): MemberExclusive | undefined {
  const ids = new Set([product.productId, ...product.variantIds]);
  const found = candidates
    .filter((p) => windowState(p, ctx.now) === 'active' && (!p.currency || p.currency === ctx.currency))
    .find((p) =>
      stageOf(p.kind) === 0
        ? (p.productIds ?? []).some((id) => ids.has(id))
        : (p.categoryIds ?? []).some((id) => product.categoryIds.includes(id)),
    );
  if (!found) return undefined;
  return {
    calloutMsg: pick(found.calloutMessage, ctx.locale) ?? found.calloutMessage.en,
    callOutMessageDisplayPages: [...found.showOn],
    calloutOpenAccount: true,
  };
}
