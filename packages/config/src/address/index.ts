export { isValidPostalCode, normalizePostalCode, postalCodeMaxLength } from './postal-code.js';
export { formatPhoneAsTyped, isValidPhoneForCountry, isValidPhoneForLocale } from './phone.js';
export {
  isShippingCountry,
  regionName,
  regionsOf,
  SHIPPING_COUNTRIES,
  type Region,
  type ShippingCountry,
} from './regions.js';

/** The shopper-facing messages of spec 1 §5 for address fields. */
export const ADDRESS_MESSAGES = {
  required: 'This field is required.',
  postalCode: 'Please enter a valid zip code',
  phone: 'Please enter a valid phone number.',
} as const;
