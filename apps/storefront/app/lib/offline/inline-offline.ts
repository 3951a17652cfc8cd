// The offline banner's switch and the service worker's registration, written inline at the end
// of every page (page-scripts.tsx; decision 052) so that they add nothing to the page's JavaScript
// files, and so that a page the worker serves offline shows its banner from the first paint,
// before any file has come. It runs as serialised with `toString`: it refers to nothing outside.

/** The banner's element (offline-banner.tsx). */
export const OFFLINE_BANNER_ID = 'offline-banner';
/** The worker's script, at the root so that it answers for every page. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Shows the banner while the browser is offline and hides it when it is back online; registers
 * the worker (unless `workerUrl` is empty: development) once the page has loaded and the browser
 * is idle, so that it costs the page nothing.
 */
export function watchConnection(bannerId: string, workerUrl: string) {
  const update = () => {
    const banner = document.getElementById(bannerId);
    if (banner) banner.hidden = navigator.onLine;
  };
  addEventListener('online', update);
  addEventListener('offline', update);
  update();
  if (!workerUrl || !('serviceWorker' in navigator)) return;
  const register = () => {
    // Without a worker the shop works as before, online only.
    navigator.serviceWorker.register(workerUrl).catch(() => undefined);
  };
  // Safari has no requestIdleCallback.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register) : setTimeout(register, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
