import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js/min';

/**
 * Phone numbers (spec 1 §5): en-US and en-CA accept 10 to 20 characters with at least 10 digits,
 * fr-CA at least 7 digits. For an address, the number must also be possible in the address's
 * country by libphonenumber's metadata (its length rules; no check that the exchange exists, so
 * test numbers such as 555 ones pass).
 */
export function isValidPhoneForLocale(phone: string, localeId: string): boolean {
  const value = phone.trim();
  const digits = value.replace(/\D/g, '').length;
  if (localeId === 'fr-CA') return digits >= 7 && value.length <= 20;
  return value.length >= 10 && value.length <= 20 && digits >= 10;
}

export function isValidPhoneForCountry(phone: string, countryCode: string): boolean {
  const value = phone.trim();
  if (value.length === 0 || value.length > 20) return false;
  try {
    return isPossiblePhoneNumber(value, countryCode.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** Keeps the digits typed, at most 10, shown as (xxx) xxx-xxxx while they are typed. */
export function formatPhoneAsTyped(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 10);
  if (digits.length === 0) return '';
  if (digits.length < 4) return `(${digits}`;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
