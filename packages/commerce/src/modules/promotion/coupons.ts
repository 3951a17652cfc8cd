/**
 * Whether a coupon code may be added to a bag.
 *
 *   validateCoupon(code, { coupons, promotions, lines, now, currency, customerGroups?, appliedCodes? })
 *     → { ok: true, code, coupon, promotionIds }
 *     | { ok: false, error, message, reason?, shortBy? }
 *
 * Codes are trimmed and compared case-insensitively; `code` in the answer is the canonical
 * (upper-cased) form the basket stores. Checks, in order, each with its message:
 *   empty           'Please enter a coupon code.'
 *   too-long        more than 64 characters
 *   unknown         'Coupon code "X" is not valid.' — also for a disabled coupon or one whose
 *                   promotions are all misconfigured (the shopper cannot tell them apart, nor should)
 *   not-yet-valid   the coupon's window (or every one of its promotions') has not started
 *   expired         the coupon's window (or every one of its promotions') has ended
 *   already-applied the bag already holds it
 *   not-applicable  none of its promotions qualifies for this bag: `reason` says why
 *                   (no-qualifying-items, below-threshold with `shortBy`, customer-group, currency)
 * A coupon whose promotion qualifies but loses to a better exclusive one is accepted: it stays
 * in the bag and applyPromotions() gives the shopper the better deal.
 * A code is known when a coupon carries it or a promotion's `couponCode` is it.
 */
import type { Currency, Money } from '../pricing/index.js';
import { applyPromotions } from './apply.js';
import { COUPON_CODE_MAX_LENGTH, normalizeCouponCode, windowState } from './eligibility.js';
import type { Coupon, NotAppliedReason, PricingLine, Promotion } from './types.js';

export type CouponError =
  'empty' | 'too-long' | 'unknown' | 'not-yet-valid' | 'expired' | 'already-applied' | 'not-applicable';

export type CouponAccepted = {
  ok: true;
  /** Canonical (trimmed, upper-cased): what the basket stores. */
  code: string;
  /** null when the code is only known from a promotion's couponCode. */
  coupon: Coupon | null;
  promotionIds: string[];
};
export type CouponRejected = {
  ok: false;
  error: CouponError;
  message: string;
  reason?: NotAppliedReason;
  shortBy?: Money;
};
export type CouponCheck = CouponAccepted | CouponRejected;

export type CouponContext = {
  coupons: readonly Coupon[];
  promotions: readonly Promotion[];
  lines: readonly PricingLine[];
  now: Date;
  currency: Currency;
  customerGroups?: readonly string[];
  /** The shopper context's source code (source-code promotions). */
  sourceCode?: string;
  /** Codes already in the bag. */
  appliedCodes?: readonly string[];
};

/** Among promotions that failed for a bag-related reason, the one the shopper can do most about. */
const REASON_PRIORITY: readonly NotAppliedReason[] = [
  'below-threshold',
  'no-qualifying-items',
  'nothing-to-discount',
  'customer-group',
  'source-code',
  'currency',
];

export function validateCoupon(code: string, ctx: CouponContext): CouponCheck {
  const entered = code.trim();
  const canonical = normalizeCouponCode(code);
  const fail = (
    error: CouponError,
    message: string,
    extra: Pick<CouponRejected, 'reason' | 'shortBy'> = {},
  ): CouponRejected => ({
    ok: false,
    error,
    message,
    ...extra,
  });
  if (canonical.length === 0) return fail('empty', 'Please enter a coupon code.');
  if (canonical.length > COUPON_CODE_MAX_LENGTH) {
    return fail('too-long', `A coupon code has at most ${COUPON_CODE_MAX_LENGTH} characters.`);
  }
  const quoted = `Coupon code "${entered}"`;
  const coupon = ctx.coupons.find((c) => normalizeCouponCode(c.code) === canonical) ?? null;
  const linked = ctx.promotions.filter(
    (p) =>
      (p.couponCode !== undefined && normalizeCouponCode(p.couponCode) === canonical) ||
      (coupon?.promotionIds.includes(p.id) ?? false),
  );
  const unknown = () => fail('unknown', `${quoted} is not valid.`);
  if (coupon ? !coupon.enabled : linked.length === 0) return unknown();
  const window = coupon ? windowState(coupon, ctx.now) : 'active';
  if (window === 'not-started') return fail('not-yet-valid', `${quoted} is not valid yet.`);
  if (window === 'ended') return fail('expired', `${quoted} has expired.`);
  if ((ctx.appliedCodes ?? []).some((c) => normalizeCouponCode(c) === canonical)) {
    return fail('already-applied', `${quoted} is already applied to your bag.`);
  }

  const notApplicable = (reason: NotAppliedReason, shortBy?: number) =>
    fail('not-applicable', messageFor(quoted, reason), { reason, ...(shortBy !== undefined ? { shortBy } : {}) });
  if (linked.length === 0) return notApplicable('no-qualifying-items');

  const result = applyPromotions({
    lines: ctx.lines,
    promotions: ctx.promotions,
    couponCodes: [...(ctx.appliedCodes ?? []), canonical],
    coupons: ctx.coupons,
    customerGroups: ctx.customerGroups ?? [],
    ...(ctx.sourceCode ? { sourceCode: ctx.sourceCode } : {}),
    currency: ctx.currency,
    now: ctx.now,
  });
  const failures = new Map(result.notApplied.map((n) => [n.promotionId, n]));
  const outcomes = linked.map((p) => failures.get(p.id));
  if (outcomes.some((o) => o === undefined || o.reason === 'not-combinable')) {
    return { ok: true, code: canonical, coupon, promotionIds: linked.map((p) => p.id) };
  }
  const reasons = outcomes.flatMap((o) => (o ? [o] : []));
  if (reasons.every((o) => o.reason === 'misconfigured')) return unknown();
  const usable = reasons.filter((o) => o.reason !== 'misconfigured');
  if (usable.every((o) => o.reason === 'not-started' || o.reason === 'ended')) {
    return usable.some((o) => o.reason === 'not-started')
      ? fail('not-yet-valid', `${quoted} is not valid yet.`)
      : fail('expired', `${quoted} has expired.`);
  }
  for (const reason of REASON_PRIORITY) {
    const matching = usable.filter((o) => o.reason === reason);
    if (matching.length === 0) continue;
    const shortBy = reason === 'below-threshold' ? Math.min(...matching.map((o) => o.shortBy ?? 0)) : undefined;
    return notApplicable(reason, shortBy);
  }
  return notApplicable('no-qualifying-items');
}

function messageFor(quoted: string, reason: NotAppliedReason): string {
  switch (reason) {
    case 'below-threshold':
      return `${quoted} needs a larger order: add more to your bag to use it.`;
    case 'customer-group':
      return `${quoted} is for members only.`;
    case 'source-code':
      return `${quoted} is only for the campaign it was sent with.`;
    case 'currency':
      return `${quoted} cannot be used in this currency.`;
    default:
      return `${quoted} does not apply to the items in your bag.`;
  }
}
