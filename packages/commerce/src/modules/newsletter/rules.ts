import { GENDER_VALUES, NEWSLETTER_MESSAGES, newsletterEmailProblem } from '@ridgeline/config';
import { isValidPostalCode, normalizePostalCode } from '@ridgeline/config/address';
import { NewsletterFormError } from './errors.js';

/** The address as the list keeps it (lower case, no spaces around), or the spec's message for it. */
export function checkedNewsletterEmail(email: string): string {
  const problem = newsletterEmailProblem(email);
  if (problem) throw new NewsletterFormError('email', NEWSLETTER_MESSAGES[problem]);
  return email.trim().toLowerCase();
}

/** The country whose postal codes a locale's sign-up takes: the locale's last two letters (spec 3 §5). */
export const countryOfLocale = (locale: string) => locale.slice(-2).toUpperCase();

/**
 * The detail form's postal code and gender (spec 3 §5): the postal code required and valid for the
 * locale's country; the gender one of spec 3 §3.9's values, 0 (none) kept as "not given".
 */
export function checkedDetails(postalCode: string, gender: number, locale: string) {
  const country = countryOfLocale(locale);
  if (!postalCode.trim()) throw new NewsletterFormError('postalCode', NEWSLETTER_MESSAGES.required);
  if (!isValidPostalCode(postalCode, country))
    throw new NewsletterFormError('postalCode', NEWSLETTER_MESSAGES.postalCode);
  if (!(GENDER_VALUES as readonly number[]).includes(gender)) {
    throw new NewsletterFormError('gender', 'Please select a valid option.');
  }
  return { postalCode: normalizePostalCode(postalCode, country), gender: gender === 0 ? null : gender };
}

/** An address shown on the unsubscribe page, partly hidden: h•••r@example.com. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const hidden = name.length <= 2 ? `${name[0] ?? ''}•••` : `${name[0]}•••${name[name.length - 1]}`;
  return `${hidden}${email.slice(at)}`;
}
