import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { mappedDestination } from './mapped-destination.js';

const LEGACY = APP_CONFIG.legacyStorefrontOrigin;

describe('mappedDestination', () => {
  it('places a storefront path in the shopper’s locale, and leaves the default locale unprefixed', () => {
    expect(mappedDestination(APP_CONFIG, '/store-locator')).toBe('/store-locator');
    expect(mappedDestination(APP_CONFIG, '/store-locator', { locale: 'fr-CA' })).toBe('/fr-CA/store-locator');
    expect(mappedDestination(APP_CONFIG, '/c/mens-jackets/?sz=48', { locale: 'en-CA' })).toBe(
      '/en-CA/c/mens-jackets/?sz=48',
    );
  });

  it('keeps a path that names its own locale', () => {
    expect(mappedDestination(APP_CONFIG, '/fr-CA/store-locator', { locale: 'en-CA' })).toBe('/fr-CA/store-locator');
  });

  it('accepts URLs on the legacy storefront only', () => {
    const url = `${LEGACY}/on/demandware.store/Sites-ridgeline-Site/en_US/GiftCert-Purchase`;
    expect(mappedDestination(APP_CONFIG, url, { locale: 'fr-CA' })).toBe(url);
  });

  it.each([
    'https://evil.example/mens/',
    `${LEGACY.replace('https:', 'http:')}/cart`,
    `${LEGACY}.evil.example/cart`,
    `${LEGACY}@evil.example/cart`,
    `https://user:secret@${new URL(LEGACY).host}/cart`,
    '//evil.example/cart',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'store-locator',
    '',
  ])('refuses %j', (destination) => {
    expect(mappedDestination(APP_CONFIG, destination)).toBeUndefined();
  });
});
