import { describe, expect, it } from 'vitest';
import { APP_CONFIG, DESKTOP_BREAKPOINT, MINI_CART_LIMIT, SHIPPING_COUNTRIES } from './index.js';

describe('default app config', () => {
  it('has one site, ridgeline (alias rl), as the default site', () => {
    expect(APP_CONFIG.sites.map((site) => [site.id, site.alias])).toEqual([['ridgeline', 'rl']]);
    expect(APP_CONFIG.defaultSite).toBe('ridgeline');
  });

  it('defaults to en-US and USD and supports en-US, en-CA and fr-CA', () => {
    const [site] = APP_CONFIG.sites;
    expect(site?.l10n.defaultLocale).toBe('en-US');
    expect(site?.l10n.defaultCurrency).toBe('USD');
    expect(site?.l10n.supportedLocales.map((l) => [l.id, l.preferredCurrency])).toEqual([
      ['en-US', 'USD'],
      ['en-CA', 'CAD'],
      ['fr-CA', 'CAD'],
    ]);
  });

  it('gives every locale a {price} format, 2 fraction digits, a native name and no alias', () => {
    for (const locale of APP_CONFIG.sites[0]?.l10n.supportedLocales ?? []) {
      expect(locale.priceFormat).toContain('{price}');
      expect(locale.priceFractionDigits).toBe(2);
      expect(locale.name).not.toBe('');
      expect(locale.alias).toBeUndefined();
    }
    const fr = APP_CONFIG.sites[0]?.l10n.supportedLocales.find((l) => l.id === 'fr-CA');
    expect(fr?.priceFormat).toBe('{price} $');
    expect(fr?.name).toBe('Français (Canada)');
  });

  it('puts only the locale in the path and hides defaults', () => {
    expect(APP_CONFIG.url).toEqual({ site: 'none', locale: 'path', showDefaults: false });
    expect(APP_CONFIG.notFoundPath).toBe('/page-not-found');
  });

  it('keeps the in-app cart, checkout and wishlist on unless the server says otherwise', () => {
    expect(APP_CONFIG.features).toEqual({ cart: true, checkout: true, wishlist: true });
  });

  it('exports the business constants', () => {
    expect(SHIPPING_COUNTRIES).toEqual(['US', 'CA']);
    expect(DESKTOP_BREAKPOINT).toBe(992);
    expect(MINI_CART_LIMIT).toBe(9);
  });
});
