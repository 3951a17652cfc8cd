import { APP_CONFIG } from '@ridgeline/config';
import {
  CONSENT_COOKIE,
  consentRegion,
  consentStatus,
  cookieValue,
  parseConsentCookie,
  stricterRegion,
  type ConsentCategory,
  type ConsentRegion,
  type ConsentStatus,
  type PrivacySignal,
  type StoredConsent,
} from './consent';

/**
 * The browser's consent state (decision 053), outside React so that the data layer and the
 * recommendation events can ask it from anywhere: read lazily from the cookie, the page's locale
 * and the browser's signals the first time something asks. Events of a category the visitor has
 * not answered for yet wait here, and go (or are dropped) with the answer. Every page loads this;
 * what writes a choice (consent-choice.ts) loads only when there is one to write.
 */
export type ConsentSnapshot = {
  stored: StoredConsent | undefined;
  region: ConsentRegion;
  signal: PrivacySignal;
  locale: string;
};

let snapshot: ConsentSnapshot | undefined;
const waiting: { category: ConsentCategory; run: () => void }[] = [];
/** A page's worth of events; a visitor who never answers does not grow the list for ever. */
const MAX_WAITING = 100;
const PREFERENCES_EVENT = 'rl:consent-preferences';

function read(): ConsentSnapshot {
  const locale = document.documentElement.lang || APP_CONFIG.sites[0]!.l10n.defaultLocale;
  const stored = parseConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE));
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return {
    stored,
    region: stricterRegion(stored?.region, consentRegion({ locale, languages: nav.languages })),
    signal: { gpc: nav.globalPrivacyControl === true, dnt: nav.doNotTrack === '1' },
    locale,
  };
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

/** A choice was kept (consent-choice.ts): it applies at once, and waiting events go or are dropped. */
export function applyConsent(stored: StoredConsent): void {
  snapshot = { ...consentSnapshot(), stored };
  for (const item of waiting.splice(0)) {
    const status = statusOf(item.category);
    if (status === 'granted') item.run();
    else if (status === 'pending') waiting.push(item);
  }
}

/** The footer's Cookie Preferences: the consent manager opens its dialog. */
export function openConsentPreferences(): void {
  window.dispatchEvent(new Event(PREFERENCES_EVENT));
}

export function onOpenConsentPreferences(open: () => void): () => void {
  window.addEventListener(PREFERENCES_EVENT, open);
  return () => window.removeEventListener(PREFERENCES_EVENT, open);
}
