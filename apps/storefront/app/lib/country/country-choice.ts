import { COUNTRY_COOKIE } from './country-cookie';

/* Writing the cookie: only the modal does, so this stays out of the code every page loads. */

/** Spec 3 §4.6, §9: the country cookie lasts 30 days. */
export const COUNTRY_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The cookie as the browser writes it: readable by the page (it holds no secret), for 30 days. */
export function countryCookie(countryCode: string, secure: boolean): string {
  return `${COUNTRY_COOKIE}=${encodeURIComponent(countryCode)}; Path=/; Max-Age=${COUNTRY_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Remembers the visitor's answer (a choice or a close) for 30 days, in this browser. */
export function storeCountryChoice(countryCode: string): void {
  document.cookie = countryCookie(countryCode, window.location.protocol === 'https:');
}
