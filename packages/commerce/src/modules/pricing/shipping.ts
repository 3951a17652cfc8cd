/**
 * Shipping methods and what one costs for a bag.
 *
 *   SHIPPING_METHODS: per currency, Standard and Express, prices in minor units
 *   DEFAULT_SHIPPING_METHOD_ID = 'standard'
 *   shippingMethodsFor(currency) → ShippingMethod[]
 *   shippingMethod(currency, id) → ShippingMethod (throws NotFoundError for an unknown id)
 *   shippingCost(method, { freeShipping, shippingAdjustment? }) → ShippingCharge
 *
 * Free shipping and its threshold: the table holds no threshold. "Free shipping over $99" (or
 * "members ship free") is a 'free-shipping' promotion with minOrderSubtotal 9900 in USD (or
 * customerGroups ['loyalty-members']), so merchandising can change it without a release, give it a
 * window, tie it to a coupon or a currency. applyPromotions() decides whether it applies (the
 * threshold is met at exactly 9900, measured after product and order discounts); shippingCost()
 * then makes the methods marked freeShippingEligible cost 0. Express is never free: the shopper
 * pays its full price for the faster delivery.
 */
import type { Localized } from '../../db/localized.js';
import { NotFoundError } from '../../http/errors.js';
import type { Money } from './money.js';
import type { Currency } from './service.js';

export type ShippingMethod = {
  id: 'standard' | 'express';
  currency: Currency;
  name: Localized;
  description: Localized;
  price: Money;
  /** Whether a free-shipping promotion makes this method free. */
  freeShippingEligible: boolean;
};

export type ShippingCharge = {
  methodId: ShippingMethod['id'];
  /** The method's price. */
  basePrice: Money;
  /** What a free-shipping promotion takes off (basePrice or 0). */
  discount: Money;
  /** basePrice − discount: what the shopper pays for shipping, before tax. */
  amount: Money;
  promotionId?: string;
};

export const DEFAULT_SHIPPING_METHOD_ID = 'standard';

const standard = {
  id: 'standard',
  name: { en: 'Standard', fr: 'Standard' },
  description: { en: '3–7 business days', fr: '3 à 7 jours ouvrables' },
  freeShippingEligible: true,
} as const;
const express = {
  id: 'express',
  name: { en: 'Express', fr: 'Express' },
  description: { en: '1–2 business days', fr: '1 à 2 jours ouvrables' },
  freeShippingEligible: false,
} as const;

export const SHIPPING_METHODS: Readonly<Record<Currency, readonly ShippingMethod[]>> = {
  USD: [
    { ...standard, currency: 'USD', price: 895 },
    { ...express, currency: 'USD', price: 1995 },
  ],
  CAD: [
    { ...standard, currency: 'CAD', price: 1095 },
    { ...express, currency: 'CAD', price: 2495 },
  ],
};

export function shippingMethodsFor(currency: Currency): readonly ShippingMethod[] {
  return SHIPPING_METHODS[currency];
}

export function shippingMethod(currency: Currency, id: string): ShippingMethod {
  const method = SHIPPING_METHODS[currency].find((m) => m.id === id);
  if (!method) throw new NotFoundError('Shipping method', id.slice(0, 40));
  return method;
}

/** What shipping needs of a bag's promotions: whether one makes shipping free, and which. */
export type ShippingPromotion = { freeShipping: boolean; shippingAdjustment?: { promotionId: string } | null };

export function shippingCost(method: ShippingMethod, adjustments: ShippingPromotion): ShippingCharge {
  const free = adjustments.freeShipping && method.freeShippingEligible;
  const promotionId = free ? adjustments.shippingAdjustment?.promotionId : undefined;
  return {
    methodId: method.id,
    basePrice: method.price,
    discount: free ? method.price : 0,
    amount: free ? 0 : method.price,
    ...(promotionId ? { promotionId } : {}),
  };
}
