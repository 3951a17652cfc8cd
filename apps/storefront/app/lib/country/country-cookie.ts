import type { CountryVerification } from '@ridgeline/commerce/types';

/** The visitor's answer to the country selector: the country chosen, or the locale's when they closed it. */
export const COUNTRY_COOKIE = 'rl_country';
/** Spec 3 §4.6, §9: the country cookie lasts 30 days. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie as the browser writes it: readable by the page (it holds no secret), for 30 days. */
export function countryCookie(countryCode: string, secure: boolean): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(countryCode)}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

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

/** Remembers the visitor's answer (a choice or a close) for 30 days, in this browser. */
export function storeCountryChoice(countryCode: string): void {
  document.cookie = countryCookie(countryCode, window.location.protocol === 'https:');
}
