import type { CustomerAddressDto } from './contract.js';
import type { CustomerAddressRow } from './schema.js';

export function addressView(row: CustomerAddressRow): CustomerAddressDto {
  return {
    addressId: row.addressId,
    firstName: row.firstName,
    lastName: row.lastName,
    address1: row.address1,
    ...(row.address2 ? { address2: row.address2 } : {}),
    city: row.city,
    stateCode: row.stateCode,
    postalCode: row.postalCode,
    countryCode: row.countryCode as 'US' | 'CA',
    phone: row.phone,
    preferred: row.isDefault,
    creationDate: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
  };
}
