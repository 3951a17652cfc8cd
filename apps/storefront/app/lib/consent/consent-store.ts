import { APP_CONFIG } from '@ridgeline/config';
import { siteContextFromUrl } from '../site/site';
import {
  ALL_OFF,
  activeGroups,
  bannerNeeded,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  consentRegion,
  consentStatus,
  cookieValue,
  effectiveChoice,
  formatConsentCookie,
  isAnswered,
  parseConsentCookie,
  signalOn,
  stricterRegion,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentRegion,
  type ConsentSource,
  type ConsentStatus,
  type PrivacySignal,
  type StoredConsent,
} from './consent';
import { recordConsentChoice, sendConsentCookieCall } from './consent-sync';

/**
 * The browser's consent state (decision 053), outside React so that the data layer and the
 * recommendation events can ask it from anywhere: read lazily from the cookie, the page's locale
 * and the browser's signals the first time something asks. Events of a category the visitor has
 * not answered for yet wait here, and go (or are dropped) with the answer.
 */
export type ConsentSnapshot = {
  stored: StoredConsent | undefined;
  region: ConsentRegion;
  signal: PrivacySignal;
  locale: string;
  /** What applies now. */
  choice: ConsentChoice;
  bannerNeeded: boolean;
};

let snapshot: ConsentSnapshot | undefined;
const waiting: { category: ConsentCategory; run: () => void }[] = [];
/** A page's worth of events; a visitor who never answers does not grow the list for ever. */
const MAX_WAITING = 100;
const listeners = new Set<() => void>();
const PREFERENCES_EVENT = 'rl:consent-preferences';

export function browserSignal(): PrivacySignal {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const win = window as Window & { doNotTrack?: string };
  return { gpc: nav.globalPrivacyControl === true, dnt: nav.doNotTrack === '1' || win.doNotTrack === '1' };
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function make(stored: StoredConsent | undefined, region: ConsentRegion, signal: PrivacySignal, locale: string) {
  return {
    stored,
    region,
    signal,
    locale,
    choice: effectiveChoice(stored, region, signal),
    bannerNeeded: bannerNeeded(stored, region, signal),
  };
}

function read(): ConsentSnapshot {
  const locale = document.documentElement.lang || APP_CONFIG.sites[0]!.l10n.defaultLocale;
  const stored = parseConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE));
  const found = consentRegion({ locale, timeZone: timeZone(), languages: navigator.languages });
  return make(stored, stricterRegion(stored?.region, found), browserSignal(), locale);
}

/** The state now (read on first use). Browser only. */
export function consentSnapshot(): ConsentSnapshot {
  snapshot ??= read();
  return snapshot;
}

export function statusOf(category: ConsentCategory): ConsentStatus {
  const { stored, region, signal } = consentSnapshot();
  return consentStatus(category, stored, region, signal);
}

/**
 * Runs `run` when the category is allowed: now, after the visitor's answer if they have not given
 * it yet (Canada), or never when they (or their browser) said no.
 */
export function whenConsented(category: ConsentCategory, run: () => void): void {
  const status = statusOf(category);
  if (status === 'granted') run();
  else if (status === 'pending' && waiting.length < MAX_WAITING) waiting.push({ category, run });
}

function writeCookie(stored: StoredConsent) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${formatConsentCookie(stored)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

function publish(next: ConsentSnapshot) {
  snapshot = next;
  for (const item of waiting.splice(0)) {
    const status = statusOf(item.category);
    if (status === 'granted') item.run();
    else if (status === 'pending') waiting.push(item);
  }
  for (const listener of listeners) listener();
}

/**
 * The visitor's answer (the banner, the dialog, or their browser's GPC signal): kept in the cookie,
 * applied at once (waiting events go or are dropped), recorded in the engine, and — the spec's
 * consent-changed event — the consent cookie call when the cjevent rule says so.
 */
export function chooseConsent(choice: ConsentChoice, source: Exclude<ConsentSource, 'default'>): void {
  const current = consentSnapshot();
  // The browser's signal wins over any box ticked while it is on.
  const kept = signalOn(current.signal) ? ALL_OFF : choice;
  const at = new Date();
  const stored: StoredConsent = { choice: kept, source, region: current.region, at: Math.floor(at.getTime() / 1000) };
  writeCookie(stored);
  publish(make(stored, current.region, current.signal, current.locale));
  void recordConsentChoice({ choice: kept, source, locale: current.locale, at });
  void sendConsentCookieCall({
    cjEventEnabled: siteContextFromUrl(window.location.href).site.oneTrust.cjEventEnabled,
    search: window.location.search,
    domain: window.location.hostname,
    groups: activeGroups(kept),
  });
}

/**
 * At each page's start: a first visit keeps the region's default in the cookie (the server then
 * follows it too, decision 053); a browser sending a privacy signal has it recorded once as the
 * visitor's answer, unless what is kept already says no to everything.
 */
export function startConsent(): ConsentSnapshot {
  const current = consentSnapshot();
  const { stored, signal, region, choice } = current;
  if (signalOn(signal) && (!isAnswered(stored) || Object.values(stored!.choice).some(Boolean))) {
    chooseConsent(ALL_OFF, 'gpc');
  } else if (!stored) {
    const defaults: StoredConsent = { choice, source: 'default', region, at: Math.floor(Date.now() / 1000) };
    writeCookie(defaults);
    snapshot = { ...current, stored: defaults };
  }
  return consentSnapshot();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The footer's Cookie Preferences: the consent manager opens its dialog. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(PREFERENCES_EVENT));
}

export function onOpenConsentPreferences(open: () => void): () => void {
  window.addEventListener(PREFERENCES_EVENT, open);
  return () => window.removeEventListener(PREFERENCES_EVENT, open);
}

/** Tests only: forget the state read, as a new page would. */
export function resetConsentForTests(): void {
  snapshot = undefined;
  waiting.length = 0;
  listeners.clear();
}
