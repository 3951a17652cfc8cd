import { z } from '@hono/zod-openapi';
import { AddressFields, checkAddressRules } from './fields.js';

/** Most addresses a customer can keep: plenty for a household, a bound for the table. */
export const MAX_ADDRESSES = 20;

/**
 * The name of a saved address ("Home", "Cabin"): what the address book shows and what its path
 * names. Unique per customer whatever its case.
 */
const AddressName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  // No `u` flag: the OpenAPI generator writes a flagged regex as `…$/u`, which matches nothing.
  // Without it the class means the same, a character outside the BMP being two code units outside it.
  .regex(/^[^/\\?#%]+$/, 'must not contain / \\ ? # or %');

export const CustomerAddress = z
  .object({
    addressId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    address1: z.string(),
    address2: z.string().optional(),
    city: z.string(),
    stateCode: z.string(),
    postalCode: z.string(),
    countryCode: z.enum(['US', 'CA']),
    phone: z.string(),
    /** The default address: exactly one of a customer's addresses is, once they have any. */
    preferred: z.boolean(),
    creationDate: z.string().datetime(),
    lastModified: z.string().datetime(),
  })
  .openapi('CustomerAddress');

export const CustomerAddressResult = z
  .object({
    limit: z.number().int(),
    total: z.number().int(),
    /** The default address first, then the newest. */
    data: z.array(CustomerAddress),
  })
  .openapi('CustomerAddressResult');

/** A new address: the checkout's address fields and rules, its name, and whether it becomes the default. */
export const CreateCustomerAddressRequest = AddressFields.extend({
  addressId: AddressName,
  preferred: z.boolean().optional(),
})
  .strict()
  .superRefine(checkAddressRules)
  .openapi('CreateCustomerAddressRequest');

/**
 * A change to a saved address: any of its fields (the result is checked by the same rules), a new
 * name, or `preferred: true` to make it the default. Unsetting the default is done by choosing another.
 */
export const UpdateCustomerAddressRequest = AddressFields.partial()
  .extend({
    addressId: AddressName.optional(),
    preferred: z.literal(true).optional(),
  })
  .strict()
  .openapi('UpdateCustomerAddressRequest');

export type CustomerAddressDto = z.infer<typeof CustomerAddress>;
export type CustomerAddressResultDto = z.infer<typeof CustomerAddressResult>;
export type CreateCustomerAddressRequest = z.input<typeof CreateCustomerAddressRequest>;
export type UpdateCustomerAddressRequest = z.input<typeof UpdateCustomerAddressRequest>;
