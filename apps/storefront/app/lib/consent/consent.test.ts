import { describe, expect, it } from 'vitest';
import {
  ALL_OFF,
  ALL_ON,
  bannerNeeded,
  consentRegion,
  consentStatus,
  defaultChoice,
  effectiveChoice,
  parseConsentCookie,
  type StoredConsent,
} from './consent';
import { formatConsentCookie } from './consent-choice';
import { activeGroups } from './consent-sync';

const NO_SIGNAL = { gpc: false, dnt: false };
const answered = (choice = ALL_ON, source: StoredConsent['source'] = 'banner'): StoredConsent => ({
  choice,
  source,
  region: 'CA',
  at: 1_790_000_000,
});

describe('consent defaults per region', () => {
  it('is Canada for the Canadian locales, the US for en-US', () => {
    expect(consentRegion({ locale: 'en-CA' })).toBe('CA');
    expect(consentRegion({ locale: 'fr-CA' })).toBe('CA');
    expect(consentRegion({ locale: 'en-US', languages: ['en-US', 'en', 'es-MX'] })).toBe('US');
  });

  it('is Canada for a Canadian visitor on the US locale: a Canadian language among the browser’s', () => {
    expect(consentRegion({ locale: 'en-US', languages: ['en-CA', 'en-US', 'en'] })).toBe('CA');
    expect(consentRegion({ locale: 'en-US', languages: ['en-US', 'fr-CA'] })).toBe('CA');
    expect(consentRegion({ locale: 'en-US', languages: ['fr-FR', 'en-US'] })).toBe('US');
  });

  it('opts Canada out and the US in until the visitor answers', () => {
    expect(defaultChoice('CA')).toEqual(ALL_OFF);
    expect(defaultChoice('US')).toEqual(ALL_ON);
    expect(effectiveChoice(undefined, 'CA', NO_SIGNAL)).toEqual(ALL_OFF);
    expect(effectiveChoice(undefined, 'US', NO_SIGNAL)).toEqual(ALL_ON);
  });

  it('lets Canadian events wait (pending) and US events go (granted) before an answer', () => {
    expect(consentStatus('analytics', undefined, 'CA', NO_SIGNAL)).toBe('pending');
    expect(consentStatus('analytics', undefined, 'US', NO_SIGNAL)).toBe('granted');
    // The region's default kept in the cookie is not an answer.
    const kept = { ...answered(ALL_OFF, 'default'), region: 'CA' as const };
    expect(consentStatus('personalisation', kept, 'CA', NO_SIGNAL)).toBe('pending');
    expect(bannerNeeded(kept, 'CA', NO_SIGNAL)).toBe(true);
    // The US asks nothing: on by default, with the footer's opt-out.
    expect(bannerNeeded(undefined, 'US', NO_SIGNAL)).toBe(false);
  });

  it('follows the answer, category by category', () => {
    const some = answered({ analytics: true, personalisation: false, marketing: false });
    expect(consentStatus('analytics', some, 'CA', NO_SIGNAL)).toBe('granted');
    expect(consentStatus('personalisation', some, 'CA', NO_SIGNAL)).toBe('denied');
    expect(consentStatus('marketing', answered(ALL_OFF), 'US', NO_SIGNAL)).toBe('denied');
    expect(bannerNeeded(some, 'CA', NO_SIGNAL)).toBe(false);
  });
});

describe('Global Privacy Control and Do Not Track', () => {
  it('turn every optional category off, even after Accept All, and need no banner', () => {
    for (const signal of [
      { gpc: true, dnt: false },
      { gpc: false, dnt: true },
    ]) {
      expect(effectiveChoice(answered(ALL_ON), 'US', signal)).toEqual(ALL_OFF);
      expect(effectiveChoice(undefined, 'US', signal)).toEqual(ALL_OFF);
      for (const category of ['analytics', 'personalisation', 'marketing'] as const) {
        expect(consentStatus(category, answered(ALL_ON), 'US', signal)).toBe('denied');
        expect(consentStatus(category, undefined, 'CA', signal)).toBe('denied');
      }
      expect(bannerNeeded(undefined, 'CA', signal)).toBe(false);
    }
  });
});

describe('consent cookie', () => {
  it('reads back what it wrote', () => {
    const stored = answered({ analytics: true, personalisation: false, marketing: true }, 'dialog');
    expect(parseConsentCookie(formatConsentCookie(stored))).toEqual(stored);
    const gpc = { ...answered(ALL_OFF, 'gpc'), region: 'US' as const };
    expect(parseConsentCookie(formatConsentCookie(gpc))).toEqual(gpc);
  });

  it('treats anything it did not write as absent', () => {
    for (const bad of [
      undefined,
      '',
      'yes',
      'a1p0m0.banner.CA',
      'a1p0m2.banner.CA.1790000000',
      'a1p0m0.cookie-wall.CA.1790000000',
      'a1p0m0.banner.FR.1790000000',
      'a1p0m0.banner.CA.0',
      'a1p0m0.banner.CA.1790000000;x',
      'a'.repeat(500),
    ]) {
      expect(parseConsentCookie(bad)).toBeUndefined();
    }
  });

  it('names the OneTrust groups a tag manager reads', () => {
    expect(activeGroups(ALL_OFF)).toBe('C0001');
    expect(activeGroups(ALL_ON)).toBe('C0001,C0002,C0003,C0004');
    expect(activeGroups({ analytics: false, personalisation: true, marketing: false })).toBe('C0001,C0003');
  });
});
