import { APP_CONFIG } from '@ridgeline/config';
import type { CommerceClient, UrlMapping } from '@ridgeline/sdk';
import { data, redirect } from 'react-router';
import { shopperLocale, unlessMissing } from './loader-helpers.server';
import {
  buildPathWithUrlConfig,
  categoryUrl,
  isSameOriginPath,
  mappedDestination,
  productSlugUrl,
  removeSiteLocaleFromPath,
} from '../urls';
import { pageUrl } from './page-url';

type Shopper = ReturnType<typeof shopperLocale>;
type Location = { url: string; status: 301 | 302 | 307 | 308 };

/** Paths compared as the engine compares them: case, trailing slash and query aside. */
function samePath(a: string, b: string): boolean {
  const path = (value: string) => {
    const pathname = value.split(/[?#]/, 1)[0]!.toLowerCase();
    return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  };
  return path(a) === path(b);
}

/** Where the mapped resource lives now, in the shopper's site and locale; undefined when it is gone. */
async function resourceUrl(
  commerce: CommerceClient,
  mapping: UrlMapping,
  shopper: Shopper,
  requestedPath: string,
): Promise<string | undefined> {
  const target = { site: shopper.site, locale: shopper.locale };
  const id = mapping.resourceId;
  if (mapping.resourceType === 'redirect') {
    return mapping.destinationUrl ? mappedDestination(APP_CONFIG, mapping.destinationUrl, target) : undefined;
  }
  if (!id) return undefined;
  if (mapping.resourceType === 'content_asset') {
    return buildPathWithUrlConfig(APP_CONFIG, `/t/${encodeURIComponent(id)}`, target);
  }
  if (mapping.resourceType === 'product') {
    const product = await unlessMissing(commerce.getProduct(id, shopper.query));
    return product && productSlugUrl(APP_CONFIG, product, target);
  }
  const category = await unlessMissing(commerce.getCategory(id, { locale: shopper.query.locale, levels: 0 }));
  if (!category) return undefined;
  const url = categoryUrl(APP_CONFIG, category, target);
  // A custom URL on another site is no place to send anyone, and one outside /c/ may be this very
  // path (nothing renders a category there yet): the category's own /c/{id}/ page always works.
  if (isSameOriginPath(url) && !samePath(url, requestedPath)) return url;
  return buildPathWithUrlConfig(APP_CONFIG, `/c/${encodeURIComponent(category.id)}/`, target);
}

/** Campaign parameters of an old link (utm_…) survive the hop, unless the destination sets its own query. */
function withQuery(url: string, search: string): string {
  return search && url.startsWith('/') && !url.includes('?') ? `${url}${search}` : url;
}

async function mappedLocation(request: Request, commerce: CommerceClient): Promise<Location | undefined> {
  const url = pageUrl(request);
  const shopper = shopperLocale(request);
  // The mapping knows paths without site or locale (spec 1 §2); the locale travels as a parameter.
  const urlSegment = removeSiteLocaleFromPath(APP_CONFIG, url.pathname);
  const mapping = await unlessMissing(commerce.getUrlMapping({ urlSegment, locale: shopper.query.locale }));
  return mapping && locationOf(request, commerce, mapping);
}

/** Where an already looked-up mapping sends the shopper; undefined when nowhere (gone, or here). */
export async function locationOf(
  request: Request,
  commerce: CommerceClient,
  mapping: UrlMapping,
): Promise<Location | undefined> {
  const url = pageUrl(request);
  const shopper = shopperLocale(request);
  const location = await resourceUrl(commerce, mapping, shopper, url.pathname);
  if (!location) {
    if (mapping.resourceType === 'redirect') console.warn('URL mapping: refused to redirect', url.pathname, mapping);
    return undefined;
  }
  // Never send a shopper back where they are: that would loop until the browser gives up.
  if (samePath(location, url.pathname)) return undefined;
  return { url: withQuery(location, url.search), status: mapping.statusCode ?? 301 };
}

/**
 * The catch-all's answer for a path no page route claims: if the URL mapping knows it (a legacy
 * URL, a bare slug, a category's custom URL), a redirect to where it lives now — 301 unless the
 * stored redirect says otherwise; if not, the not-found page with 404. A failed lookup is logged
 * and answers 404 too: a broken mapping must not take the error page to every mistyped URL.
 */
export async function redirectMappedPath(request: Request, commerce: CommerceClient): Promise<Response> {
  const location = await mappedLocation(request, commerce).catch((error: unknown) => {
    console.error('URL mapping lookup failed', error);
    return undefined;
  });
  if (location) return redirect(location.url, location.status);
  throw data(null, { status: 404 });
}
