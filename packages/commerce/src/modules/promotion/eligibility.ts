/**
 * Whether a promotion may take part at all, before any line is looked at.
 *
 *   classOf(kind) / stageOf(kind)         'product' | 'order' | 'shipping'; 0 product … 3 shipping
 *   compareForApplication(a, b)           the one order promotions are applied in
 *   validatePromotion(p) → string[]       configuration problems ([] when usable)
 *   windowState(item, now)                'active' | 'not-started' | 'ended' (startsAt ≤ now < endsAt)
 *   normalizeCouponCode(code)             trimmed and upper-cased: codes are case-insensitive
 *   couponCodesByPromotion(promos, coupons) which codes unlock which promotion
 *   gate(p, context) → reason | undefined the first reason it cannot apply to this shopper now
 *
 * Order of application (deterministic, whatever order promotions arrive in): product promotions,
 * then category promotions, then order promotions, then shipping; within a stage percent-off
 * before amount-off, then by id. Each discount is taken from what earlier ones left.
 */
import { isMoney, scaledPercent, type Currency } from '../pricing/index.js';
import type { Coupon, NotAppliedReason, Promotion, PromotionClass, PromotionKind } from './types.js';

export const COUPON_CODE_MAX_LENGTH = 64;

export function classOf(kind: PromotionKind): PromotionClass {
  if (kind === 'free-shipping') return 'shipping';
  return kind.startsWith('order-') ? 'order' : 'product';
}

export function stageOf(kind: PromotionKind): 0 | 1 | 2 | 3 {
  if (kind.startsWith('product-')) return 0;
  if (kind.startsWith('category-')) return 1;
  return kind.startsWith('order-') ? 2 : 3;
}

export function isPercent(kind: PromotionKind): boolean {
  return kind.endsWith('-percent');
}

export function compareForApplication(a: Promotion, b: Promotion): number {
  return (
    stageOf(a.kind) - stageOf(b.kind) ||
    Number(!isPercent(a.kind)) - Number(!isPercent(b.kind)) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** What is wrong with a promotion's configuration; such a promotion is reported 'misconfigured', never thrown. */
export function validatePromotion(p: Promotion): string[] {
  const problems: string[] = [];
  if (isPercent(p.kind)) {
    if (!(p.value > 0 && p.value <= 100) || scaledPercent(p.value, 2) === undefined) {
      problems.push('a percentage must be above 0 and at most 100, with at most 2 decimals');
    }
  } else if (p.kind !== 'free-shipping') {
    if (!isMoney(p.value) || p.value === 0) problems.push('an amount must be a whole number of minor units above 0');
    if (!p.currency) problems.push('an amount needs a currency');
  }
  if (p.kind.startsWith('product-') && !p.productIds?.length) problems.push('a product promotion needs productIds');
  if (p.kind.startsWith('category-') && !p.categoryIds?.length) problems.push('a category promotion needs categoryIds');
  if (p.minOrderSubtotal !== undefined) {
    if (!isMoney(p.minOrderSubtotal)) problems.push('minOrderSubtotal must be a whole, non-negative amount');
    if (!p.currency) problems.push('a threshold needs a currency');
  }
  const starts = timeOf(p.startsAt);
  const ends = timeOf(p.endsAt);
  if (Number.isNaN(starts) || Number.isNaN(ends)) problems.push('startsAt and endsAt must be dates');
  else if (p.startsAt && p.endsAt && starts >= ends) problems.push('startsAt must be before endsAt');
  if (p.couponCode !== undefined && !isUsableCode(p.couponCode)) problems.push('the coupon code is empty or too long');
  return problems;
}

/**
 * Milliseconds of an optional date (0 when absent). Also reads an ISO string, in case a
 * definition comes straight out of a jsonb column without its dates revived.
 */
function timeOf(date: Date | undefined): number {
  return date === undefined ? 0 : new Date(date).getTime();
}

export function windowState(item: { startsAt?: Date; endsAt?: Date }, now: Date): 'active' | 'not-started' | 'ended' {
  const t = now.getTime();
  if (item.startsAt && t < timeOf(item.startsAt)) return 'not-started';
  if (item.endsAt && t >= timeOf(item.endsAt)) return 'ended';
  return 'active';
}

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function isUsableCode(code: string): boolean {
  const normalized = normalizeCouponCode(code);
  return normalized.length > 0 && normalized.length <= COUPON_CODE_MAX_LENGTH;
}

/**
 * The (normalized) codes that unlock each coupon-only promotion: its own `couponCode`, and the
 * code of every coupon that lists it in `promotionIds`. Promotions absent from the map need no coupon.
 */
export function couponCodesByPromotion(
  promotions: readonly Promotion[],
  coupons: readonly Coupon[],
): Map<string, Set<string>> {
  const codes = new Map<string, Set<string>>();
  const add = (promotionId: string, code: string) => {
    const set = codes.get(promotionId) ?? new Set<string>();
    set.add(normalizeCouponCode(code));
    codes.set(promotionId, set);
  };
  for (const p of promotions) if (p.couponCode !== undefined) add(p.id, p.couponCode);
  for (const c of coupons) for (const id of c.promotionIds) add(id, c.code);
  return codes;
}

export type GateContext = {
  currency: Currency;
  now: Date;
  customerGroups: ReadonlySet<string>;
  /** The shopper context's source code, upper-cased, if any. */
  sourceCode?: string;
  /** Normalized codes applied to the bag whose coupon (when its definition is known) is enabled and in its window. */
  activeCodes: ReadonlySet<string>;
  unlockingCodes: ReadonlyMap<string, ReadonlySet<string>>;
};

/** Codes applied to the bag that can unlock something now: unknown to `coupons` (promotion-held codes) or enabled and in window. */
export function activeCouponCodes(applied: readonly string[], coupons: readonly Coupon[], now: Date): Set<string> {
  const byCode = new Map(coupons.map((c) => [normalizeCouponCode(c.code), c]));
  const active = new Set<string>();
  for (const raw of applied) {
    const code = normalizeCouponCode(raw);
    const coupon = byCode.get(code);
    if (!coupon || (coupon.enabled && windowState(coupon, now) === 'active')) active.add(code);
  }
  return active;
}

/** The first reason, in a fixed order, why `p` cannot take part for this shopper, bag currency and time. */
export function gate(p: Promotion, ctx: GateContext): NotAppliedReason | undefined {
  if (validatePromotion(p).length > 0) return 'misconfigured';
  const window = windowState(p, ctx.now);
  if (window !== 'active') return window;
  if (p.currency && p.currency !== ctx.currency) return 'currency';
  if (p.customerGroups?.length && !p.customerGroups.some((g) => ctx.customerGroups.has(g))) return 'customer-group';
  if (p.sourceCodes?.length && !p.sourceCodes.some((code) => code.toUpperCase() === ctx.sourceCode))
    return 'source-code';
  const codes = ctx.unlockingCodes.get(p.id);
  if (codes && ![...codes].some((c) => ctx.activeCodes.has(c))) return 'coupon-required';
  return undefined;
}

/** The applied code that unlocked `p`, if it is a coupon-only promotion. */
export function unlockingCode(p: Promotion, ctx: GateContext): string | undefined {
  const codes = ctx.unlockingCodes.get(p.id);
  return codes ? [...codes].find((c) => ctx.activeCodes.has(c)) : undefined;
}
