/// <reference lib="webworker" />
// The shop's service worker (decision 052), built by vite-plugins/offline.ts into /sw.js with
// Workbox. It keeps the app shell and the catalogue and content pages the shopper has seen, so that
// they open offline, and answers other pages offline with the offline page of their locale.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import {
  CACHE_LIMITS,
  CACHE_PREFIX,
  cacheNames,
  isAssetUrl,
  isImageUrl,
  isKeptDataUrl,
  isKeptPagePath,
  isRouteManifestUrl,
  isSignOut,
  mayKeep,
  offlinePagePath,
  PAGE_REFRESH_AFTER_MS,
} from '../app/lib/offline/cache-rules';
import { withoutDataSuffix } from '../app/lib/http/page-url';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build: the shell's files, the offline pages, the manifest and its icons. */
declare const __OFFLINE_PRECACHE__: PrecacheEntry[];
declare const __OFFLINE_BUILD__: string;
declare const __OFFLINE_LOCALES__: string[];
declare const __OFFLINE_DEFAULT_LOCALE__: string;

const caches_ = cacheNames(__OFFLINE_BUILD__);

// A new build's worker takes over at once: its pages and data were made for its own chunks.
void self.skipWaiting();
clientsClaim();

// Installed with the worker, served by the routes below (not by a precache route of its own: online,
// the shell's chunks are the browser's to fetch).
const PRECACHE = __OFFLINE_PRECACHE__;
precache(PRECACHE);
cleanupOutdatedCaches();
const precachedFiles = new Set(
  PRECACHE.map((entry) => new URL(entry.url, self.location.origin).pathname).filter(
    (path) => !path.startsWith('/assets/'),
  ),
);

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Navigations start while the worker wakes up, instead of after.
      await self.registration.navigationPreload?.enable();
      const current = new Set(Object.values(caches_));
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name);
      }
    })(),
  );
});

// Signing out drops the pages and data kept while signed in (the header named the shopper).
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && isSignOut(url, event.request.method)) {
    event.waitUntil(Promise.all([caches.delete(caches_.pages), caches.delete(caches_.data)]));
  }
});

/** Keeps only what mayKeep allows: 200s that do not say `no-store`. */
const keepAllowed: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (mayKeep(response) ? response : null),
};
const expiring = (limits: { maxEntries: number; maxAgeSeconds: number }) =>
  new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// The offline page's own files, the manifest and its icons: from the precache, the network if missing.
registerRoute(
  ({ url }) => sameOrigin(url) && precachedFiles.has(url.pathname),
  async ({ request, url }) => (await matchPrecache(url.pathname)) ?? fetch(request),
);

/** Kept pages and their chunks are refreshed after this (a page is read for a while; its files have come). */
const KEEP_AFTER_MS = 3_000;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Keeps a page for offline reading with the built files it names (from the browser's cache, which
 * has them by then). `fetch`: a page reached in the app came as data, so the page itself is
 * fetched, unless a copy younger than an hour is kept.
 */
async function keepPage(url: URL, event: ExtendableEvent, fetch: boolean) {
  const connection = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean } }).connection;
  if (!sameOrigin(url) || !isKeptPagePath(url.pathname) || connection?.saveData) return;
  let page = await caches.match(url.href, { cacheName: caches_.pages, ignoreVary: true });
  const age = page ? Date.now() - Date.parse(page.headers.get('date') ?? '') : Infinity;
  if (fetch && !(age < PAGE_REFRESH_AFTER_MS)) page = await pages.handle({ request: new Request(url.href), event });
  if (!page?.ok) return;
  const files = new Set((await page.text()).match(/\/assets\/[\w.-]+\.(?:js|css)\b/g));
  await Promise.all([...files].map((file) => keptAsset({ request: new Request(file), event }).catch(() => {})));
}

/** A strategy that, once it has answered, keeps the page (`page(url)`) a little later. */
const thenKeep =
  (strategy: Strategy, page: (url: URL) => URL, fetch: boolean) =>
  async ({ request, event, url }: RouteHandlerCallbackOptions) => {
    const answer = await strategy.handle({ request, event });
    event.waitUntil(later(KEEP_AFTER_MS).then(() => keepPage(page(url), event, fetch)));
    return answer;
  };

// Visited catalogue and content pages: the network first, the kept copy when it fails.
const pages = new NetworkFirst({
  cacheName: caches_.pages,
  plugins: [keepAllowed, expiring(CACHE_LIMITS.pages)],
  matchOptions: { ignoreVary: true },
});
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.mode === 'navigate' && isKeptPagePath(url.pathname),
  thenKeep(pages, (url) => url, false),
);
// Any other page goes to the network; offline, the catch handler answers with the offline page.
registerRoute(({ request, url }) => sameOrigin(url) && request.mode === 'navigate', new NetworkOnly());

// Their data for in-app navigation (the page is kept too), and React Router's route discovery.
const data = new NetworkFirst({
  cacheName: caches_.data,
  plugins: [keepAllowed, expiring(CACHE_LIMITS.data)],
  matchOptions: { ignoreVary: true },
});
registerRoute(({ url }) => sameOrigin(url) && isKeptDataUrl(url), thenKeep(data, withoutDataSuffix, true));
registerRoute(({ url }) => sameOrigin(url) && isRouteManifestUrl(url), data);

// Built chunks (hashed, never changing): the browser's own cache holds them while online, so the
// worker answers only offline, cache first: the shell from the precache, the chunks of the pages it
// kept from its own cache (keepPage).
const assets = new CacheFirst({ cacheName: caches_.assets, plugins: [keepAllowed, expiring(CACHE_LIMITS.assets)] });
const keptAsset = async ({ request, event }: { request: Request; event: ExtendableEvent }) =>
  (await matchPrecache(request)) ?? assets.handle({ request, event });
registerRoute(({ url }) => sameOrigin(url) && isAssetUrl(url) && !self.navigator.onLine, keptAsset);

// The pages open when the worker arrives (the first visit) came before it: kept now.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((windows) => Promise.all(windows.map((window) => keepPage(new URL(window.url), event, true)))),
  );
});

// Pictures: the kept one at once, refreshed behind it; a bounded number of them.
registerRoute(
  ({ url, request }) => sameOrigin(url) && isImageUrl(url, request.destination),
  new StaleWhileRevalidate({
    cacheName: caches_.images,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), expiring(CACHE_LIMITS.images)],
  }),
);

// A page that could not be had from the network nor the cache: the offline page of its locale.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  const page = offlinePagePath(url.pathname, __OFFLINE_LOCALES__, __OFFLINE_DEFAULT_LOCALE__);
  return (await matchPrecache(page)) ?? Response.error();
});
