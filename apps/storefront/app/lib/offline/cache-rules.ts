import { withoutDataSuffix } from '../http/page-url';

/**
 * What the service worker keeps for offline use, and what it never keeps (decision 052). Plain
 * functions of the request's address and answer, shared by the worker (service-worker/sw.ts) and
 * the page, and tested on their own.
 */

/** The caches the worker fills at run time; names end with the build, so a new build starts clean. */
export const cacheNames = (build: string) => ({
  pages: `ridgeline-pages-${build}`,
  data: `ridgeline-data-${build}`,
  assets: `ridgeline-assets-${build}`,
  /** Images keep across builds: their addresses name their content. */
  images: 'ridgeline-images',
});

/** Every cache of this shop starts so; on activation, the worker drops those of other builds. */
export const CACHE_PREFIX = 'ridgeline-';

/** Bounds: a few dozen pages and their data, the chunks they used, and pictures up to a count. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 3600 },
  data: { maxEntries: 80, maxAgeSeconds: 7 * 24 * 3600 },
  assets: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  images: { maxEntries: 150, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** A page the worker has kept is asked for again after this long when the shopper sees it again. */
export const PAGE_REFRESH_AFTER_MS = 60 * 60 * 1000;

const LOCALE_PREFIX = /^\/[a-z]{2}-[A-Z]{2}(?=\/|$)/;

/** The locale a path starts with (`/fr-CA/…`), if it names one of `locales`. */
export function localeOfPath(path: string, locales: readonly string[]): string | undefined {
  const prefix = LOCALE_PREFIX.exec(path)?.[0].slice(1);
  return prefix && locales.includes(prefix) ? prefix : undefined;
}

/**
 * The catalogue and content pages, the same for every visitor who reads them: home, categories,
 * products, search results, content pages, the store locator and the country page. Nothing else
 * is kept: the account, bag, checkout, sign-in and sign-out pages are one shopper's own (or change
 * something), staff pages and previews are staff's, and unknown addresses may be anything.
 */
const KEPT_PAGE =
  /^(?:\/|\/home|\/(?:c|category|product|p|t|pfg|disney|omni-max)\/[^.]+|\/search|\/store-locator|\/international)$/;

/** Whether a page's path (locale prefix allowed) may be kept for offline reading. */
export function isKeptPagePath(path: string): boolean {
  const rest = path.replace(LOCALE_PREFIX, '') || '/';
  return KEPT_PAGE.test(rest.length > 1 ? rest.replace(/\/$/, '') : rest);
}

/** React Router's data request for a client-side navigation to a kept page (`/c/jackets.data`). */
export function isKeptDataUrl(url: URL): boolean {
  if (!url.pathname.endsWith('.data')) return false;
  return isKeptPagePath(withoutDataSuffix(url).pathname);
}

/** React Router's route discovery (`/__manifest?paths=…`): public, the same for everyone. */
export const isRouteManifestUrl = (url: URL): boolean => url.pathname === '/__manifest';

/** Built files with hashed names (`/assets/…`), which never change. */
export const isAssetUrl = (url: URL): boolean => url.pathname.startsWith('/assets/');

/** Pictures: resized product images (`/i/…`) and the shop's own media. */
export const isImageUrl = (url: URL, destination: string): boolean =>
  destination === 'image' || /^\/(?:i|media)\/.+\.(?:avif|webp|jpe?g|png|gif|svg)$/i.test(url.pathname);

/** An answer may be kept only if it is a complete 200 that does not forbid storing. */
export function mayKeep(response: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  if (response.status !== 200 || response.type === 'opaque' || response.type === 'opaqueredirect') return false;
  return !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}

/** Signing out (`/logout`, `/fr-CA/logout`, or its data request) drops every kept page and data. */
export function isSignOut(url: URL, method: string): boolean {
  return method === 'POST' && /^(?:\/[a-z]{2}-[A-Z]{2})?\/logout(?:\.data)?$/.test(url.pathname);
}

/** The offline fallback page of a path's locale (the default locale's without a prefix). */
export function offlinePagePath(path: string, locales: readonly string[], defaultLocale: string): string {
  return `/offline/${localeOfPath(path, locales) ?? defaultLocale}.html`;
}
