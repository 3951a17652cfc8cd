import { PAGE_REFRESH_AFTER_MS } from './cache-rules';

/** The worker's script, at the root so that it answers for every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Pages asked to be kept from this document: each once. */
const asked = new Set<string>();

/** Registers the worker, then keeps this page and the chunks it loaded for offline use. */
export async function startServiceWorker() {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  await keepPage(location.pathname + location.search, loadedAssets());
}

/** The built files this page has loaded (scripts, style sheets), from the browser's cache. */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
}

/**
 * Asks the worker to keep a page (and the chunks it used) unless it already holds a recent copy
 * or the shopper saves data. The worker decides which pages may be kept (cache-rules.ts).
 */
export async function keepPage(path: string, assets: string[] = loadedAssets()) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (asked.has(path) || connection?.saveData) return;
  asked.add(path);
  const kept = await caches.match(path, { ignoreVary: true });
  const age = kept ? Date.now() - Date.parse(kept.headers.get('date') ?? '') : Infinity;
  const registration = await navigator.serviceWorker.ready;
  const urlsToCache: (string | [string, RequestInit])[] = [...assets];
  if (!(age < PAGE_REFRESH_AFTER_MS)) urlsToCache.push([path, { headers: { accept: 'text/html' } }]);
  // Workbox's routing answers this message by fetching each address through its route.
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}
