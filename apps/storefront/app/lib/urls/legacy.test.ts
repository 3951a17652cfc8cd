import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { legacyAreaUrl, legacyEndpointPath, legacyEndpointUrl } from './legacy.js';
import { MULTI_SITE_CONFIG } from './test-configs.js';

describe('legacyEndpointPath', () => {
  it('builds the demandware.store path with an underscore locale', () => {
    expect(legacyEndpointPath('ridgeline', 'en-US', 'Cart-Show')).toBe(
      '/on/demandware.store/Sites-ridgeline-Site/en_US/Cart-Show',
    );
    expect(legacyEndpointPath('ridgeline', 'fr-CA', 'Account-PasswordResetDialogForm?mobile=true')).toBe(
      '/on/demandware.store/Sites-ridgeline-Site/fr_CA/Account-PasswordResetDialogForm?mobile=true',
    );
  });

  it('rejects an endpoint starting with a slash', () => {
    expect(() => legacyEndpointPath('ridgeline', 'en-US', '/Cart-Show')).toThrow('must not start with a slash');
  });

  it('rejects missing parts', () => {
    expect(() => legacyEndpointPath('ridgeline', 'en-US', '')).toThrow('endpoint name is required');
    expect(() => legacyEndpointPath('', 'en-US', 'Cart-Show')).toThrow('site id is required');
    expect(() => legacyEndpointPath('ridgeline', '', 'Cart-Show')).toThrow('locale is required');
  });
});

describe('legacyEndpointUrl', () => {
  it('puts the path on the legacy storefront origin', () => {
    expect(legacyEndpointUrl(APP_CONFIG, 'ridgeline', 'en-CA', 'COBilling-Start')).toBe(
      'https://www.ridgeline.com/on/demandware.store/Sites-ridgeline-Site/en_CA/COBilling-Start',
    );
  });
});

describe('legacyAreaUrl', () => {
  it('sends the cart to the legacy cart path with r=1, under the locale prefix this shop uses', () => {
    expect(legacyAreaUrl(APP_CONFIG, 'cart')).toBe('https://www.ridgeline.com/cart?r=1');
    expect(legacyAreaUrl(APP_CONFIG, 'cart', { locale: 'en-US' })).toBe('https://www.ridgeline.com/cart?r=1');
    expect(legacyAreaUrl(APP_CONFIG, 'cart', { locale: 'en-CA' })).toBe('https://www.ridgeline.com/en-CA/cart?r=1');
    expect(legacyAreaUrl(APP_CONFIG, 'cart', { site: 'ridgeline', locale: 'fr-CA' })).toBe(
      'https://www.ridgeline.com/fr-CA/cart?r=1',
    );
  });

  it('sends checkout to the legacy Checkout-Begin endpoint in the locale', () => {
    expect(legacyAreaUrl(APP_CONFIG, 'checkout')).toBe(
      'https://www.ridgeline.com/on/demandware.store/Sites-ridgeline-Site/en_US/Checkout-Begin',
    );
    expect(legacyAreaUrl(APP_CONFIG, 'checkout', { locale: 'fr-CA' })).toBe(
      'https://www.ridgeline.com/on/demandware.store/Sites-ridgeline-Site/fr_CA/Checkout-Begin',
    );
  });

  it('follows the URL config for the cart (aliases) and uses ids for the endpoint', () => {
    const config = { ...MULTI_SITE_CONFIG, legacyStorefrontOrigin: 'https://legacy.example/' };
    expect(legacyAreaUrl(config, 'cart', { site: 'RidgelineCA', locale: 'fr-CA' })).toBe(
      'https://legacy.example/ca/ca-fr/cart?r=1',
    );
    expect(legacyAreaUrl(config, 'checkout', { site: 'ca', locale: 'ca-fr' })).toBe(
      'https://legacy.example/on/demandware.store/Sites-RidgelineCA-Site/fr_CA/Checkout-Begin',
    );
  });

  it('falls back to the default locale for an unknown one', () => {
    expect(legacyAreaUrl(APP_CONFIG, 'cart', { locale: 'de-DE' })).toBe('https://www.ridgeline.com/cart?r=1');
  });
});
