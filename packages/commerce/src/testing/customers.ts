import { expect } from 'vitest';
import type { RegistrationRequest } from '../modules/customer/registration.js';
import { shopperCall, type JsonBody } from './shopper-call.js';

export const TEST_PASSWORD = 'Trail-Runner-2026';

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
 * The spec's registration payload (spec 1 §3) for a test customer: a Montreal customer outside
 * the loyalty programme unless told otherwise (`SEATTLE` for an en-US one).
 */
export function testRegistrationPayload(email: string, options: TestCustomerOptions = {}): RegistrationRequest {
  const member = options.member ?? false;
  return {
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
    password: options.password ?? TEST_PASSWORD,
  };
}

/** Registers a customer through the API (`testRegistrationPayload`) and answers the AuthResult (token, usid, customer…). */
export async function registerTestCustomerAnswer(
  api: Api,
  email: string,
  options: TestCustomerOptions = {},
): Promise<JsonBody> {
  const path = `/shopper/customers?locale=${options.locale ?? 'en-CA'}`;
  const registered = await shopperCall(api, options.token, 'POST', path, testRegistrationPayload(email, options));
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  return registered.body;
}

/** Registers a customer (see registerTestCustomerAnswer) and answers their session token. */
export async function registerTestCustomer(
  api: Api,
  email: string,
  options: TestCustomerOptions = {},
): Promise<string> {
  return (await registerTestCustomerAnswer(api, email, options)).token as string;
}

/** A Seattle customer: the en-US locale and a Washington postal code and phone. */
export const SEATTLE = { locale: 'en-US', postalCode: '98101', phone: '(206) 555-0100' } as const;
