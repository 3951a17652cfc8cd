import type {
  AuthResult,
  Customer,
  LoginRequest,
  PostAuthResponse,
  PrecheckResponse,
  RegistrationRequest,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

/**
 * Sign-in, registration and the customer. Login and registration answer a NEW session token (the
 * one sent before is dead afterwards): keep it where the old one was. Refusals are CommerceApiErrors:
 * 401 invalid_credentials, 400 invalid_form (details: { field, message }[]), 429 rate_limited.
 */
export function accountCalls({ get, write, organizationId }: Transport & { organizationId: string }) {
  return {
    /** Which step the sign-in modal shows next for this e-mail (login or register), and the registration settings. */
    precheckCustomer: (gatewayEmail: string) =>
      write<PrecheckResponse>(
        'POST',
        `/custom/auth/v1/organizations/${encodeURIComponent(organizationId)}/precheck-customer`,
        {
          gatewayEmail,
        },
      ),
    /** After every sign-in and registration (spec 1 §4): the account's follow-up work, its wishlist made when missing. */
    postAuth: () =>
      write<PostAuthResponse>('POST', `/custom/auth/v1/organizations/${encodeURIComponent(organizationId)}/post-auth`),
    login: (credentials: LoginRequest) => write<AuthResult>('POST', '/shopper/auth/login', credentials),
    registerCustomer: (locale: string, registration: RegistrationRequest) =>
      write<AuthResult>('POST', '/shopper/customers', registration, { query: { locale } }),
    logout: () => write<void>('POST', '/shopper/auth/logout'),
    getCustomer: () => get<Customer>('/shopper/customers/me'),
  };
}
