import { z } from '@hono/zod-openapi';
import { AddressInput } from '../address/index.js';
import { Image } from '../catalog/index.js';

/** Amounts are in major units (12.5 = $12.50), like every price the API answers. */

export const PriceAdjustment = z
  .object({ promotionId: z.string(), itemText: z.string(), price: z.number() })
  .openapi('PriceAdjustment');

export const ProductItem = z
  .object({
    itemId: z.string(),
    productId: z.string(),
    /** The master product (or the item itself), for links. */
    masterProductId: z.string(),
    productName: z.string(),
    quantity: z.number().int(),
    /** Unit price for this quantity (tiers applied). */
    basePrice: z.number(),
    /** basePrice × quantity. */
    price: z.number(),
    /** price after the item's own promotions. */
    priceAfterItemDiscount: z.number(),
    listPrice: z.number().optional(),
    priceAdjustments: z.array(PriceAdjustment),
    bonusProductLineItem: z.boolean(),
    variationValues: z.object({ color: z.string(), size: z.string() }).optional(),
    variationNames: z.object({ color: z.string().optional(), size: z.string().optional() }).optional(),
    image: Image.optional(),
    inventory: z.object({ ats: z.number().int(), orderable: z.boolean(), backorderable: z.boolean() }),
    stepQuantity: z.number().int(),
    minOrderQuantity: z.number().int(),
  })
  .openapi('ProductItem');

export const CouponItem = z
  .object({
    code: z.string(),
    c_includeInShopperContext: z.boolean(),
    /** False when the coupon no longer applies (expired, or the bag no longer qualifies). */
    valid: z.boolean(),
    statusMessage: z.string().optional(),
  })
  .openapi('CouponItem');

export const ShippingMethod = z
  .object({ id: z.string(), name: z.string(), description: z.string(), price: z.number() })
  .openapi('ShippingMethod');

export const Basket = z
  .object({
    basketId: z.string(),
    currency: z.enum(['USD', 'CAD']),
    locale: z.string(),
    productItems: z.array(ProductItem),
    couponItems: z.array(CouponItem),
    /** Promotion callouts that apply to this bag (cart and checkout pages). */
    promotionCallouts: z.array(z.object({ promotionId: z.string(), calloutMessage: z.string() })),
    orderPriceAdjustments: z.array(PriceAdjustment),
    productSubTotal: z.number(),
    productTotal: z.number(),
    shippingTotal: z.number().optional(),
    taxTotal: z.number().optional(),
    orderTotal: z.number(),
    /** What the shopper saves against list prices and promotions. */
    savings: z.number(),
    itemCount: z.number().int(),
    customerInfo: z.object({ email: z.string().optional(), customerId: z.string().optional() }),
    shipments: z.array(
      z.object({
        shipmentId: z.literal('me'),
        shippingAddress: AddressInput.optional(),
        shippingMethod: ShippingMethod.optional(),
      }),
    ),
    billingAddress: AddressInput.optional(),
  })
  .openapi('Basket');

export type BasketDto = z.infer<typeof Basket>;
export type ProductItemDto = z.infer<typeof ProductItem>;
export type ShippingMethodDto = z.infer<typeof ShippingMethod>;
