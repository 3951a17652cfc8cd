import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import {
  getDefaultSite,
  getLocaleByReference,
  getSiteByReference,
  resolveLocale,
  resolveSiteAndLocaleFromUrl,
  resolveSiteFromUrl,
} from './site-resolution.js';
import { CA_SITE, MULTI_SITE_CONFIG, QUERY_CONFIG, US_SITE } from './test-configs.js';

describe('getSiteByReference', () => {
  it('finds a site by id or alias', () => {
    expect(getSiteByReference(MULTI_SITE_CONFIG, 'RidgelineCA')).toBe(CA_SITE);
    expect(getSiteByReference(MULTI_SITE_CONFIG, 'ca')).toBe(CA_SITE);
  });

  it('returns undefined for unknown or empty references', () => {
    expect(getSiteByReference(MULTI_SITE_CONFIG, 'uk')).toBeUndefined();
    expect(getSiteByReference(MULTI_SITE_CONFIG, undefined)).toBeUndefined();
  });
});

describe('getLocaleByReference', () => {
  it('finds a locale by id or alias within the site', () => {
    expect(getLocaleByReference(CA_SITE, 'fr-CA')?.id).toBe('fr-CA');
    expect(getLocaleByReference(CA_SITE, 'ca-fr')?.id).toBe('fr-CA');
    expect(getLocaleByReference(CA_SITE, 'es-US')).toBeUndefined();
  });
});

describe('getDefaultSite', () => {
  it('returns the configured default site, by id or alias', () => {
    expect(getDefaultSite(MULTI_SITE_CONFIG)).toBe(US_SITE);
    expect(getDefaultSite({ ...MULTI_SITE_CONFIG, defaultSite: 'ca' })).toBe(CA_SITE);
    expect(getDefaultSite(APP_CONFIG).id).toBe('ridgeline');
  });
});

describe('resolveLocale', () => {
  it('resolves a supported locale by id or alias', () => {
    expect(resolveLocale(MULTI_SITE_CONFIG, CA_SITE, 'ca-fr').id).toBe('fr-CA');
  });

  it('falls back to the site default locale for an unknown locale', () => {
    expect(resolveLocale(MULTI_SITE_CONFIG, CA_SITE, 'de-DE').id).toBe('en-CA');
    expect(resolveLocale(MULTI_SITE_CONFIG, CA_SITE, 'es-US').id).toBe('en-CA');
    expect(resolveLocale(APP_CONFIG, undefined, null).id).toBe('en-US');
  });

  it('throws when the site default locale is not supported', () => {
    const broken = { ...CA_SITE, l10n: { ...CA_SITE.l10n, defaultLocale: 'de-DE' } };
    expect(() => resolveLocale(MULTI_SITE_CONFIG, broken, 'x')).toThrow(/default locale "de-DE"/);
  });
});

describe('resolveSiteFromUrl', () => {
  it('resolves the site named in the path or query', () => {
    expect(resolveSiteFromUrl(MULTI_SITE_CONFIG, 'https://x.test/ca/ca-fr/')).toBe(CA_SITE);
    expect(resolveSiteFromUrl(QUERY_CONFIG, '/c/x?site=RidgelineCA')).toBe(CA_SITE);
  });

  it('falls back to the default site when none or an unknown one is named', () => {
    expect(resolveSiteFromUrl(MULTI_SITE_CONFIG, '/c/x')).toBe(US_SITE);
    expect(resolveSiteFromUrl(QUERY_CONFIG, '/c/x?site=uk')).toBe(US_SITE);
  });

  it('throws when there is no URL', () => {
    expect(() => resolveSiteFromUrl(MULTI_SITE_CONFIG, '')).toThrow('A URL is required to resolve the site.');
  });

  it('throws when no sites are configured', () => {
    expect(() => resolveSiteFromUrl({ ...MULTI_SITE_CONFIG, sites: [] }, '/')).toThrow('No sites are configured');
  });

  it('throws when the default site is not configured', () => {
    expect(() => resolveSiteFromUrl({ ...MULTI_SITE_CONFIG, defaultSite: 'RidgelineUK' }, '/')).toThrow(
      'The default site "RidgelineUK" is not one of the configured sites.',
    );
  });
});

describe('resolveSiteAndLocaleFromUrl', () => {
  it('resolves both, with the locale falling back to the site default', () => {
    const both = resolveSiteAndLocaleFromUrl(MULTI_SITE_CONFIG, '/ca/ca-fr/c/x');
    expect([both.site.id, both.locale.id]).toEqual(['RidgelineCA', 'fr-CA']);
    const fallback = resolveSiteAndLocaleFromUrl(MULTI_SITE_CONFIG, '/ca/es/c/x');
    expect([fallback.site.id, fallback.locale.id]).toEqual(['RidgelineCA', 'en-CA']);
    const plain = resolveSiteAndLocaleFromUrl(APP_CONFIG, '/fr-CA/');
    expect([plain.site.id, plain.locale.id]).toEqual(['ridgeline', 'fr-CA']);
  });
});
