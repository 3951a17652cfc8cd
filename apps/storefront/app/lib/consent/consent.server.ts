import { readCookie } from '../http/cookies';
import { siteContextFromUrl } from '../site/site';
import {
  CONSENT_COOKIE,
  consentRegion,
  consentStatus,
  parseConsentCookie,
  stricterRegion,
  type ConsentCategory,
} from './consent';

/**
 * Whether the page request's visitor allows this category now (decision 053): their consent
 * cookie, else their region's default (Canada when the cookie says the browser found it or the
 * locale is Canadian), and never under `Sec-GPC: 1` or `DNT: 1`. A Canadian visitor who has not answered
 * yet is not tracked: the server cannot wait for the answer as the browser does.
 */
export function consentAllows(request: Request, category: ConsentCategory): boolean {
  const stored = parseConsentCookie(readCookie(request, CONSENT_COOKIE));
  const region = stricterRegion(stored?.region, consentRegion({ locale: siteContextFromUrl(request.url).locale.id }));
  const signal = {
    gpc: request.headers.get('sec-gpc')?.trim() === '1',
    dnt: request.headers.get('dnt')?.trim() === '1',
  };
  return consentStatus(category, stored, region, signal) === 'granted';
}
