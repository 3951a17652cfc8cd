import { CommerceApiError } from '@ridgeline/sdk';
import { APP_CONFIG } from '@ridgeline/config';
import { data, redirect } from 'react-router';
import { siteContextFromUrl } from '../site/site';
import { buildPathWithUrlConfig } from '../urls';

/** Locale and currency of a request, as the commerce API takes them. */
export function shopperLocale(request: Request) {
  const { site, locale } = siteContextFromUrl(request.url);
  return { site, locale, query: { locale: locale.id, currency: locale.preferredCurrency } };
}

/** The engine's "no such thing": not found, or an id or slug it refuses as malformed. */
export function isNoSuchResource(error: unknown): boolean {
  return error instanceof CommerceApiError && (error.isNotFound || error.status === 400);
}

/** Runs a commerce call; "not found" there becomes this page's 404, anything else stays an error. */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNoSuchResource(error)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** Runs a commerce call; "not found" (or an id or slug refused as malformed) is undefined. */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (isNoSuchResource(error)) return undefined;
    throw error;
  }
}

/** A redirect to an app path in the request's own site and locale. */
export function localizedRedirect(request: Request, path: string, status?: 301 | 302) {
  const { site, locale } = siteContextFromUrl(request.url);
  return redirect(buildPathWithUrlConfig(APP_CONFIG, path, { site, locale }), status);
}
