import { RIDGELINE_SITE, type AppConfig } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { countryName, isKnownCountry, knownCountryCodes, localeCountry, servedCountries } from './countries.js';
import { flagSprite, spriteCodes } from './flags.js';
import { localePath } from './locale-urls.js';
import { verifyCountry } from './service.js';

describe('countries', () => {
  it('knows the ISO 3166-1 countries (and Kosovo), not regions', () => {
    expect(knownCountryCodes().size).toBe(250);
    for (const code of ['US', 'CA', 'DE', 'JP', 'XK']) expect(isKnownCountry(code)).toBe(true);
    for (const code of ['EU', 'UN', 'XX', 'T1', 'us']) expect(isKnownCountry(code)).toBe(false);
  });
  it('names countries in a locale’s language', () => {
    expect(countryName('DE', 'en-US')).toBe('Germany');
    expect(countryName('DE', 'fr-CA')).toBe('Allemagne');
    expect(countryName('US', 'fr-CA')).toBe('États-Unis');
  });
  it('serves the countries of the site’s locales: US and Canada', () => {
    expect(localeCountry('fr-CA')).toBe('CA');
    const served = servedCountries(RIDGELINE_SITE);
    expect([...served.keys()]).toEqual(['US', 'CA']);
    expect(served.get('CA')!.map((l) => l.id)).toEqual(['en-CA', 'fr-CA']);
  });
});

describe('localePath', () => {
  it('leaves the default locale out and gives other locales’ home pages /home', () => {
    const [enUS, enCA, frCA] = RIDGELINE_SITE.l10n.supportedLocales;
    expect(localePath('/', RIDGELINE_SITE, enUS!)).toBe('/');
    expect(localePath('/', RIDGELINE_SITE, frCA!)).toBe('/fr-CA/home');
    expect(localePath('/international', RIDGELINE_SITE, enCA!)).toBe('/en-CA/international');
  });
  it('follows a configuration that puts the locale in the query and shows defaults', () => {
    const config: Pick<AppConfig, 'sites' | 'defaultSite' | 'url'> = {
      sites: [RIDGELINE_SITE],
      defaultSite: 'ridgeline',
      url: { site: 'none', locale: 'query_param', showDefaults: true },
    };
    expect(localePath('/international', RIDGELINE_SITE, RIDGELINE_SITE.l10n.supportedLocales[0]!, config)).toBe(
      '/international?locale=en-US',
    );
  });
});

describe('verifyCountry', () => {
  it('has no overlay for a visitor in the locale’s own country or of no known country', () => {
    expect(verifyCountry({ siteId: 'ridgeline', locale: 'en-US', visitorCountryCode: 'US' }).overlayDetails).toBeNull();
    expect(verifyCountry({ siteId: 'ridgeline', locale: 'fr-CA', visitorCountryCode: 'CA' }).overlayDetails).toBeNull();
    expect(
      verifyCountry({ siteId: 'ridgeline', locale: 'en-US', visitorCountryCode: undefined }).overlayDetails,
    ).toBeNull();
  });
  it('shows a served visiting country with its locales', () => {
    const answer = verifyCountry({ siteId: 'ridgeline', locale: 'en-US', visitorCountryCode: 'CA' });
    expect(answer.overlayDetails?.homeCountry).toEqual({
      countryCode: 'US',
      name: 'United States',
      translatedName: 'United States',
      locales: [{ id: 'en-US', name: 'English (United States)', url: '/' }],
      ecommerceEnabled: true,
    });
    expect(answer.overlayDetails?.visitingCountry.locales.map((l) => l.url)).toEqual(['/en-CA/home', '/fr-CA/home']);
    expect(answer.overlayDetails?.visitingCountry.ecommerceEnabled).toBe(true);
    expect(answer.flagsIconUrl).toBe('/api/country/flags.svg?codes=US,CA');
  });
  it('shows another country translated, without locales and without e-commerce', () => {
    const answer = verifyCountry({ siteId: 'ridgeline', locale: 'fr-CA', visitorCountryCode: 'DE' });
    expect(answer.overlayDetails?.visitingCountry).toEqual({
      countryCode: 'DE',
      name: 'Germany',
      translatedName: 'Allemagne',
      locales: [],
      ecommerceEnabled: false,
    });
    expect(answer.overlayDetails?.homeCountry.translatedName).toBe('Canada');
    expect(answer.viewAllCountriesUrl).toBe('/fr-CA/international');
    expect(answer.modalTitle).toBe('Choisissez votre pays');
  });
});

describe('flag sprites', () => {
  it('keeps known codes once, upper case, in the order asked', () => {
    expect(spriteCodes(['us', 'DE', 'US', 'EU', 'zz'])).toEqual(['US', 'DE']);
  });
  it('has a flag for every country a visitor can come from', async () => {
    const codes = [...knownCountryCodes()];
    const svg = await flagSprite(codes);
    for (const code of codes) expect(svg).toContain(`<view id="${code}" `);
  });
  it('stacks the flags with a view per country', async () => {
    const svg = await flagSprite(['US', 'DE']);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]* viewBox="0 0 640 960"/);
    expect(svg).toContain('<view id="US" viewBox="0 0 640 480"/>');
    expect(svg).toContain('<view id="DE" viewBox="0 480 640 480"/>');
    expect(svg.match(/<svg /g)).toHaveLength(3);
    expect(svg).not.toContain('{y}');
    expect(svg).not.toMatch(/id="flag-icons-/);
  });
});
