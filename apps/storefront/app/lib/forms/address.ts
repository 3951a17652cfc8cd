import {
  isValidPhoneForCountry,
  isValidPostalCode,
  normalizePostalCode,
  regionsOf,
  SHIPPING_COUNTRIES,
} from '@ridgeline/config/address';
import { z } from './zod';
import type { FieldMessageKey } from './field-messages';

const text = (max: number, required: FieldMessageKey) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(max, 'tooLong' satisfies FieldMessageKey);

/**
 * A shipping or billing address as the checkout form sends it. The per-country rules (postal
 * code, phone, state or province) are the engine's own (`@ridgeline/config/address`), so the
 * form refuses what the engine would refuse, in the same words.
 */
export const AddressForm = z
  .object({
    firstName: text(50, 'firstNameRequired'),
    lastName: text(50, 'lastNameRequired'),
    address1: text(100, 'address1Required'),
    address2: z
      .string()
      .trim()
      .max(100, 'tooLong' satisfies FieldMessageKey)
      .optional()
      .transform((v) => v || undefined),
    city: text(50, 'cityRequired'),
    countryCode: z.enum(SHIPPING_COUNTRIES, { message: 'countryRequired' satisfies FieldMessageKey }),
    stateCode: z
      .string()
      .trim()
      .min(1, 'stateRequired' satisfies FieldMessageKey),
    postalCode: text(10, 'required'),
    phone: text(20, 'required'),
  })
  .superRefine((a, ctx) => {
    const issue = (field: string, message: FieldMessageKey) => ctx.addIssue({ code: 'custom', path: [field], message });
    if (!regionsOf(a.countryCode).some((r) => r.code === a.stateCode)) issue('stateCode', 'stateRequired');
    if (!isValidPostalCode(a.postalCode, a.countryCode)) issue('postalCode', 'postalCodeInvalid');
    if (!isValidPhoneForCountry(a.phone, a.countryCode)) issue('phone', 'phoneInvalid');
  })
  .transform((a) => ({ ...a, postalCode: normalizePostalCode(a.postalCode, a.countryCode) }));
export type AddressForm = z.infer<typeof AddressForm>;

/** The fields of an address whose names carry a prefix (`billing_firstName` → `firstName`). */
export function prefixedFields(values: Record<string, unknown>, prefix: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, value]) => [key.slice(prefix.length), value]),
  );
}
