import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type * as ServiceWorkerClient from './service-worker-client';

/**
 * The service worker (decision 052): registered once the page has loaded and the browser is idle,
 * from a chunk of its own, so that it costs the first render nothing. Development has none (Vite's
 * dev server serves modules a worker must not keep).
 */
let client: Promise<typeof ServiceWorkerClient> | undefined;

/** A page the shopper stays on this long is worth keeping for offline reading. */
export const KEEP_PAGE_AFTER_MS = 3_000;

const whenIdle = (then: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(then, { timeout: 5_000 }) : setTimeout(then, 1);

export function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    whenIdle(() => {
      client = import('./service-worker-client');
      client
        .then((worker) => worker.startServiceWorker())
        .catch((error: unknown) => {
          // Without a worker the shop works as before, online only.
          console.warn('The service worker could not start', error);
        });
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Keeps the page for offline reading once the shopper has stayed on it a while: a page reached
 * in the app came as data, not as a page the worker could keep by itself.
 */
export function useKeepPageOffline() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!client) return;
    const timer = setTimeout(() => {
      client?.then((worker) => worker.keepPage(pathname + search)).catch(() => {});
    }, KEEP_PAGE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [pathname, search]);
}
