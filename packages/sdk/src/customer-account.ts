import type {
  CreateCustomerAddressRequest,
  Customer,
  CustomerAddress,
  CustomerAddressResult,
  CustomerOrderResult,
  CustomerProfileUpdate,
  Order,
  PasswordChangeRequest,
  UpdateCustomerAddressRequest,
} from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

const ME = '/shopper/customers/me';
const address = (addressId: string) => `${ME}/addresses/${encodeURIComponent(addressId)}`;

/**
 * The signed-in customer's account area: profile, password, address book and order history. A
 * client made with `forShopper(token)` of a registered customer; a guest session gets a 403
 * CommerceApiError, something that is not the customer's a 404. Refusals: 400 `invalid_form`
 * (details: { field, message }[]) or `invalid_input`, 401 `invalid_current_password`, 409
 * `address_name_taken` / `address_book_full`, 429 `rate_limited`.
 */
export function customerAccountCalls({ get, write }: Transport) {
  return {
    /** Only the fields sent change; the postal code and phone are checked for the locale's country. */
    updateCustomer: (locale: string, update: CustomerProfileUpdate) =>
      write<Customer>('PATCH', ME, update, { query: { locale } }),
    /** Signs the customer's other sessions out; this one stays signed in. */
    updateCustomerPassword: (change: PasswordChangeRequest) => write<void>('PUT', `${ME}/password`, change),
    getCustomerAddresses: () => get<CustomerAddressResult>(`${ME}/addresses`),
    getCustomerAddress: (addressId: string) => get<CustomerAddress>(address(addressId)),
    createCustomerAddress: (body: CreateCustomerAddressRequest) =>
      write<CustomerAddress>('POST', `${ME}/addresses`, body),
    /** `{ preferred: true }` alone makes the address the default. */
    updateCustomerAddress: (addressId: string, patch: UpdateCustomerAddressRequest) =>
      write<CustomerAddress>('PATCH', address(addressId), patch),
    removeCustomerAddress: (addressId: string) => write<void>('DELETE', address(addressId)),
    /** Newest first; 10 per page unless `limit` says otherwise (at most 50). */
    getCustomerOrders: (page: { limit?: number; offset?: number } = {}) =>
      get<CustomerOrderResult>(`${ME}/orders`, page),
    getCustomerOrder: (orderNo: string, query: { locale: string }) =>
      get<Order>(`${ME}/orders/${encodeURIComponent(orderNo)}`, query),
  };
}
