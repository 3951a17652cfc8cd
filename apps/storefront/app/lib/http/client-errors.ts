// The browser's error reporter, written inline in the head of every page (page-scripts.tsx) so
// that it hears errors from the first script on and adds nothing to the page's JavaScript files
// (decision 042). It runs as it is serialised with `toString`: it refers to nothing outside itself.

/** Where the reports go (server/client-errors.ts). */
export const CLIENT_ERRORS_PATH = '/client-errors';
/** Reports one page sends at most: an error in a loop reports once, a broken page a handful of times. */
export const CLIENT_ERRORS_PER_PAGE = 5;
/** The sessionStorage key holding when a failed chunk last reloaded the page. */
export const CHUNK_RELOAD_KEY = 'ridgeline-chunk-reload';

/**
 * What a report says. `kind`: `error` (uncaught), `rejection` (unhandled promise rejection) or
 * `chunk` (a script of the page's failed to load). `pageRequestId`: the x-request-id the server
 * gave the page's document, read from its Server-Timing (`request-id;desc=…`).
 */
export type ClientErrorReport = {
  kind: 'error' | 'rejection' | 'chunk';
  message: string;
  source?: string;
  line?: number;
  column?: number;
  stack?: string;
  path: string;
  pageRequestId?: string;
};

/**
 * Reports uncaught errors, unhandled rejections and failed script loads to `endpoint` by beacon:
 * each message once, `maxReports` in all. A script that failed to load while navigating (a
 * dynamic import, or Vite's preload of one: after a release, the old files are gone) reloads the
 * page, once in `reloadAfterMs` for the tab (sessionStorage `reloadKey`), so that it gets the new
 * release; a page's own scripts failing at its first load does not reload it (the page works
 * without them, and reloading would lose what the shopper typed).
 */
export function reportClientErrors(
  endpoint: string,
  maxReports: number,
  reloadKey: string,
  reloadAfterMs: number,
  /** Where errors are heard: the window (tests give each reporter its own). */
  scope: Window = window,
) {
  const reported: Record<string, true> = {};
  let count = 0;
  let pageRequestId: string | undefined;
  try {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    pageRequestId = navigation?.serverTiming?.find((timing) => timing.name === 'request-id')?.description;
  } catch {
    // No navigation timing here: the report still carries its own request id.
  }
  const cut = (text: unknown, max: number) => (text ? String(text).slice(0, max) : undefined);
  const send = (kind: string, message: string, source?: string, line?: number, column?: number, stack?: unknown) => {
    const key = kind + ':' + message;
    if (count >= maxReports || reported[key]) return;
    reported[key] = true;
    count += 1;
    const body = JSON.stringify({
      kind,
      message: cut(message, 500) ?? '(no message)',
      source: cut(source, 500),
      line,
      column,
      stack: cut(stack, 2000),
      path: location.pathname,
      pageRequestId: pageRequestId || undefined,
    });
    try {
      if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))) return;
    } catch {
      // No beacon (or one refused): fetch below.
    }
    fetch(endpoint, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(
      () => undefined,
    );
  };
  const reloadOnce = () => {
    // Offline, a reload finds no new release: the page shows the offline message instead (decision 052).
    if (navigator.onLine === false) return false;
    try {
      const last = Number(sessionStorage.getItem(reloadKey));
      if (last && Date.now() - last < reloadAfterMs) return false;
      sessionStorage.setItem(reloadKey, String(Date.now()));
    } catch {
      // No storage to remember a reload by: none, rather than a loop.
      return false;
    }
    location.reload();
    return true;
  };
  const failedImport =
    /dynamically imported module|importing a module script failed|error loading dynamically imported/i;
  scope.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      // A script or module preload that failed to load: its error does not bubble, hence capture.
      if (target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && /preload/.test(target.rel))) {
        const url = target instanceof HTMLScriptElement ? target.src : target.href;
        send('chunk', url ? 'Failed to load ' + url : 'Failed to load the imports of an inline module script', url);
        return;
      }
      if (!(event instanceof ErrorEvent)) return;
      const error = event.error as { stack?: unknown } | null;
      send('error', event.message, event.filename, event.lineno, event.colno, error?.stack);
    },
    true,
  );
  scope.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: unknown; stack?: unknown } | null;
    const message = String(reason?.message ?? reason);
    const chunk = failedImport.test(message);
    send(chunk ? 'chunk' : 'rejection', message, undefined, undefined, undefined, reason?.stack);
    if (chunk) reloadOnce();
  });
  scope.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: { message?: unknown; stack?: unknown } }).payload;
    send('chunk', String(error?.message ?? 'A preload failed'), undefined, undefined, undefined, error?.stack);
    // Reloading: Vite need not throw the error into the page as well.
    if (reloadOnce()) event.preventDefault();
  });
}
