import { describe, expect, it } from 'vitest';
import { atPublicOrigin, publicOriginFromEnv } from './public-origin.js';

describe('publicOriginFromEnv', () => {
  it('reads an origin, with or without a trailing slash', () => {
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'https://shop.example/' })?.origin).toBe('https://shop.example');
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: ' http://10.0.0.5:8080 ' })?.origin).toBe('http://10.0.0.5:8080');
    expect(publicOriginFromEnv({})).toBeUndefined();
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: '' })).toBeUndefined();
  });

  it('stops the server on anything but a bare http(s) origin', () => {
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/shop', 'https://a@shop.example']) {
      expect(() => publicOriginFromEnv({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN must be an origin/);
    }
  });
});

describe('atPublicOrigin', () => {
  const origin = new URL('https://shop.example');

  it('gives the request the public scheme and host, whatever the proxy forwarded', async () => {
    const proxied = new Request('http://10.0.0.7:3000/fr-CA/cart.data?index&x=%20', {
      method: 'POST',
      headers: { origin: 'https://shop.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=remove&itemId=a1',
    });
    const seen = atPublicOrigin(proxied, origin);
    expect(seen.url).toBe('https://shop.example/fr-CA/cart.data?index&x=%20');
    expect(seen.method).toBe('POST');
    expect(seen.headers.get('origin')).toBe('https://shop.example');
    expect(await seen.text()).toBe('action=remove&itemId=a1');
  });

  it('keeps a non-default port of the public origin and leaves requests alone without one', () => {
    const request = new Request('http://127.0.0.1:3000/');
    expect(atPublicOrigin(request, new URL('https://shop.example:8443')).url).toBe('https://shop.example:8443/');
    expect(atPublicOrigin(request, undefined)).toBe(request);
  });
});

describe('atPublicOrigin, with odd paths', () => {
  it('keeps a path that looks like another host a path of the shop', () => {
    const seen = atPublicOrigin(new Request('http://127.0.0.1:3000//evil.example/x'), new URL('https://shop.example'));
    expect(new URL(seen.url).host).toBe('shop.example');
    expect(new URL(seen.url).pathname).toBe('//evil.example/x');
  });
});
