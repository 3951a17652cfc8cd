import { z } from '@hono/zod-openapi';
import { AddressInput } from '../address/index.js';
import { ShippingMethod } from '../basket/index.js';
import { Image } from '../catalog/index.js';

/** Amounts are in major units (12.5 = $12.50), like every price the API answers. */

const CardInput = z
  .object({
    number: z.string().max(40),
    expMonth: z.number().int(),
    /** Four digits, or two (27 → 2027). */
    expYear: z.number().int(),
    cvc: z.string().max(8),
    /** The name on the card, as typed; checked by nobody and never stored. */
    holder: z.string().trim().max(100).optional(),
  })
  .strict()
  .openapi('CardInput');

export const PlaceOrderRequest = z
  .object({
    payment: z
      .object({
        /** Typed card data: accepted by the built-in test provider only. */
        card: CardInput.optional(),
        /** A token from the payment provider's browser script (tok_visa… with the test provider). */
        token: z.string().min(1).max(255).optional(),
      })
      .strict()
      .refine((p) => (p.card === undefined) !== (p.token === undefined), 'Send either a card or a payment token.'),
    /** The order total the shopper was shown: when given and no longer right, nothing is charged (409). */
    expectedTotal: z.number().nonnegative().optional(),
  })
  .strict()
  .openapi('PlaceOrderRequest');

export const OrderProductItem = z
  .object({
    productId: z.string(),
    masterProductId: z.string(),
    /** As it was named when the order was placed. */
    productName: z.string(),
    /** Codes of the chosen variation, e.g. { color: '001', size: 'M' }. */
    variationValues: z.record(z.string(), z.string()).optional(),
    /** Display names of those values in the requested locale, while the product is in the catalogue. */
    variationNames: z.record(z.string(), z.string()).optional(),
    quantity: z.number().int(),
    /** Unit price paid (tiers applied). */
    basePrice: z.number(),
    /** basePrice × quantity. */
    price: z.number(),
    /** price after the item's own promotions. */
    priceAfterItemDiscount: z.number(),
    image: Image.optional(),
  })
  .openapi('OrderProductItem');

export const Order = z
  .object({
    orderNo: z.string(),
    /** created: waiting for its payment; placed: paid (authorised); failed: not paid, stock released; cancelled. */
    status: z.enum(['created', 'placed', 'failed', 'cancelled']),
    paymentStatus: z.enum(['pending', 'authorized', 'declined', 'unknown']),
    currency: z.enum(['USD', 'CAD']),
    locale: z.string(),
    createdAt: z.string().datetime(),
    placedAt: z.string().datetime().optional(),
    customerInfo: z.object({ email: z.string(), customerId: z.string().optional() }),
    productItems: z.array(OrderProductItem),
    couponCodes: z.array(z.string()),
    shipments: z.array(
      z.object({ shipmentId: z.literal('me'), shippingAddress: AddressInput, shippingMethod: ShippingMethod }),
    ),
    billingAddress: AddressInput,
    /** Brand and last four digits of the card that paid: nothing more is kept. */
    paymentCard: z.object({ brand: z.string(), last4: z.string() }).optional(),
    productSubTotal: z.number(),
    productTotal: z.number(),
    shippingTotal: z.number(),
    taxTotal: z.number(),
    orderTotal: z.number(),
    savings: z.number(),
  })
  .openapi('Order');

export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>;
export type OrderDto = z.infer<typeof Order>;
export type OrderProductItemDto = z.infer<typeof OrderProductItem>;
