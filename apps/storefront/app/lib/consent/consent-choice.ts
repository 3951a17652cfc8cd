import { siteContextFromUrl } from '../site/site';
import {
  ALL_OFF,
  CONSENT_COOKIE,
  CONSENT_COOKIE_MAX_AGE,
  effectiveChoice,
  signalOn,
  startNeeded,
  type ConsentChoice,
  type ConsentSource,
  type StoredConsent,
} from './consent';
import { applyConsent, consentSnapshot } from './consent-store';

/**
 * Writing the visitor's choice (decision 053): loaded by the banner, the dialog, and a page's
 * start when it has something to write — not by a page that only reads the choice.
 */

const bit = (on: boolean) => (on ? '1' : '0');

/** `a1p0m0.banner.CA.<seconds>`, as consent.ts reads it. */
export function formatConsentCookie(stored: StoredConsent): string {
  const { analytics, personalisation, marketing } = stored.choice;
  return `a${bit(analytics)}p${bit(personalisation)}m${bit(marketing)}.${stored.source}.${stored.region}.${Math.floor(stored.at)}`;
}

function keep(stored: StoredConsent) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${formatConsentCookie(stored)}; Path=/; Max-Age=${CONSENT_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  applyConsent(stored);
}

/**
 * The visitor's answer (the banner, the dialog, or their browser's GPC signal): kept in the cookie,
 * applied at once (waiting events go or are dropped), recorded in the engine, and — the spec's
 * consent-changed event — the consent cookie call when the cjevent rule says so.
 */
export function chooseConsent(choice: ConsentChoice, source: Exclude<ConsentSource, 'default'>): void {
  const { region, signal, locale } = consentSnapshot();
  // The browser's signal wins over any box ticked while it is on.
  const kept = signalOn(signal) ? ALL_OFF : choice;
  const at = new Date();
  keep({ choice: kept, source, region, at: Math.floor(at.getTime() / 1000) });
  // The calls load with the first change: most pages never make one.
  void import('./consent-sync').then(({ activeGroups, recordConsentChoice, sendConsentCookieCall }) => {
    void recordConsentChoice({ choice: kept, source, locale, at });
    void sendConsentCookieCall({
      cjEventEnabled: siteContextFromUrl(window.location.href).site.oneTrust.cjEventEnabled,
      search: window.location.search,
      domain: window.location.hostname,
      groups: activeGroups(kept),
    });
  });
}

/**
 * A page's start (consent.ts `startNeeded`): a browser sending a privacy signal has it recorded as
 * the visitor's answer; a browser that found Canada keeps Canada's default in the cookie, so the
 * server follows it too.
 */
export function startConsent(): void {
  const { stored, region, signal } = consentSnapshot();
  if (!startNeeded(stored, region, signal)) return;
  if (signalOn(signal)) return chooseConsent(ALL_OFF, 'gpc');
  keep({
    choice: effectiveChoice(stored, region, signal),
    source: 'default',
    region,
    at: Math.floor(Date.now() / 1000),
  });
}
