import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { homeUrl, notFoundUrl, paymentCallbackUrl } from './page-urls.js';
import { MULTI_SITE_CONFIG, QUERY_CONFIG, withUrl } from './test-configs.js';

describe('homeUrl', () => {
  it('is / for the default site and locale', () => {
    expect(homeUrl(APP_CONFIG)).toBe('/');
    expect(homeUrl(APP_CONFIG, { locale: 'en-US' })).toBe('/');
    expect(homeUrl(MULTI_SITE_CONFIG, { site: 'us', locale: 'en' })).toBe('/');
  });

  it('is /{alias}/home when the locale segment is displayed', () => {
    expect(homeUrl(APP_CONFIG, { locale: 'fr-CA' })).toBe('/fr-CA/home');
    expect(homeUrl(MULTI_SITE_CONFIG, { site: 'us', locale: 'es-US' })).toBe('/es/home');
    expect(homeUrl(MULTI_SITE_CONFIG, { site: 'ca', locale: 'fr-CA' })).toBe('/ca/ca-fr/home');
    expect(homeUrl(withUrl(APP_CONFIG, { showDefaults: true }))).toBe('/en-US/home');
  });

  it('stays / with site and locale as query parameters', () => {
    expect(homeUrl(QUERY_CONFIG, { site: 'ca', locale: 'ca-fr' })).toBe('/?site=ca&locale=ca-fr');
  });
});

describe('notFoundUrl', () => {
  it('is the configured path for the default locale', () => {
    expect(notFoundUrl(APP_CONFIG, 'en-US')).toBe('/page-not-found');
  });

  it('is prefixed with the locale alias, or id, when the locale is in the path', () => {
    expect(notFoundUrl(APP_CONFIG, 'fr-CA')).toBe('/fr-CA/page-not-found');
    expect(notFoundUrl(MULTI_SITE_CONFIG, 'fr-CA', 'ca')).toBe('/ca-fr/page-not-found');
    expect(notFoundUrl(withUrl(APP_CONFIG, { showDefaults: true }), 'en-US')).toBe('/en-US/page-not-found');
  });

  it('is not prefixed when the locale is not in the path', () => {
    expect(notFoundUrl(QUERY_CONFIG, 'fr-CA', 'ca')).toBe('/page-not-found');
  });
});

describe('paymentCallbackUrl', () => {
  it('is {origin}/callback', () => {
    expect(paymentCallbackUrl('https://shop.example')).toBe('https://shop.example/callback');
    expect(paymentCallbackUrl('https://shop.example/')).toBe('https://shop.example/callback');
  });
});
