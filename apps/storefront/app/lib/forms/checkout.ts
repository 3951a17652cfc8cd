import { z } from './zod';
import type { FieldMessageKey } from './field-messages';

const key = (k: FieldMessageKey) => k;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Contact step: the e-mail the confirmation goes to; required, at most 50 characters, as at login (spec 1 §5). */
export const ContactForm = z.object({
  intent: z.literal('contact'),
  email: z.string().trim().min(1, key('emailRequired')).max(50, key('emailInvalid')).regex(EMAIL, key('emailInvalid')),
});

export const ShippingMethodForm = z.object({
  intent: z.literal('shipping-method'),
  shippingMethodId: z.string().trim().min(1, key('shippingMethodRequired')).max(40, key('shippingMethodRequired')),
});

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

/**
 * Payment and place order. The card is checked for shape here; the payment provider checks the
 * rest (check digit, brand length, expiry in the past) and its answers are shown on the fields.
 * `expectedTotal` is the total the shopper was shown: the engine refuses to charge another.
 */
export const PlaceOrderForm = z.object({
  intent: z.literal('place-order'),
  cardNumber: z
    .string()
    .trim()
    .min(1, key('cardNumberRequired'))
    .regex(/^\d(?:[\s-]?\d){11,18}$/, key('cardNumberInvalid')),
  cardName: z.string().trim().min(1, key('cardNameRequired')).max(100, key('tooLong')),
  expiry: z.string().trim().regex(EXPIRY, key('expiryInvalid')),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, key('cvcInvalid')),
  billingSameAsShipping: z.literal('on').optional(),
  expectedTotal: z.coerce.number().nonnegative(),
});
export type PlaceOrderForm = z.infer<typeof PlaceOrderForm>;

/** "MM/YY" or "MM/YYYY" as the payment call wants it. */
export function parseExpiry(expiry: string): { expMonth: number; expYear: number } {
  const [, month, year] = EXPIRY.exec(expiry.trim()) ?? [];
  return { expMonth: Number(month), expYear: Number(year) };
}

/** Groups card digits by four as they are typed (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" as typed: the slash comes by itself after the month. */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
