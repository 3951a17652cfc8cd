import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { buildPathWithUrlConfig, removeSiteLocaleFromPath, stripDefaultSitePrefix } from './locale-path.js';
import { CA_SITE, MULTI_SITE_CONFIG, QUERY_CONFIG, withUrl } from './test-configs.js';

describe('buildPathWithUrlConfig with the default config', () => {
  it('omits the default locale', () => {
    expect(buildPathWithUrlConfig(APP_CONFIG, '/category/mens', { locale: 'en-US' })).toBe('/category/mens');
    expect(buildPathWithUrlConfig(APP_CONFIG, '/category/mens')).toBe('/category/mens');
  });

  it('prefixes other locales and never shows the site', () => {
    expect(buildPathWithUrlConfig(APP_CONFIG, '/category/mens?x=1', { locale: 'fr-CA' })).toBe(
      '/fr-CA/category/mens?x=1',
    );
  });

  it('shows the default locale when showDefaults is on', () => {
    const config = withUrl(APP_CONFIG, { showDefaults: true });
    expect(buildPathWithUrlConfig(config, '/cart', { locale: 'en-US' })).toBe('/en-US/cart');
  });

  it('falls back to the default locale for an unknown one', () => {
    expect(buildPathWithUrlConfig(APP_CONFIG, '/cart', { locale: 'de-DE' })).toBe('/cart');
  });
});

describe('buildPathWithUrlConfig with site and locale in the path', () => {
  it('uses aliases and omits the default site and locale', () => {
    expect(buildPathWithUrlConfig(MULTI_SITE_CONFIG, '/cart', { site: 'RidgelineCA', locale: 'fr-CA' })).toBe(
      '/ca/ca-fr/cart',
    );
    expect(buildPathWithUrlConfig(MULTI_SITE_CONFIG, '/cart', { site: CA_SITE, locale: 'en-CA' })).toBe('/ca/cart');
    expect(buildPathWithUrlConfig(MULTI_SITE_CONFIG, '/cart', { site: 'us', locale: 'es' })).toBe('/es/cart');
  });

  it('shows both when showDefaults is on', () => {
    const config = withUrl(MULTI_SITE_CONFIG, { showDefaults: true });
    expect(buildPathWithUrlConfig(config, '/cart', {})).toBe('/us/en/cart');
  });
});

describe('buildPathWithUrlConfig with query parameters', () => {
  it('sets site and locale as query parameters, dropping defaults', () => {
    expect(buildPathWithUrlConfig(QUERY_CONFIG, '/search?q=boots', { site: 'ca', locale: 'fr-CA' })).toBe(
      '/search?q=boots&site=ca&locale=ca-fr',
    );
    expect(buildPathWithUrlConfig(QUERY_CONFIG, '/search?locale=es', { locale: 'en-US' })).toBe('/search');
  });
});

describe('stripDefaultSitePrefix', () => {
  it('strips /s/{defaultSite}/ by id or alias', () => {
    expect(stripDefaultSitePrefix(APP_CONFIG, '/s/ridgeline/c/mens/?a=1')).toBe('/c/mens/?a=1');
    expect(stripDefaultSitePrefix(APP_CONFIG, '/s/rl/home')).toBe('/home');
    expect(stripDefaultSitePrefix(APP_CONFIG, '/s/ridgeline')).toBe('/');
  });

  it('leaves other sites and look-alike paths alone', () => {
    expect(stripDefaultSitePrefix(MULTI_SITE_CONFIG, '/s/RidgelineCA/c/x')).toBe('/s/RidgelineCA/c/x');
    expect(stripDefaultSitePrefix(APP_CONFIG, '/s/ridgelines/x')).toBe('/s/ridgelines/x');
    expect(stripDefaultSitePrefix(APP_CONFIG, '/c/s/ridgeline/x')).toBe('/c/s/ridgeline/x');
  });

  it('honours a configured site prefix', () => {
    const config = withUrl(APP_CONFIG, { sitePrefix: 'site' });
    expect(stripDefaultSitePrefix(config, '/site/rl/c/x')).toBe('/c/x');
    expect(stripDefaultSitePrefix(config, '/s/rl/c/x')).toBe('/s/rl/c/x');
  });
});

describe('removeSiteLocaleFromPath', () => {
  it('removes path prefixes by id or alias', () => {
    expect(removeSiteLocaleFromPath(MULTI_SITE_CONFIG, '/ca/ca-fr/c/mens/')).toBe('/c/mens/');
    expect(removeSiteLocaleFromPath(MULTI_SITE_CONFIG, '/RidgelineCA/c/mens')).toBe('/c/mens');
    expect(removeSiteLocaleFromPath(APP_CONFIG, '/fr-CA/product/1?x=1')).toBe('/product/1?x=1');
    expect(removeSiteLocaleFromPath(APP_CONFIG, '/fr-CA')).toBe('/');
  });

  it('removes only leading prefixes, not look-alikes later in the path', () => {
    expect(removeSiteLocaleFromPath(APP_CONFIG, '/c/fr-CA/x')).toBe('/c/fr-CA/x');
  });

  it('removes query parameters when the config places them there', () => {
    expect(removeSiteLocaleFromPath(QUERY_CONFIG, '/search?site=ca&q=a&locale=ca-fr')).toBe('/search?q=a');
  });
});
