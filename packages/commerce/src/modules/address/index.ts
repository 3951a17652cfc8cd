/** The address module's face: only the address book's request and answer types (its routes are its own). */
export type {
  CreateCustomerAddressRequest,
  CustomerAddressDto,
  CustomerAddressResultDto,
  UpdateCustomerAddressRequest,
} from './contract.js';
