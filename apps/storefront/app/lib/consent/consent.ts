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
 * The OneTrust group ids tag managers already read (`OptanonActiveGroups`, the consent cookie
 * call): C0001 strictly necessary, C0002 performance (analytics), C0003 functional
 * (personalisation), C0004 targeting (marketing).
 */
const GROUP_IDS: Record<ConsentCategory, string> = { analytics: 'C0002', personalisation: 'C0003', marketing: 'C0004' };

export function activeGroups(choice: ConsentChoice): string {
  return ['C0001', ...OPTIONAL_CATEGORIES.filter((c) => choice[c]).map((c) => GROUP_IDS[c])].join(',');
}

/** Canadian IANA time zones: a Canadian visitor on the US locale still gets Canada's defaults. */
const CANADIAN_ZONES = new Set([
  'America/St_Johns',
  'America/Halifax',
  'America/Glace_Bay',
  'America/Moncton',
  'America/Goose_Bay',
  'America/Toronto',
  'America/Montreal',
  'America/Nipigon',
  'America/Thunder_Bay',
  'America/Iqaluit',
  'America/Pangnirtung',
  'America/Atikokan',
  'America/Winnipeg',
  'America/Rainy_River',
  'America/Resolute',
  'America/Rankin_Inlet',
  'America/Regina',
  'America/Swift_Current',
  'America/Edmonton',
  'America/Cambridge_Bay',
  'America/Yellowknife',
  'America/Inuvik',
  'America/Creston',
  'America/Dawson_Creek',
  'America/Fort_Nelson',
  'America/Whitehorse',
  'America/Dawson',
  'America/Vancouver',
  'America/Blanc-Sablon',
  'Canada/Atlantic',
  'Canada/Central',
  'Canada/Eastern',
  'Canada/Mountain',
  'Canada/Newfoundland',
  'Canada/Pacific',
  'Canada/Saskatchewan',
  'Canada/Yukon',
]);

/**
 * Canada when the shop's locale is Canadian (en-CA, fr-CA), the browser's clock is set to a
 * Canadian time zone, or the browser's first language is a Canadian one; otherwise the US. When in
 * doubt the stricter rules win: a Canadian visitor is never treated as an American one.
 */
export function consentRegion({
  locale,
  timeZone,
  languages = [],
}: {
  locale: string;
  timeZone?: string;
  languages?: readonly string[];
}): ConsentRegion {
  if (locale.endsWith('-CA')) return 'CA';
  if (timeZone && CANADIAN_ZONES.has(timeZone)) return 'CA';
  if (languages[0] && /-CA$/i.test(languages[0])) return 'CA';
  return 'US';
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

const SOURCES: readonly ConsentSource[] = ['default', 'banner', 'dialog', 'gpc'];
const flag = (value: string | null) => (value === '1' ? true : value === '0' ? false : undefined);

/** `a=1&p=0&m=0&src=banner&rg=CA&at=<seconds>`: small, readable, and the same in both halves. */
export function formatConsentCookie(stored: StoredConsent): string {
  const { analytics, personalisation, marketing } = stored.choice;
  const bit = (on: boolean) => (on ? '1' : '0');
  return encodeURIComponent(
    `a=${bit(analytics)}&p=${bit(personalisation)}&m=${bit(marketing)}&src=${stored.source}&rg=${stored.region}&at=${Math.floor(stored.at)}`,
  );
}

/** The cookie's value, or undefined when it is not one this shop wrote (it then counts as absent). */
export function parseConsentCookie(raw: string | undefined): StoredConsent | undefined {
  if (!raw || raw.length > 200) return undefined;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
  const analytics = flag(params.get('a'));
  const personalisation = flag(params.get('p'));
  const marketing = flag(params.get('m'));
  const source = params.get('src') as ConsentSource | null;
  const region = params.get('rg');
  const at = Number(params.get('at'));
  if (analytics === undefined || personalisation === undefined || marketing === undefined) return undefined;
  if (!source || !SOURCES.includes(source) || (region !== 'US' && region !== 'CA')) return undefined;
  if (!Number.isInteger(at) || at <= 0) return undefined;
  return { choice: { analytics, personalisation, marketing }, source, region, at };
}

/** A `Cookie` header's (or `document.cookie`'s) value of one cookie, as sent. */
export function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
