import { isValidPostalCode, postalCodeMaxLength } from '@ridgeline/config/address';
import { z } from './zod';
import type { FieldMessageKey } from './field-messages';

const key = (k: FieldMessageKey) => k;

/**
 * A required postal code by its country's rule (spec 1 §5): registration, the profile and the
 * login form's postal-code update all ask for it the same way, with the same messages.
 */
export const postalCodeField = (country: string) =>
  z
    .string()
    .trim()
    .min(1, key('required'))
    .max(postalCodeMaxLength(country), key('postalCodeInvalid'))
    .refine((v) => isValidPostalCode(v, country), key('postalCodeInvalid'));

/** The country of a locale id (en-CA → CA). */
export const countryOfLocale = (localeId: string) => localeId.slice(-2).toUpperCase();
