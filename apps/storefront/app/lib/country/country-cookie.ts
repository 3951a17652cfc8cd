import type { CountryVerification } from '@ridgeline/commerce/types';

/** The visitor's answer to the country selector: the country chosen, or the locale's when they closed it. */
export const COUNTRY_COOKIE = 'rl_country';

/** Whether a Cookie header (or `document.cookie`) holds the country cookie. */
export function hasCountryCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().split('=')[0] === COUNTRY_COOKIE);
}

/** A verification the modal opens for: it has overlay details. */
export type CountryOverlay = CountryVerification & {
  overlayDetails: NonNullable<CountryVerification['overlayDetails']>;
};

/** Spec 3 §4.6: the modal opens when the verification returns overlay details and no country cookie exists. */
export function opensCountryModal(
  verification: Pick<CountryVerification, 'overlayDetails'> | null | undefined,
  cookies: string,
): verification is CountryOverlay {
  return Boolean(verification?.overlayDetails) && !hasCountryCookie(cookies);
}
