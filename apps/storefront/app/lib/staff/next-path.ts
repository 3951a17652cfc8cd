import { APP_CONFIG } from '@ridgeline/config';
import { siteContextFromUrl } from '../site/site';
import { buildPathWithUrlConfig } from '../urls';
import { isSameOriginPath } from '../urls/redirects';

/** The query parameter naming where staff go once signed in (`/staff/login?next=/visualization/…`). */
export const NEXT_PARAM = 'next';

/**
 * Where to go after the staff sign-in: the `next` path when it is one of this shop's (a path on
 * this origin: never an absolute, protocol-relative or backslash URL, even percent-encoded, nor
 * one holding control characters), else the fallback (the home in the page's locale).
 */
export function staffNextPath(next: string | null | undefined, fallback: string): string {
  if (typeof next !== 'string' || next.length > 2_000) return fallback;
  return isSameOriginPath(next) ? next : fallback;
}

/** The sign-in page's address that comes back to `path` (and its query) once signed in. */
export function staffLoginHref(loginPath: string, path: string): string {
  return `${loginPath}?${NEXT_PARAM}=${encodeURIComponent(path)}`;
}

/** An app path in the request's own site and locale (`/staff/login` → `/fr-CA/staff/login`). */
export function localizedPath(request: Request, path: string): string {
  const { site, locale } = siteContextFromUrl(request.url);
  return buildPathWithUrlConfig(APP_CONFIG, path, { site, locale });
}
