import { z } from '@hono/zod-openapi';
import { ADDRESS_MESSAGES, isValidPhoneForCountry, isValidPostalCode, regionsOf } from '@ridgeline/config/address';
import { Image } from '../catalog/index.js';

/** Amounts are in major units (12.5 = $12.50), like every price the API answers. */

const Text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

/** The fields of a postal address, before the per-country rules (the address book extends them). */
export const AddressFields = z
  .object({
    firstName: Text(50),
    lastName: Text(50),
    address1: Text(100),
    address2: z.string().trim().max(100).optional(),
    city: Text(50),
    stateCode: Text(3),
    postalCode: Text(10),
    countryCode: z.enum(['US', 'CA'], { message: 'We ship to the United States and Canada only.' }),
    phone: Text(20),
  })
  .strict();

/** The per-country rules the storefront's forms apply (spec 1 §5), checked again here. */
export function checkAddressRules(
  address: Pick<z.infer<typeof AddressFields>, 'postalCode' | 'countryCode' | 'stateCode' | 'phone'>,
  ctx: z.RefinementCtx,
) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if (!isValidPostalCode(address.postalCode, address.countryCode)) issue('postalCode', ADDRESS_MESSAGES.postalCode);
  if (!regionsOf(address.countryCode).some((r) => r.code === address.stateCode)) {
    issue('stateCode', 'is not a state or province of the country');
  }
  if (!isValidPhoneForCountry(address.phone, address.countryCode)) issue('phone', ADDRESS_MESSAGES.phone);
}

export const AddressInput = AddressFields.superRefine(checkAddressRules).openapi('Address');

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

export type AddressInput = z.infer<typeof AddressInput>;
export type BasketDto = z.infer<typeof Basket>;
export type ProductItemDto = z.infer<typeof ProductItem>;
export type ShippingMethodDto = z.infer<typeof ShippingMethod>;
