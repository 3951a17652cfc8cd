/** The address module's face: a postal address and its per-country rules (the bag's addresses use them too), and the address book's request and answer types (its routes are its own). */
export { AddressFields, AddressInput, checkAddressRules } from './fields.js';
export type {
  CreateCustomerAddressRequest,
  CustomerAddressDto,
  CustomerAddressResultDto,
  UpdateCustomerAddressRequest,
} from './contract.js';
