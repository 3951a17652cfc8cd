import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApi, type TestApi } from '@ridgeline/data/testing';
import { CLIENT_IP_HEADER } from '../../http/client-ip.js';
import type { CountryList, CountryVerification } from './contract.js';

const VERIFY = '/custom/site/v1/organizations/f_ecom_ridgeline/country/verify';
const COUNTRIES = '/custom/site/v1/organizations/f_ecom_ridgeline/countries';
/** Google's resolver (US) and Deutsche Telekom (DE): long-held allocations. */
const US_IP = '8.8.8.8';
const DE_IP = '217.0.0.1';

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

async function verify(query: string, headers: Record<string, string> = {}) {
  const response = await t.api.request(`${VERIFY}?${query}`, { headers });
  const body = (await response.json()) as CountryVerification & { error?: { message: string } };
  return { status: response.status, body, cacheControl: response.headers.get('cache-control') };
}

describe('GET country verify (spec 3 §7)', () => {
  it('answers the home and visiting countries for a visitor elsewhere', async () => {
    const { status, body, cacheControl } = await verify('locale=en-US&c_visitorCountryCode=DE');
    expect(status).toBe(200);
    expect(cacheControl).toBe('private, no-store');
    expect(body.overlayDetails).toEqual({
      homeCountry: {
        countryCode: 'US',
        name: 'United States',
        translatedName: 'United States',
        locales: [{ id: 'en-US', name: 'English (United States)', url: '/' }],
        ecommerceEnabled: true,
      },
      visitingCountry: {
        countryCode: 'DE',
        name: 'Germany',
        translatedName: 'Germany',
        locales: [],
        ecommerceEnabled: false,
      },
    });
    expect(body.flagsIconUrl).toBe('/api/country/flags.svg?codes=US,DE');
    expect(body.viewAllCountriesUrl).toBe('/international');
    expect(body.modalTitle).toBe('Choose your country');
  });

  it('offers a served country’s locales, names translated into the locale asked for', async () => {
    const { body } = await verify('locale=fr-CA&c_visitorCountryCode=us');
    expect(body.overlayDetails?.homeCountry.countryCode).toBe('CA');
    expect(body.overlayDetails?.homeCountry.locales.map((l) => [l.id, l.url])).toEqual([
      ['en-CA', '/en-CA/home'],
      ['fr-CA', '/fr-CA/home'],
    ]);
    expect(body.overlayDetails?.visitingCountry).toMatchObject({
      countryCode: 'US',
      name: 'United States',
      translatedName: 'États-Unis',
      ecommerceEnabled: true,
    });
    expect(body.viewAllCountriesUrl).toBe('/fr-CA/international');
    expect(body.modalTitle).toBe('Choisissez votre pays');
  });

  it('has no overlay for a visitor in the locale’s own country', async () => {
    const { status, body } = await verify('locale=en-CA&c_visitorCountryCode=CA');
    expect(status).toBe(200);
    expect(body.overlayDetails).toBeNull();
    expect(body.flagsIconUrl).toBe('/api/country/flags.svg?codes=CA');
  });

  it('places the visitor by the client IP the edge passed on, when no country is given', async () => {
    expect(
      (await verify('locale=en-US', { [CLIENT_IP_HEADER]: DE_IP })).body.overlayDetails?.visitingCountry.countryCode,
    ).toBe('DE');
    expect((await verify('locale=en-US', { [CLIENT_IP_HEADER]: US_IP })).body.overlayDetails).toBeNull();
    // Loopback, private, or no address at all: no country, no overlay.
    for (const ip of ['127.0.0.1', '10.0.0.7', '::1']) {
      expect((await verify('locale=en-US', { [CLIENT_IP_HEADER]: ip })).body.overlayDetails).toBeNull();
    }
    expect((await verify('locale=en-US')).body.overlayDetails).toBeNull();
  });

  it('takes the country from the trusted CDN header only when VISITOR_COUNTRY_HEADER names it', async () => {
    const headers = { [CLIENT_IP_HEADER]: US_IP, 'cf-ipcountry': 'FR' };
    // Not configured: the header is anyone's to send, so it is ignored and the IP decides.
    expect((await verify('locale=en-US', headers)).body.overlayDetails).toBeNull();
    vi.stubEnv('VISITOR_COUNTRY_HEADER', 'CF-IPCountry');
    const { body } = await verify('locale=en-US', headers);
    expect(body.overlayDetails?.visitingCountry).toMatchObject({ countryCode: 'FR', name: 'France' });
    // A header that names no country (Cloudflare's XX) leaves the IP to decide.
    const unknown = await verify('locale=en-US', { [CLIENT_IP_HEADER]: DE_IP, 'cf-ipcountry': 'XX' });
    expect(unknown.body.overlayDetails?.visitingCountry.countryCode).toBe('DE');
    // The query's country is the caller's word and wins.
    expect(
      (await verify('locale=en-US&c_visitorCountryCode=JP', headers)).body.overlayDetails?.visitingCountry.countryCode,
    ).toBe('JP');
  });

  it.each([
    ['an unknown country', 400, 'locale=en-US&c_visitorCountryCode=ZZ', /not an ISO 3166-1 country code/],
    ['a region, not a country', 400, 'locale=en-US&c_visitorCountryCode=EU', /not an ISO 3166-1 country code/],
    ['a malformed country', 400, 'locale=en-US&c_visitorCountryCode=DEU', /c_visitorCountryCode/],
    ['an empty country', 400, 'locale=en-US&c_visitorCountryCode=', /c_visitorCountryCode/],
    ['a NUL', 400, 'locale=en-US&c_visitorCountryCode=D%00', /./],
    ['a malformed locale', 400, 'locale=english&c_visitorCountryCode=DE', /locale/],
    ['a locale the site has not', 400, 'locale=de-DE&c_visitorCountryCode=DE', /not one of site ridgeline's locales/],
    ['an unknown site', 404, 'siteId=nowhere&locale=en-US&c_visitorCountryCode=DE', /Site 'nowhere'/],
    ['a huge value', 400, `locale=en-US&c_visitorCountryCode=${'D'.repeat(5000)}`, /c_visitorCountryCode/],
  ])('refuses %s with a clean %i', async (_case, status, query, message) => {
    const answer = await verify(query);
    expect(answer.status).toBe(status);
    expect(answer.body.error?.message).toMatch(message);
  });

  it('refuses a malformed organisation id', async () => {
    const response = await t.api.request('/custom/site/v1/organizations/bad%20org/country/verify?locale=en-US');
    expect(response.status).toBe(400);
  });
});

describe('GET countries and the flag sprite', () => {
  it('lists the countries the shop sells to, with their locales', async () => {
    const response = await t.api.request(`${COUNTRIES}?locale=fr-CA`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as CountryList;
    expect(body.countries.map((c) => [c.countryCode, c.translatedName, c.locales.map((l) => l.id)])).toEqual([
      ['US', 'États-Unis', ['en-US']],
      ['CA', 'Canada', ['en-CA', 'fr-CA']],
    ]);
    expect(body.flagsIconUrl).toBe('/api/country/flags.svg?codes=US,CA');
  });

  it('serves the flags named, as an SVG that runs nothing', async () => {
    const response = await t.api.request('/country/flags.svg?codes=US,de');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await response.text();
    expect(svg).toContain('<view id="US"');
    expect(svg).toContain('<view id="DE"');
  });

  it.each([
    '',
    'codes=',
    'codes=ZZ',
    'codes=U',
    'codes=US;DE',
    `codes=${['US', 'CA', 'DE', 'FR', 'GB', 'JP', 'IT', 'ES', 'MX', 'BR', 'AU', 'NZ', 'IE', 'NL', 'BE', 'CH', 'AT', 'SE', 'NO', 'DK', 'FI'].join(',')}`,
  ])(
    // Repeated codes count once; more than 20 countries are refused.
    'refuses the sprite query "%s" with a 400',
    async (query) => {
      const response = await t.api.request(`/country/flags.svg?${query}`);
      expect(response.status).toBe(400);
    },
  );
});
