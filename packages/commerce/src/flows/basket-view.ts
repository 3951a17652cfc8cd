import { pick } from '../db/localized.js';
import type { Database } from '../db/client.js';
import type { BasketDto, BasketRow, LoadedBasket, ShippingMethodDto, ShopperContext } from '../modules/basket/index.js';
import {
  shippingCost,
  shippingMethodsFor as methodsOf,
  toMajor,
  type ShippingMethod,
} from '../modules/pricing/index.js';
import { calloutsFor, validateCoupon } from '../modules/promotion/index.js';
import { pricingInput, pricingInputOf, type PricingReference } from './basket-pricing-input.js';
import { priceBasket, type PricedBasket } from './basket-totals.js';

const method = (m: ShippingMethod, price: number, locale: string): ShippingMethodDto => ({
  id: m.id,
  name: pick(m.name, locale) ?? m.id,
  description: pick(m.description, locale) ?? '',
  price: toMajor(price),
});

type PricingInput = Awaited<ReturnType<typeof pricingInput>>;

/**
 * Prices a basket now: the one computation behind every basket answer and every order. Pass
 * `reference` (pricingReference(db), read before the transaction) when `db` is a transaction.
 */
export async function priceStoredBasket(
  db: Database,
  basket: BasketRow,
  ctx: ShopperContext,
  reference?: PricingReference,
  now = new Date(),
) {
  return priceInput(await pricingInput(db, basket, ctx, reference), basket, ctx, now);
}

function priceInput(input: PricingInput, basket: BasketRow, ctx: ShopperContext, clock: Date) {
  // Promotions and coupons are judged at the shopper context's effective moment when it sets one.
  const now = input.effectiveAt ?? clock;
  const priced: PricedBasket = priceBasket({
    lines: input.lines.map((l) => l.line),
    promotions: input.catalogue.promotions,
    coupons: input.catalogue.coupons,
    couponCodes: input.applied.map((c) => c.code),
    customerGroups: input.customerGroups,
    ...(input.sourceCode ? { sourceCode: input.sourceCode } : {}),
    currency: ctx.currency,
    now,
    ...(basket.shippingMethodId ? { shippingMethodId: basket.shippingMethodId } : {}),
    destination: basket.shippingAddress
      ? { country: basket.shippingAddress.countryCode, region: basket.shippingAddress.stateCode }
      : null,
  });
  return { input, priced, now };
}

/** The basket as the API answers it (spec 1 §3 Basket), amounts in major units. */
export async function basketView(db: Database, basket: BasketRow, ctx: ShopperContext): Promise<BasketDto> {
  return viewOf(await priceStoredBasket(db, basket, ctx), basket, ctx);
}

/**
 * basketView of a basket already read (add-to-bag answers the bag it has just written, with the
 * products it loaded for it: decision 027).
 */
export async function loadedBasketView(db: Database, loaded: LoadedBasket, ctx: ShopperContext): Promise<BasketDto> {
  return viewOf(priceInput(await pricingInputOf(db, loaded), loaded.basket, ctx, new Date()), loaded.basket, ctx);
}

