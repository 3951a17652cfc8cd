import { describe, expect, it } from 'vitest';
import { acceptedCallback, EmailLinksUnavailableError, linkFor, sameOriginPath } from './links.js';

describe('sameOriginPath', () => {
  it.each(['/', '/account', '/fr-CA/account?tab=orders', '/search?q=tent%2C2p'])('keeps %j', (path) => {
    expect(sameOriginPath(path)).toBe(path);
  });
  it.each([
    'https://evil.com',
    '//evil.com',
    '/\\evil.com',
    '/%2F%2Fevil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%5Cevil.com',
    '/\tevil.com',
    '/\nevil.com',
    'javascript:alert(1)',
    'evil.com',
    '',
    undefined,
    null,
  ])('turns %j into /', (path) => {
    expect(sameOriginPath(path)).toBe('/');
  });
});

describe('acceptedCallback', () => {
  it('accepts loopback addresses without PUBLIC_ORIGIN, and only PUBLIC_ORIGIN with it', () => {
    expect(acceptedCallback('http://127.0.0.1:3210/reset-password-landing', {}).pathname).toBe(
      '/reset-password-landing',
    );
    expect(acceptedCallback('http://localhost:5173/fr-CA/reset-password-landing', {}).host).toBe('localhost:5173');
    expect(() => acceptedCallback('https://shop.example/x', {})).toThrow(EmailLinksUnavailableError);
    const env = { PUBLIC_ORIGIN: 'https://shop.example/' };
    expect(acceptedCallback('https://shop.example/x', env).origin).toBe('https://shop.example');
    expect(() => acceptedCallback('http://127.0.0.1:3210/x', env)).toThrow(EmailLinksUnavailableError);
    expect(() => acceptedCallback('https://shop.example.evil.com/x', env)).toThrow(EmailLinksUnavailableError);
  });

  it('refuses other schemes, credentials and fragments', () => {
    for (const uri of ['ftp://127.0.0.1/x', 'http://a:b@127.0.0.1/x', 'http://127.0.0.1/x#y', 'nonsense']) {
      expect(() => acceptedCallback(uri, {}), uri).toThrow(EmailLinksUnavailableError);
    }
  });

  it('puts the token in the query, replacing any sent along', () => {
    const callback = acceptedCallback('http://127.0.0.1/landing?token=planted&x=1', {});
    expect(linkFor(callback, 'abc')).toBe('http://127.0.0.1/landing?x=1&token=abc');
  });
});
