/**
 * Basket totals: promotions → shipping → tax → totals, all Money (integer minor units).
 *
 *   priceBasket({ ...ApplyPromotionsInput, shippingMethodId?, destination? }) → PricedBasket
 *     what every priced answer of the bag runs (flows/basket-view.ts; synchronous, tax from TAX_TABLE)
 *   taxInputFor(promotions, shipping, destination) → TaxInput
 *     for a real tax service: applyPromotions → shippingCost → await calculator.taxFor(taxInputFor(…))
 *     → computeTotals
 *   computeTotals({ promotions, shipping, tax }) → Totals
 *
 * Totals (spec 1 §3 Basket: productSubTotal, total):
 *   productSubTotal  Σ tier price × quantity, before promotions
 *   productDiscounts Σ product and category promotions
 *   orderDiscounts   Σ order promotions
 *   productTotal     productSubTotal − productDiscounts − orderDiscounts
 *   shippingTotal    the method's price, 0 when a free-shipping promotion covers it; 0 for an empty bag
 *   taxTotal         0 until the destination is known (taxCalculated says which)
 *   orderTotal       productTotal + shippingTotal + taxTotal
 *   savings          list-vs-sale savings + productDiscounts + orderDiscounts + shippingDiscount
 * Invariants (checked, an Error if broken): every figure a whole number ≥ 0, and the two sums above.
 */
import {
  DEFAULT_SHIPPING_METHOD_ID,
  isMoney,
  shippingCost,
  shippingMethod,
  type Currency,
  type Money,
  type ShippingCharge,
} from '../modules/pricing/index.js';
import { applyPromotions, type ApplyPromotionsInput, type PromotionResult } from '../modules/promotion/index.js';
import { taxFor, type TaxInput, type TaxResult } from '../modules/tax/index.js';

export type Destination = { country: string; region: string };

export type Totals = {
  currency: Currency;
  productSubTotal: Money;
  productDiscounts: Money;
  orderDiscounts: Money;
  productTotal: Money;
  shippingDiscount: Money;
  shippingTotal: Money;
  taxTotal: Money;
  taxCalculated: boolean;
  orderTotal: Money;
  savings: Money;
};

export type PricedBasket = {
  promotions: PromotionResult;
  /** null for an empty bag: nothing to ship. */
  shipping: ShippingCharge | null;
  /** null until the shipping destination is known. */
  tax: TaxResult | null;
  totals: Totals;
};

export type PriceBasketInput = ApplyPromotionsInput & {
  /** Defaults to Standard. */
  shippingMethodId?: string;
  destination?: Destination | null;
};

export function priceBasket(input: PriceBasketInput): PricedBasket {
  const promotions = applyPromotions(input);
  const method = shippingMethod(input.currency, input.shippingMethodId ?? DEFAULT_SHIPPING_METHOD_ID);
  const shipping = promotions.lines.length > 0 ? shippingCost(method, promotions) : null;
  const tax = input.destination ? taxFor(taxInputFor(input, promotions, shipping, input.destination)) : null;
  return { promotions, shipping, tax, totals: computeTotals({ promotions, shipping, tax }) };
}

/** The tax request for a priced bag: each line after every discount, and shipping after its discount. */
export function taxInputFor(
  input: Pick<ApplyPromotionsInput, 'lines'>,
  promotions: PromotionResult,
  shipping: ShippingCharge | null,
  destination: Destination,
): TaxInput {
  const taxClassOf = new Map(input.lines.map((l) => [l.itemId, l.taxClass]));
  return {
    country: destination.country,
    region: destination.region,
    lines: promotions.lines.map((l) => {
      const taxClass = taxClassOf.get(l.itemId);
      return { amount: l.finalAmount, ...(taxClass ? { taxClass } : {}) };
    }),
    shipping: shipping?.amount ?? 0,
  };
}

export function computeTotals(parts: {
  promotions: PromotionResult;
  shipping: ShippingCharge | null;
  tax: TaxResult | null;
}): Totals {
  const { promotions: p, shipping, tax } = parts;
  const shippingTotal = shipping?.amount ?? 0;
  const shippingDiscount = shipping?.discount ?? 0;
  const taxTotal = tax?.total ?? 0;
  const totals: Totals = {
    currency: p.currency,
    productSubTotal: p.productSubTotal,
    productDiscounts: p.productDiscounts,
    orderDiscounts: p.orderDiscounts,
    productTotal: p.productTotal,
    shippingDiscount,
    shippingTotal,
    taxTotal,
    taxCalculated: tax !== null,
    orderTotal: p.productTotal + shippingTotal + taxTotal,
    savings: p.listSavings + p.productDiscounts + p.orderDiscounts + shippingDiscount,
  };
  assertInvariants(totals);
  return totals;
}

function assertInvariants(t: Totals): void {
  const { currency: _currency, taxCalculated: _taxCalculated, ...figures } = t;
  for (const [name, value] of Object.entries(figures)) {
    if (!isMoney(value)) throw new Error(`Basket total ${name} is ${value}: not a whole, non-negative amount.`);
  }
  if (t.productTotal !== t.productSubTotal - t.productDiscounts - t.orderDiscounts) {
    throw new Error('Basket totals do not add up: productTotal ≠ productSubTotal − discounts.');
  }
  if (t.orderTotal !== t.productTotal + t.shippingTotal + t.taxTotal) {
    throw new Error('Basket totals do not add up: orderTotal ≠ productTotal + shipping + tax.');
  }
}
