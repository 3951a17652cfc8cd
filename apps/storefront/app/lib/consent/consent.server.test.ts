import { describe, expect, it } from 'vitest';
import { ALL_ON, CONSENT_COOKIE } from './consent';
import { formatConsentCookie } from './consent-choice';
import { consentAllows } from './consent.server';

const page = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://shop.test${path}`, { headers });
const cookie = (value: string) => ({ cookie: `webid=x; ${CONSENT_COOKIE}=${value}` });

describe('consent on the server', () => {
  it('records nothing for a Canadian visitor who has not answered, everything for an American one', () => {
    expect(consentAllows(page('/fr-CA/product/1'), 'personalisation')).toBe(false);
    expect(consentAllows(page('/en-CA/product/1'), 'personalisation')).toBe(false);
    expect(consentAllows(page('/product/1'), 'personalisation')).toBe(true);
  });

  it('follows the cookie: an answer, or the region the browser found', () => {
    const accepted = formatConsentCookie({ choice: ALL_ON, source: 'banner', region: 'CA', at: 1_790_000_000 });
    expect(consentAllows(page('/fr-CA/product/1', cookie(accepted)), 'personalisation')).toBe(true);
    const canadianDefault = formatConsentCookie({
      choice: { analytics: false, personalisation: false, marketing: false },
      source: 'default',
      region: 'CA',
      at: 1_790_000_000,
    });
    // A Torontonian on the US locale: the browser wrote Canada's default.
    expect(consentAllows(page('/product/1', cookie(canadianDefault)), 'personalisation')).toBe(false);
    const refused = formatConsentCookie({
      choice: { analytics: true, personalisation: false, marketing: true },
      source: 'dialog',
      region: 'US',
      at: 1_790_000_000,
    });
    expect(consentAllows(page('/product/1', cookie(refused)), 'personalisation')).toBe(false);
    expect(consentAllows(page('/product/1', cookie(refused)), 'analytics')).toBe(true);
  });

  it('never tracks under Sec-GPC: 1 or DNT: 1', () => {
    const accepted = formatConsentCookie({ choice: ALL_ON, source: 'banner', region: 'US', at: 1_790_000_000 });
    expect(consentAllows(page('/product/1', { ...cookie(accepted), 'sec-gpc': '1' }), 'personalisation')).toBe(false);
    expect(consentAllows(page('/product/1', { dnt: '1' }), 'analytics')).toBe(false);
  });
});
