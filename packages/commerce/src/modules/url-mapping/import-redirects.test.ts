import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { isAllowedDestination } from './import-redirects.js';

describe('isAllowedDestination', () => {
  it.each(['/store-locator', '/c/mens-jackets/?sz=48', `${APP_CONFIG.legacyStorefrontOrigin}/gift-certificates/`])(
    'accepts %j',
    (destination) => expect(isAllowedDestination(destination)).toBe(true),
  );

  it.each([
    'https://evil.example/',
    `${APP_CONFIG.legacyStorefrontOrigin}@evil.example/`,
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'store-locator',
  ])('refuses %j', (destination) => expect(isAllowedDestination(destination)).toBe(false));
});
