/**
 * The promotion engine: prices a bag's lines and applies the promotions in force.
 *
 *   applyPromotions({ lines, promotions, couponCodes?, coupons?, customerGroups?, currency, now })
 *     → PromotionResult (see types.ts)
 *
 * Inputs: `couponCodes` are the codes applied to the bag (any case); `coupons` are the coupon
 * definitions, used to honour `enabled`, coupon windows and `promotionIds` (a promotion listed by
 * a coupon, or carrying `couponCode`, applies only with that code).
 *
 * Rules, in order:
 * 1. Each line costs unitPriceFor(tiers, quantity) × quantity (throws NoPriceError without a tier).
 * 2. A promotion is set aside, with its reason, when misconfigured, outside its window
 *    (startsAt ≤ now < endsAt), in another currency, member-exclusive for groups the shopper is not
 *    in, or coupon-only without its coupon.
 * 3. Stages run product → category (together: the 'product' class, on lines) → order → shipping.
 *    A threshold (minOrderSubtotal, ≥) is measured on what the products cost when its stage
 *    starts: the product subtotal for product/category promotions, the subtotal after line
 *    discounts for order promotions, and after order discounts too for free shipping.
 * 4. Within a stage promotions apply in a fixed order (percent before amount, then by id), each
 *    on what the earlier ones left:
 *    - percent: round half away from zero, per line (order-percent too: per line, then summed);
 *    - product-/category-amount: value off each unit, at most what is left of the line;
 *    - order-amount: value off the order once, at most what is left, shared among the lines in
 *      proportion to what is left of each (largest remainder, so shares add up exactly).
 *    Nothing ever goes below zero.
 * 5. Exclusivity is per class: on each line (product class) or on the order (order class) the
 *    shopper gets the better of "all combinable promotions together" and "the best single
 *    exclusive one"; a tie goes to the combination, then to the earlier exclusive. Losers are
 *    reported 'not-combinable' with the promotion that beat them.
 * 6. Free shipping: the first qualifying free-shipping promotion (by id) applies; the others are
 *    redundant ('not-combinable'). Which methods become free is shippingCost()'s business.
 */
import { InvalidInputError } from '../../http/errors.js';
import { allocate, percentOf, unitPriceFor, type Currency, type Money } from '../pricing/index.js';
import {
  activeCouponCodes,
  classOf,
  compareForApplication,
  couponCodesByPromotion,
  gate,
  isPercent,
  stageOf,
  unlockingCode,
  type GateContext,
} from './eligibility.js';
import type {
  Coupon,
  LineAdjustment,
  NotApplied,
  OrderAdjustment,
  PricedLine,
  PricingLine,
  Promotion,
  PromotionResult,
  ShippingAdjustment,
} from './types.js';

export type ApplyPromotionsInput = {
  lines: readonly PricingLine[];
  promotions: readonly Promotion[];
  /** Codes applied to the bag, as entered or stored (matched case-insensitively). */
  couponCodes?: readonly string[];
  /** Coupon definitions, so disabled or expired coupons unlock nothing. */
  coupons?: readonly Coupon[];
  customerGroups?: readonly string[];
  /** The shopper context's source code (source-code promotions). */
  sourceCode?: string;
  currency: Currency;
  now: Date;
};

/** One step of an option: what promotion p takes off each line. */
type Step = { promotion: Promotion; perLine: Money[] };

