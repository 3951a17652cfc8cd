import { z } from '@hono/zod-openapi';
import { ADDRESS_MESSAGES, isValidPhoneForCountry, isValidPostalCode, regionsOf } from '@ridgeline/config/address';

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
export type AddressInput = z.infer<typeof AddressInput>;
