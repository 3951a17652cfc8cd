import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { legacyEndpointPath, legacyEndpointUrl } from './legacy.js';

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
