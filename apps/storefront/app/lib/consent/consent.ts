/**
 * The shop's own consent model (decision 053), shared by the browser and the server: the optional
 * categories, the defaults of each region, the browser's privacy signals and the consent cookie.
 *
 * - Strictly necessary cookies (session, bag, web id, this cookie) need no consent.
 * - Canada (PIPEDA, Quebec Law 25): analytics, personalisation and marketing are off until the
 *   visitor opts in. The United States (CCPA/CPRA): on, with an easy opt-out.
 * - Global Privacy Control or Do Not Track: all three off, whatever was chosen before — the signal
 *   is a valid opt-out of sale and sharing, and the recommendation engine already treats it as
 *   do-not-track (decision 010).
 */

export const CONSENT_COOKIE = 'rl_consent';
/** A year: the visitor is asked again after it (a choice does not last for ever). */
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const OPTIONAL_CATEGORIES = ['analytics', 'personalisation', 'marketing'] as const;
export type ConsentCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

/** How the stored choice came about: `default` is the region's, not yet an answer. */
export type ConsentSource = 'default' | 'banner' | 'dialog' | 'gpc';
export type ConsentRegion = 'US' | 'CA';
export type StoredConsent = { choice: ConsentChoice; source: ConsentSource; region: ConsentRegion; at: number };
export type PrivacySignal = { gpc: boolean; dnt: boolean };

export const ALL_ON: ConsentChoice = { analytics: true, personalisation: true, marketing: true };
export const ALL_OFF: ConsentChoice = { analytics: false, personalisation: false, marketing: false };

/**
 * Canada when the shop's locale is Canadian (en-CA, fr-CA) or the browser lists a Canadian
 * language (en-CA, fr-CA) among its preferred ones; otherwise the US. When in doubt the stricter
 * rules win: a Canadian visitor is never treated as an American one for lack of a signal we have.
 */
export function consentRegion({
  locale,
  languages = [],
}: {
  locale: string;
  languages?: readonly string[];
}): ConsentRegion {
  return [locale, ...languages].some((tag) => /-CA$/i.test(tag)) ? 'CA' : 'US';
}

/** Of two findings, the stricter: Canada once either says so (the cookie's, then the page's locale). */
export const stricterRegion = (a: ConsentRegion | undefined, b: ConsentRegion): ConsentRegion =>
  a === 'CA' || b === 'CA' ? 'CA' : 'US';

export function defaultChoice(region: ConsentRegion): ConsentChoice {
  return region === 'CA' ? ALL_OFF : ALL_ON;
}

/** Whether the visitor has answered (the banner, the dialog, or their browser's GPC signal did). */
export const isAnswered = (stored: StoredConsent | undefined) => Boolean(stored && stored.source !== 'default');

export const signalOn = (signal: PrivacySignal) => signal.gpc || signal.dnt;

/**
 * The banner asks only where consent comes before tracking (Canada), a visitor who has not answered
 * and whose browser sends no privacy signal. In the US nothing is asked: tracking is on with the
 * footer's opt-out (Do Not Sell or Share, Cookie Preferences) and the browser's signal honoured.
 */
export function bannerNeeded(stored: StoredConsent | undefined, region: ConsentRegion, signal: PrivacySignal): boolean {
  return region === 'CA' && !signalOn(signal) && !isAnswered(stored);
}

/** What applies now: the signal's opt-out, else the visitor's answer, else the region's default. */
export function effectiveChoice(
  stored: StoredConsent | undefined,
  region: ConsentRegion,
  signal: PrivacySignal,
): ConsentChoice {
  if (signalOn(signal)) return ALL_OFF;
  return stored?.choice ?? defaultChoice(region);
}

/**
 * `granted` now; `pending` while a Canadian visitor has not answered (events wait for the answer);
 * `denied` when the visitor or their browser said no (events are dropped).
 */
export type ConsentStatus = 'granted' | 'pending' | 'denied';

export function consentStatus(
  category: ConsentCategory,
  stored: StoredConsent | undefined,
  region: ConsentRegion,
  signal: PrivacySignal,
): ConsentStatus {
  if (signalOn(signal)) return 'denied';
  if (isAnswered(stored)) return stored!.choice[category] ? 'granted' : 'denied';
  return defaultChoice(region)[category] ? 'granted' : 'pending';
}

/**
 * The cookie's value: `a1p0m0.banner.CA.<seconds>` (analytics, personalisation and marketing on or
 * off, how, the region, when). Written by the browser (consent-choice.ts), read by both halves.
 */
const COOKIE_VALUE = /^a([01])p([01])m([01])\.(default|banner|dialog|gpc)\.(US|CA)\.([1-9]\d{0,11})$/;

/** The cookie's value, or undefined when it is not one this shop wrote (it then counts as absent). */
export function parseConsentCookie(raw: string | undefined): StoredConsent | undefined {
  const match = raw ? COOKIE_VALUE.exec(raw) : null;
  if (!match) return undefined;
  const [, a, p, m, source, region, at] = match;
  return {
    choice: { analytics: a === '1', personalisation: p === '1', marketing: m === '1' },
    source: source as ConsentSource,
    region: region as ConsentRegion,
    at: Number(at),
  };
}

/**
 * Whether the page's start has something to write (consent-choice.ts loads then): a browser that
 * found Canada keeps Canada's default in the cookie for the server; a privacy signal is recorded
 * as the visitor's answer unless what is kept already says no to everything.
 */
export function startNeeded(stored: StoredConsent | undefined, region: ConsentRegion, signal: PrivacySignal): boolean {
  if (signalOn(signal)) return !isAnswered(stored) || Object.values(stored!.choice).some(Boolean);
  return !stored && region === 'CA';
}

/** A `Cookie` header's (or `document.cookie`'s) value of one cookie, as sent. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
