/// <reference lib="webworker" />
// The shop's service worker (decision 052), built by vite-plugins/offline.ts into /sw.js with
// Workbox. It keeps the app shell and the catalogue and content pages the shopper has seen, so that
// they open offline, and answers other pages offline with the offline page of their locale.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types.js';
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
} from '../app/lib/offline/cache-rules';

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

/** A page: a navigation, or the page's own request to keep it (CACHE_URLS, with Accept: text/html). */
const isPageRequest = (request: Request) =>
  request.method === 'GET' && (request.mode === 'navigate' || request.headers.get('accept') === 'text/html');

// Visited catalogue and content pages: the network first, the kept copy when it fails.
registerRoute(
  ({ request, url }) => sameOrigin(url) && isPageRequest(request) && isKeptPagePath(url.pathname),
  new NetworkFirst({
    cacheName: caches_.pages,
    plugins: [keepAllowed, expiring(CACHE_LIMITS.pages)],
    matchOptions: { ignoreVary: true },
  }),
);
// Any other page goes to the network; offline, the catch handler answers with the offline page.
registerRoute(({ request, url }) => sameOrigin(url) && request.mode === 'navigate', new NetworkOnly());

// Their data for in-app navigation, and React Router's route discovery, the same way.
registerRoute(
  ({ url }) => sameOrigin(url) && (isKeptDataUrl(url) || isRouteManifestUrl(url)),
  new NetworkFirst({
    cacheName: caches_.data,
    plugins: [keepAllowed, expiring(CACHE_LIMITS.data)],
    matchOptions: { ignoreVary: true },
  }),
);

// Built chunks (hashed, never changing): the browser's own cache holds them while online, so the
// worker answers only offline, cache first: the shell from the precache, the chunks of the pages it
// kept (the page sends their addresses) from its own cache.
const assets = new CacheFirst({ cacheName: caches_.assets, plugins: [keepAllowed, expiring(CACHE_LIMITS.assets)] });
registerRoute(
  ({ url, event }) => sameOrigin(url) && isAssetUrl(url) && (!(event instanceof FetchEvent) || !self.navigator.onLine),
  async ({ request, event }) => (await matchPrecache(request)) ?? assets.handle({ request, event }),
);

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
