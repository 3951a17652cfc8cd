import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_UPDATE_FAILED, sendConsentCookieCall } from './consent-sync';

afterEach(() => vi.restoreAllMocks());

const call = (overrides: Partial<Parameters<typeof sendConsentCookieCall>[0]> = {}) => {
  const fetch = vi.fn(async (_url: string) => new Response('{"success":true}', { status: 200 }));
  const made = sendConsentCookieCall({
    cjEventEnabled: true,
    search: '?cjevent=abc123&utm_source=x',
    domain: 'shop.example',
    groups: 'C0001,C0002',
    fetch,
    ...overrides,
  });
  return { fetch: overrides.fetch ?? fetch, made };
};

describe('the consent cookie call (cjevent rule)', () => {
  it('is made with domain, active groups and cjevent when the site enables cjevent and the query has one', async () => {
    const { fetch, made } = call();
    expect(await made).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String(vi.mocked(fetch).mock.calls[0]![0]), 'http://shop.example');
    expect(url.pathname).toBe('/set-one-trust-cookie');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      domain: 'shop.example',
      oneTrustActiveGroups: 'C0001,C0002',
      cjevent: 'abc123',
    });
  });

  it('is not made when the site has the feature off, or the address has no cjevent value', async () => {
    for (const overrides of [
      { cjEventEnabled: false },
      { search: '' },
      { search: '?cjevent=' },
      { search: '?q=cjevent' },
    ]) {
      const { fetch, made } = call(overrides);
      expect(await made).toBe(false);
      expect(fetch).not.toHaveBeenCalled();
    }
  });

  it('warns "Consent update failed" on a non-OK answer, and when the call fails outright', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await call({ fetch: vi.fn(async () => new Response('{}', { status: 400 })) }).made;
    expect(warn).toHaveBeenCalledWith(CONSENT_UPDATE_FAILED, 400);
    await call({ fetch: vi.fn(async () => Promise.reject(new TypeError('offline'))) }).made;
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[1]![0]).toBe('Consent update failed');
  });

  it('does not warn on an OK answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await call().made;
    expect(warn).not.toHaveBeenCalled();
  });
});