export function applyPromotions(input: ApplyPromotionsInput): PromotionResult {
  const { currency } = input;
  const ids = new Set<string>();
  for (const p of input.promotions) {
    if (ids.has(p.id)) throw new InvalidInputError(`Promotion '${p.id}' is listed twice.`);
    ids.add(p.id);
  }
  const coupons = input.coupons ?? [];
  const ctx: GateContext = {
    currency,
    now: input.now,
    customerGroups: new Set(input.customerGroups ?? []),
    ...(input.sourceCode ? { sourceCode: input.sourceCode.toUpperCase() } : {}),
    activeCodes: activeCouponCodes(input.couponCodes ?? [], coupons, input.now),
    unlockingCodes: couponCodesByPromotion(input.promotions, coupons),
  };

  const lines = input.lines.map(priceLine);
  const productSubTotal = sum(lines.map((l) => l.baseAmount));
  const notApplied = new Map<string, NotApplied>();
  const applied: string[] = [];
  const skip = (promotionId: string, rest: Omit<NotApplied, 'promotionId'>) =>
    notApplied.set(promotionId, { promotionId, ...rest });

  const byStage: Promotion[][] = [[], [], []];
  for (const p of [...input.promotions].sort(compareForApplication)) {
    const reason = gate(p, ctx) ?? (input.lines.length === 0 ? 'no-qualifying-items' : undefined);
    if (reason) skip(p.id, { reason });
    else byStage[classIndex(p)]?.push(p);
  }

  // Product class: product then category promotions, line by line.
  const matching = (byStage[0] ?? []).filter((p) => {
    const matches = input.lines.some((line) => targets(p, line));
    if (!matches) skip(p.id, { reason: 'no-qualifying-items' });
    return matches;
  });
  const productCandidates = withinThreshold(matching, productSubTotal, skip);
  const lineOutcome = new Map<string, { gave: boolean; blockedBy?: string }>();
  input.lines.forEach((line, index) => {
    const priced = lines[index];
    if (!priced) return;
    const candidates = productCandidates.filter((p) => targets(p, line));
    const best = bestOption(candidates, [priced.baseAmount], [line.quantity], lineOutcome);
    for (const step of best) {
      const amount = step.perLine[0] ?? 0;
      if (amount === 0) continue;
      priced.adjustments.push({ ...adjustmentOf(step.promotion, ctx), amount } satisfies LineAdjustment);
    }
    priced.lineDiscount = sum(priced.adjustments.map((a) => a.amount));
    priced.netAmount = priced.baseAmount - priced.lineDiscount;
  });
  report(productCandidates, lineOutcome, applied, skip);

  // Order class: on what the lines cost after their own discounts.
  const afterLines = lines.map((l) => l.netAmount);
  const orderOutcome = new Map<string, { gave: boolean; blockedBy?: string }>();
  const orderCandidates = withinThreshold(byStage[1] ?? [], sum(afterLines), skip);
  const orderAdjustments: OrderAdjustment[] = [];
  for (const step of bestOption(orderCandidates, afterLines, null, orderOutcome)) {
    const amount = sum(step.perLine);
    if (amount === 0) continue;
    orderAdjustments.push({
      ...adjustmentOf(step.promotion, ctx),
      amount,
      shares: lines.map((l, i) => ({ itemId: l.itemId, amount: step.perLine[i] ?? 0 })),
    });
    lines.forEach((l, i) => (l.orderDiscountShare += step.perLine[i] ?? 0));
  }
  for (const l of lines) l.finalAmount = l.netAmount - l.orderDiscountShare;
  report(orderCandidates, orderOutcome, applied, skip);

  // Shipping class: free shipping on what the products cost after every discount.
  const productTotal = sum(lines.map((l) => l.finalAmount));
  const [winner, ...redundant] = withinThreshold(byStage[2] ?? [], productTotal, skip);
  let shippingAdjustment: ShippingAdjustment | null = null;
  if (winner) {
    shippingAdjustment = { ...adjustmentOf(winner, ctx), kind: 'free-shipping' };
    applied.push(winner.id);
    for (const p of redundant) skip(p.id, { reason: 'not-combinable', blockedBy: winner.id });
  }

  const productDiscounts = sum(lines.map((l) => l.lineDiscount));
  const orderDiscounts = sum(orderAdjustments.map((a) => a.amount));
  return {
    currency,
    lines,
    orderAdjustments,
    freeShipping: shippingAdjustment !== null,
    shippingAdjustment,
    notApplied: [...input.promotions].sort(compareForApplication).flatMap((p) => notApplied.get(p.id) ?? []),
    appliedPromotionIds: applied,
    productSubTotal,
    productDiscounts,
    orderDiscounts,
    productTotal,
    listSavings: sum(lines.map((l) => l.listSavings)),
  };
}

function priceLine(line: PricingLine): PricedLine {
  const unitPrice = unitPriceFor(line.tiers, line.quantity, line.productId);
  const baseAmount = unitPrice * line.quantity;
  if (!Number.isSafeInteger(baseAmount)) throw new InvalidInputError(`Line '${line.itemId}' is too large to price.`);
  const listSavings =
    line.listUnitPrice !== undefined && line.listUnitPrice > unitPrice
      ? (line.listUnitPrice - unitPrice) * line.quantity
      : 0;
  return {
    itemId: line.itemId,
    productId: line.productId,
    quantity: line.quantity,
    unitPrice,
    baseAmount,
    adjustments: [],
    lineDiscount: 0,
    netAmount: baseAmount,
    orderDiscountShare: 0,
    finalAmount: baseAmount,
    ...(line.listUnitPrice !== undefined ? { listUnitPrice: line.listUnitPrice } : {}),
    listSavings,
  };
}

