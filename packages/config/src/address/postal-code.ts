import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';

/**
 * Postal codes per country. The patterns are postcode-validator's table (about 190 countries,
 * maintained upstream); the maximum lengths are the spec's examples (spec 1 §5: US 5 or 5+4 up
 * to 10, CA 7, DE 5, GB 10, JP 8) and 10 elsewhere, which fits every code in that table.
 */
const MAX_LENGTH: Readonly<Record<string, number>> = { US: 10, CA: 7, DE: 5, GB: 10, JP: 8 };
const DEFAULT_MAX_LENGTH = 10;
/** Countries without a pattern upstream: letters, digits, spaces and hyphens. */
const LOOSE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;

export function postalCodeMaxLength(countryCode: string): number {
  return MAX_LENGTH[countryCode.toUpperCase()] ?? DEFAULT_MAX_LENGTH;
}

/** Whether a postal code as typed (spaces around it ignored) is valid for the country. */
export function isValidPostalCode(postalCode: string, countryCode: string): boolean {
  const code = postalCode.trim();
  const country = countryCode.toUpperCase();
  if (code.length === 0 || code.length > postalCodeMaxLength(country)) return false;
  return postcodeValidatorExistsForCountry(country) ? postcodeValidator(code, country) : LOOSE_PATTERN.test(code);
}

/** The form a valid code is stored in: Canadian codes upper case with one space ("K1A 0B1"). */
export function normalizePostalCode(postalCode: string, countryCode: string): string {
  const code = postalCode.trim();
  if (countryCode.toUpperCase() !== 'CA') return code;
  const compact = code.replace(/\s+/g, '').toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : code.toUpperCase();
}
