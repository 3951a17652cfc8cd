import { describe, expect, it } from 'vitest';
import { isSameOriginPath, safeRedirectTarget } from './redirects.js';

const UNSAFE = [
  'https://evil.com',
  'http://evil.com/account',
  '//evil.com',
  '///evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%2f%5cevil.com',
  '/%252F%252Fevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  ' /account',
  'javascript:alert(1)',
  'evil.com',
  '',
];

describe('isSameOriginPath / safeRedirectTarget', () => {
  it.each(UNSAFE)('rejects %j', (target) => {
    expect(isSameOriginPath(target)).toBe(false);
    expect(safeRedirectTarget(target)).toBe('/');
  });

  it.each(['/', '/account', '/account/orders?tab=1#x', '/fr-CA/c/mens/', '/search?q=50%25'])('accepts %j', (target) => {
    expect(isSameOriginPath(target)).toBe(true);
    expect(safeRedirectTarget(target)).toBe(target);
  });

  it('uses the fallback for missing targets', () => {
    expect(safeRedirectTarget(undefined)).toBe('/');
    expect(safeRedirectTarget(null, '/account')).toBe('/account');
    expect(isSameOriginPath(42)).toBe(false);
  });
});