function classIndex(p: Promotion): 0 | 1 | 2 {
  const cls = classOf(p.kind);
  return cls === 'product' ? 0 : cls === 'order' ? 1 : 2;
}

function targets(p: Promotion, line: PricingLine): boolean {
  if (stageOf(p.kind) === 0) {
    return (p.productIds ?? []).some((id) => id === line.productId || id === line.masterId);
  }
  return (p.categoryIds ?? []).some((id) => line.categoryIds.includes(id));
}

function withinThreshold(
  candidates: readonly Promotion[],
  subtotal: Money,
  skip: (id: string, rest: Omit<NotApplied, 'promotionId'>) => void,
): Promotion[] {
  return candidates.filter((p) => {
    const shortBy = (p.minOrderSubtotal ?? 0) - subtotal;
    if (shortBy > 0) skip(p.id, { reason: 'below-threshold', shortBy });
    return shortBy <= 0;
  });
}

/**
 * Applies `option` in order to amounts `left` (one per line). `quantities` is given for the
 * product class (amount off each unit); null means order class (amount off the order once).
 */
function run(option: readonly Promotion[], amounts: readonly Money[], quantities: readonly number[] | null): Step[] {
  const left = [...amounts];
  return option.map((promotion) => {
    let perLine: Money[];
    if (isPercent(promotion.kind)) {
      perLine = left.map((amount) => percentOf(amount, promotion.value));
    } else if (quantities) {
      perLine = left.map((amount, i) => Math.min(amount, promotion.value * (quantities[i] ?? 0)));
    } else {
      perLine = allocate(Math.min(promotion.value, sum(left)), left);
    }
    perLine = perLine.map((amount, i) => Math.min(amount, left[i] ?? 0));
    perLine.forEach((amount, i) => (left[i] = (left[i] ?? 0) - amount));
    return { promotion, perLine };
  });
}

function total(steps: readonly Step[]): Money {
  return sum(steps.map((s) => sum(s.perLine)));
}

/**
 * The better of "every combinable candidate together" and "each exclusive one alone" (ties: the
 * combination, then the earlier exclusive). Records in `outcome` which candidates gave something
 * and, for those that lost, which promotion beat them.
 */
function bestOption(
  candidates: readonly Promotion[],
  amounts: readonly Money[],
  quantities: readonly number[] | null,
  outcome: Map<string, { gave: boolean; blockedBy?: string }>,
): Step[] {
  if (candidates.length === 0) return [];
  const combinable = candidates.filter((p) => !p.exclusive);
  const options = [combinable, ...candidates.filter((p) => p.exclusive).map((p) => [p])].filter((o) => o.length > 0);
  let best: Step[] = [];
  let bestTotal = -1;
  for (const option of options) {
    const steps = run(option, amounts, quantities);
    const t = total(steps);
    if (t > bestTotal) {
      best = steps;
      bestTotal = t;
    }
  }
  const winners = new Set(best.map((s) => s.promotion.id));
  // When even the best option gives nothing, nobody was beaten: there was nothing to discount.
  const leader = best.find((s) => sum(s.perLine) > 0)?.promotion.id;
  for (const p of candidates) {
    const seen = outcome.get(p.id) ?? { gave: false };
    const step = best.find((s) => s.promotion.id === p.id);
    if (step && sum(step.perLine) > 0) seen.gave = true;
    if (!winners.has(p.id) && leader && !seen.blockedBy) seen.blockedBy = leader;
    outcome.set(p.id, seen);
  }
  return best;
}

function report(
  candidates: readonly Promotion[],
  outcome: ReadonlyMap<string, { gave: boolean; blockedBy?: string }>,
  applied: string[],
  skip: (id: string, rest: Omit<NotApplied, 'promotionId'>) => void,
): void {
  for (const p of candidates) {
    const o = outcome.get(p.id);
    if (o?.gave) applied.push(p.id);
    else if (o?.blockedBy) skip(p.id, { reason: 'not-combinable', blockedBy: o.blockedBy });
    else skip(p.id, { reason: 'nothing-to-discount' });
  }
}

function adjustmentOf(p: Promotion, ctx: GateContext) {
  const code = unlockingCode(p, ctx);
  return {
    promotionId: p.id,
    kind: p.kind,
    calloutMessage: p.calloutMessage,
    showOn: p.showOn,
    ...(code ? { couponCode: code } : {}),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
