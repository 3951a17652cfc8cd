/**
 * Shapes of the pure promotion engine. No database here: the bag's flows
 * (flows/basket-pricing-input.ts) load promotions, coupons and the bag's lines and hand them in.
 *
 *   PricingLine    one bag line with the tiers of the shopper's currency
 *   Promotion      a discount rule with its callout, class, conditions and window
 *   Coupon         a code that unlocks promotions (spec 1 §3 couponItems, c_includeInShopperContext)
 *   PromotionResult what applyPromotions() answers: priced lines, order and shipping adjustments,
 *                  and every promotion that did not apply with the reason why
 *
 * All money is Money: integer minor units (cents) of the bag's currency.
 */
import type { Localized } from '../../db/localized.js';
import type { Currency, Money, Tier } from '../pricing/index.js';
import type { TaxClass } from '../tax/index.js';

export type PricingLine = {
  /** The basket line's id; answers refer to lines by it. */
  itemId: string;
  /** What is sold: a variant, a standard item or a bundle. */
  productId: string;
  /** The variant's master, so a product promotion on the master covers all its variants. */
  masterId?: string;
  /** The product's categories and all their ancestors. */
  categoryIds: readonly string[];
  quantity: number;
  /** The sale (else list) price book's tiers in the shopper's currency. */
  tiers: readonly Tier[];
  /** The list price of one unit, only to show what the shopper saves against it. */
  listUnitPrice?: Money;
  /** For tax: 'exempt' lines (gift cards) are not taxed; default 'standard'. */
  taxClass?: TaxClass;
};

export const PROMOTION_KINDS = [
  'product-percent',
  'product-amount',
  'category-percent',
  'category-amount',
  'order-percent',
  'order-amount',
  'free-shipping',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * Promotions compete (exclusivity) only within their class. Product and category promotions
 * both discount lines, so they are one class ('product'), as on the commerce platform.
 */
export type PromotionClass = 'product' | 'order' | 'shipping';

export type CalloutPage = 'product' | 'cart' | 'checkout';

export type Promotion = {
  id: string;
  name: Localized;
  /** Shown on the pages in `showOn` (product tiles and page, cart, checkout). */
  calloutMessage: Localized;
  kind: PromotionKind;
  /**
   * Percent kinds: 0 < value ≤ 100, at most 2 decimals. Amount kinds: minor units off each unit
   * (product-, category-amount) or off the order once (order-amount). Ignored for free-shipping.
   */
  value: number;
  /** product-*: the products (variant, item or master ids) it discounts. */
  productIds?: readonly string[];
  /** category-*: the categories whose products (descendants included) it discounts. */
  categoryIds?: readonly string[];
  /** Threshold, ≥, in the promotion's currency (e.g. free shipping over $99 = 9900). */
  minOrderSubtotal?: Money;
  /** Member-exclusive: only shoppers in one of these groups (e.g. 'loyalty-members'). */
  customerGroups?: readonly string[];
  /** Only when this coupon code is applied to the bag. */
  couponCode?: string;
  /**
   * Source-code promotion: only for a shopper whose context carries one of these source codes
   * (a campaign's landing link, or the Storefront Toolkit's Source Code), compared case-insensitively.
   */
  sourceCodes?: readonly string[];
  /** Window: from startsAt (inclusive) until endsAt (exclusive). */
  startsAt?: Date;
  endsAt?: Date;
  /** Required when the promotion carries money (an amount or a threshold). */
  currency?: Currency;
  /** Cannot combine with other promotions of the same class. */
  exclusive?: boolean;
  showOn: readonly CalloutPage[];
};

export type Coupon = {
  code: string;
  promotionIds: readonly string[];
  startsAt?: Date;
  endsAt?: Date;
  enabled: boolean;
  /** c_includeInShopperContext: the code is synced to the shopper context (spec 1 §4). */
  includeInShopperContext: boolean;
};

/** A discount on one line. `amount` is positive: what comes off. */
export type LineAdjustment = {
  promotionId: string;
  kind: PromotionKind;
  amount: Money;
  calloutMessage: Localized;
  showOn: readonly CalloutPage[];
  couponCode?: string;
};

export type PricedLine = {
  itemId: string;
  productId: string;
  quantity: number;
  /** The tier price for this quantity. */
  unitPrice: Money;
  /** unitPrice × quantity. */
  baseAmount: Money;
  /** Product and category promotions on this line, in the order they were applied. */
  adjustments: LineAdjustment[];
  lineDiscount: Money;
  /** baseAmount − lineDiscount. */
  netAmount: Money;
  /** This line's share of the order-level discounts (for tax and refunds). */
  orderDiscountShare: Money;
  /** netAmount − orderDiscountShare: what the shopper pays for the line, before tax. */
  finalAmount: Money;
  listUnitPrice?: Money;
  /** (listUnitPrice − unitPrice) × quantity when the list price is higher, else 0. */
  listSavings: Money;
};

/** A discount on the whole order, with how it is shared among the lines. */
export type OrderAdjustment = {
  promotionId: string;
  kind: PromotionKind;
  amount: Money;
  calloutMessage: Localized;
  showOn: readonly CalloutPage[];
  couponCode?: string;
  shares: { itemId: string; amount: Money }[];
};

export type ShippingAdjustment = {
  promotionId: string;
  kind: 'free-shipping';
  calloutMessage: Localized;
  showOn: readonly CalloutPage[];
  couponCode?: string;
};

export type NotAppliedReason =
  /** Value, targets, window or currency are not usable; see validatePromotion(). */
  | 'misconfigured'
  | 'not-started'
  | 'ended'
  /** Its currency is not the bag's. */
  | 'currency'
  /** Member-exclusive and the shopper is in none of its groups. */
  | 'customer-group'
  /** For source codes the shopper's context does not carry. */
  | 'source-code'
  /** Its coupon is not applied to the bag (or the coupon is disabled or out of its window). */
  | 'coupon-required'
  /** No line is one of its products or in one of its categories. */
  | 'no-qualifying-items'
  /** The bag is below minOrderSubtotal; `shortBy` says by how much. */
  | 'below-threshold'
  /** It lost to (or, being exclusive, was beaten by) promotion `blockedBy` of the same class. */
  | 'not-combinable'
  /** Earlier promotions already brought its lines (or the order) to zero. */
  | 'nothing-to-discount';

export type NotApplied = {
  promotionId: string;
  reason: NotAppliedReason;
  shortBy?: Money;
  blockedBy?: string;
};

export type PromotionResult = {
  currency: Currency;
  lines: PricedLine[];
  orderAdjustments: OrderAdjustment[];
  /** True when a free-shipping promotion applies (to methods eligible for it). */
  freeShipping: boolean;
  shippingAdjustment: ShippingAdjustment | null;
  /** Every promotion handed in that gave nothing, each once. */
  notApplied: NotApplied[];
  /** Promotions that gave something, in the order they were applied. */
  appliedPromotionIds: string[];
  /** Σ baseAmount: what the products cost before any promotion. */
  productSubTotal: Money;
  /** Σ lineDiscount. */
  productDiscounts: Money;
  /** Σ order adjustments. */
  orderDiscounts: Money;
  /** Σ finalAmount = productSubTotal − productDiscounts − orderDiscounts. */
  productTotal: Money;
  /** Σ listSavings. */
  listSavings: Money;
};
