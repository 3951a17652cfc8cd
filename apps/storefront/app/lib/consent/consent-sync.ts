import { OPTIONAL_CATEGORIES, type ConsentCategory, type ConsentChoice, type ConsentSource } from './consent';

/**
 * The OneTrust group ids tag managers already read (`OptanonActiveGroups`, the consent cookie
 * call): C0001 strictly necessary, C0002 performance (analytics), C0003 functional
 * (personalisation), C0004 targeting (marketing).
 */
const GROUP_IDS: Record<ConsentCategory, string> = { analytics: 'C0002', personalisation: 'C0003', marketing: 'C0004' };

export function activeGroups(choice: ConsentChoice): string {
  return ['C0001', ...OPTIONAL_CATEGORIES.filter((c) => choice[c]).map((c) => GROUP_IDS[c])].join(',');
}

/** Spec 1 §7, spec 3 §8: what a refused consent cookie call warns. */
export const CONSENT_UPDATE_FAILED = 'Consent update failed';
/** The storefront route that records a choice in the engine (routes/resources/consent.ts). */
export const CONSENT_RECORD_PATH = '/consent';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * The consent cookie call (spec 1 §4, §7; spec 3 §4.8): on a consent change, GET
 * /set-one-trust-cookie with the domain, the active groups and the affiliate `cjevent` — only when
 * the site enables the cjevent feature and the page's address carries a cjevent value. A non-OK
 * answer (or none) warns "Consent update failed". Answers whether the call was made.
 */
export async function sendConsentCookieCall({
  cjEventEnabled,
  search,
  domain,
  groups,
  fetch: send = (input, init) => fetch(input, init),
}: {
  cjEventEnabled: boolean;
  /** The page's query string (`?cjevent=…`). */
  search: string;
  domain: string;
  groups: string;
  fetch?: Fetch;
}): Promise<boolean> {
  const cjevent = new URLSearchParams(search).get('cjevent');
  if (!cjEventEnabled || !cjevent) return false;
  const query = new URLSearchParams({ domain, oneTrustActiveGroups: groups, cjevent });
  try {
    const response = await send(`/set-one-trust-cookie?${query}`, { credentials: 'same-origin' });
    if (!response.ok) console.warn(CONSENT_UPDATE_FAILED, response.status);
  } catch (error) {
    console.warn(CONSENT_UPDATE_FAILED, error);
  }
  return true;
}

/**
 * Records an answer in the engine (decision 053), through the storefront, which adds the web id
 * and the shopper's session. The choice already applies in this browser: a failure is only logged.
 */
export async function recordConsentChoice(
  record: { choice: ConsentChoice; source: Exclude<ConsentSource, 'default'>; locale: string; at: Date },
  send: Fetch = (input, init) => fetch(input, init),
): Promise<void> {
  try {
    const response = await send(CONSENT_RECORD_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        categories: { necessary: true, ...record.choice },
        source: record.source,
        locale: record.locale,
        at: record.at.toISOString(),
      }),
    });
    if (!response.ok) console.warn('Consent record failed', response.status);
  } catch (error) {
    console.warn('Consent record failed', error);
  }
}