function viewOf(
  { input, priced, now }: ReturnType<typeof priceInput>,
  basket: BasketRow,
  ctx: ShopperContext,
): BasketDto {
  const { totals } = priced;
  const byItem = new Map(priced.promotions.lines.map((l) => [l.itemId, l]));
  const text = (value: Parameters<typeof pick>[0]) => pick(value, ctx.locale) ?? '';
  const lines = input.lines.map((l) => l.line);
  const couponOf = (code: string) =>
    validateCoupon(code, {
      coupons: input.catalogue.coupons,
      promotions: input.catalogue.promotions,
      lines,
      now,
      currency: ctx.currency,
      customerGroups: input.customerGroups,
      ...(input.sourceCode ? { sourceCode: input.sourceCode } : {}),
    });
  const chosen = basket.shippingMethodId ?? 'standard';
  const shipMethod = methodsOf(ctx.currency).find((m) => m.id === chosen);
  return {
    basketId: basket.id,
    currency: ctx.currency,
    locale: ctx.locale,
    productItems: input.lines.map(({ item, sellable }) => {
      const priced = byItem.get(item.id)!;
      return {
        itemId: item.id,
        productId: sellable.id,
        masterProductId: sellable.productId,
        productName: sellable.name,
        quantity: item.quantity,
        basePrice: toMajor(priced.unitPrice),
        price: toMajor(priced.baseAmount),
        priceAfterItemDiscount: toMajor(priced.netAmount),
        ...(sellable.listUnitPrice !== undefined && sellable.listUnitPrice > priced.unitPrice
          ? { listPrice: toMajor(sellable.listUnitPrice) }
          : {}),
        priceAdjustments: priced.adjustments.map((a) => ({
          promotionId: a.promotionId,
          itemText: text(a.calloutMessage),
          price: -toMajor(a.amount),
        })),
        bonusProductLineItem: false,
        ...(sellable.variationValues ? { variationValues: sellable.variationValues } : {}),
        ...(sellable.variationNames ? { variationNames: sellable.variationNames } : {}),
        ...(sellable.image ? { image: sellable.image } : {}),
        inventory: {
          ats: sellable.stock.ats,
          orderable: sellable.stock.orderable,
          backorderable: sellable.stock.backorderable,
        },
        stepQuantity: sellable.stepQuantity,
        minOrderQuantity: sellable.minOrderQuantity,
      };
    }),
    couponItems: input.applied.map((c) => {
      const check = couponOf(c.code);
      return {
        code: c.code,
        c_includeInShopperContext: c.includeInShopperContext,
        valid: check.ok,
        ...(check.ok ? {} : { statusMessage: check.message }),
      };
    }),
    promotionCallouts: calloutsFor({
      page: 'cart',
      promotions: input.catalogue.promotions,
      now,
      currency: ctx.currency,
      customerGroups: input.customerGroups,
      products: lines.map((l) => ({ productId: l.productId, masterId: l.masterId, categoryIds: l.categoryIds })),
      couponCodes: input.applied.map((c) => c.code),
      coupons: input.catalogue.coupons,
    }).map((c) => ({ promotionId: c.promotionId, calloutMessage: text(c.message) })),
    orderPriceAdjustments: priced.promotions.orderAdjustments.map((a) => ({
      promotionId: a.promotionId,
      itemText: text(a.calloutMessage),
      price: -toMajor(a.amount),
    })),
    productSubTotal: toMajor(totals.productSubTotal),
    productTotal: toMajor(totals.productTotal),
    ...(priced.shipping ? { shippingTotal: toMajor(totals.shippingTotal) } : {}),
    ...(totals.taxCalculated ? { taxTotal: toMajor(totals.taxTotal) } : {}),
    orderTotal: toMajor(totals.orderTotal),
    savings: toMajor(totals.savings),
    itemCount: input.lines.reduce((n, l) => n + l.item.quantity, 0),
    customerInfo: {
      ...(basket.customerEmail ? { email: basket.customerEmail } : {}),
      ...(basket.customerId ? { customerId: basket.customerId } : {}),
    },
    shipments: [
      {
        shipmentId: 'me',
        ...(basket.shippingAddress ? { shippingAddress: basket.shippingAddress } : {}),
        // Only a method the shopper chose: totals estimate standard shipping before that, but an
        // order needs the choice made (flows/place-order.ts), so the basket must not look as if it were.
        ...(basket.shippingMethodId && shipMethod && priced.shipping
          ? { shippingMethod: method(shipMethod, priced.shipping.amount, ctx.locale) }
          : {}),
      },
    ],
    ...(basket.billingAddress ? { billingAddress: basket.billingAddress } : {}),
  };
}

/** The methods this basket can ship by, each priced for it (free shipping applied where it applies). */
export async function shippingMethodsFor(
  db: Database,
  basket: BasketRow,
  ctx: ShopperContext,
): Promise<ShippingMethodDto[]> {
  const { priced } = await priceStoredBasket(db, basket, ctx);
  return methodsOf(ctx.currency).map((m) => method(m, shippingCost(m, priced.promotions).amount, ctx.locale));
}
