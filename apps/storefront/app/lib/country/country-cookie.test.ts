import { describe, expect, it } from 'vitest';
import type { CountryVerification } from '@ridgeline/commerce/types';
import { COUNTRY_COOKIE_MAX_AGE_SECONDS, countryCookie } from './country-choice';
import { hasCountryCookie, opensCountryModal } from './country-cookie';

const country = (countryCode: string, ecommerceEnabled: boolean) => ({
  countryCode,
  name: countryCode,
  translatedName: countryCode,
  locales: [],
  ecommerceEnabled,
});
const withOverlay: CountryVerification = {
  overlayDetails: { homeCountry: country('US', true), visitingCountry: country('DE', false) },
  flagsIconUrl: '/api/country/flags.svg?codes=US,DE',
  viewAllCountriesUrl: '/international',
  modalTitle: 'Choose your country',
};

describe('the country cookie', () => {
  it('lasts 30 days, for the whole site, and is Secure on https', () => {
    expect(COUNTRY_COOKIE_MAX_AGE_SECONDS).toBe(2_592_000);
    expect(countryCookie('DE', false)).toBe('rl_country=DE; Path=/; Max-Age=2592000; SameSite=Lax');
    expect(countryCookie('US', true)).toBe('rl_country=US; Path=/; Max-Age=2592000; SameSite=Lax; Secure');
  });
  it('is found among other cookies by its exact name', () => {
    expect(hasCountryCookie('webid=abc; rl_country=US; rl_groups=x')).toBe(true);
    expect(hasCountryCookie('rl_country=')).toBe(true);
    expect(hasCountryCookie('rl_country_old=US; xrl_country=US')).toBe(false);
    expect(hasCountryCookie('')).toBe(false);
  });
});

describe('when the country modal opens (spec 3 §4.6)', () => {
  it('opens with overlay details and no country cookie', () => {
    expect(opensCountryModal(withOverlay, 'webid=abc')).toBe(true);
  });
  it('stays shut once the visitor chose or closed (the cookie)', () => {
    expect(opensCountryModal(withOverlay, 'webid=abc; rl_country=DE')).toBe(false);
  });
  it('stays shut without overlay details or without an answer', () => {
    expect(opensCountryModal({ ...withOverlay, overlayDetails: null }, '')).toBe(false);
    expect(opensCountryModal(null, '')).toBe(false);
  });
});
