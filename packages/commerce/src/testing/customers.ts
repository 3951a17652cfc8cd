import { expect } from 'vitest';
import { shopperCall } from './test-api.js';

type Api = Parameters<typeof shopperCall>[0];

export type TestCustomerOptions = {
  /** Join the loyalty programme at registration (Join For Free). */
  member?: boolean;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  postalCode?: string;
  /** `?locale=` of the registration call: its country's postal code rule applies (default en-CA, for the default postal code). */
  locale?: string;
  /** A guest session to register on (its bag is taken over). */
  token?: string;
};

/**
 * Registers a customer through the API with the spec's payload (spec 1 §3) and answers their
 * session token. A Montreal customer outside the loyalty programme unless told otherwise.
 */
export async function registerTestCustomer(
  api: Api,
  email: string,
  options: TestCustomerOptions = {},
): Promise<string> {
  const member = options.member ?? false;
  const path = `/shopper/customers?locale=${options.locale ?? 'en-CA'}`;
  const registered = await shopperCall(api, options.token, 'POST', path, {
    customer: {
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Lovelace',
      email,
      login: email,
      c_additionalFields: {
        phone: options.phone ?? '(514) 555-0100',
        gender: 2,
        postalCode: options.postalCode ?? 'H2X 1Z4',
        newsletter: false,
        sendsmsconsent: false,
        privacyconsent: member,
        isLoyaltyFormSubmit: member,
      },
    },
    password: options.password ?? 'Trail-Runner-2026',
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return registered.body.token as string;
}
