// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CLIENT_ERRORS_PATH, reportClientErrors, type ClientErrorReport } from './client-errors';

let sent: { url: string; report: ClientErrorReport }[];
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  sent = [];
  reload = vi.fn<() => void>();
  sessionStorage.clear();
  vi.stubGlobal('navigator', {
    sendBeacon: (url: string, body: Blob) => {
      // The Blob's text is read asynchronously; the test awaits `flush`.
      void body.text().then((text) => sent.push({ url, report: JSON.parse(text) as ClientErrorReport }));
      return true;
    },
  });
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { serverTiming: [{ name: 'request-id', description: 'page-42', duration: 0 }] } as unknown as PerformanceEntry,
  ]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));
/** A reporter of its own, hearing only what a test dispatches to it. */
function reporter() {
  const scope = new EventTarget() as unknown as Window;
  reportClientErrors(CLIENT_ERRORS_PATH, 5, CHUNK_RELOAD_KEY, 60_000, scope);
  return scope;
}
const thrown = (message: string) =>
  new ErrorEvent('error', {
    message,
    filename: 'http://shop.test/assets/a.js',
    lineno: 3,
    colno: 7,
    error: new Error(message),
  });
const rejection = (reason: unknown) => {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  return event;
};

describe('reportClientErrors', () => {
  it('sends an uncaught error with its place, stack, the page path and the page’s request id', async () => {
    const scope = reporter();
    scope.dispatchEvent(thrown('x is not a function'));
    await flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/client-errors');
    expect(sent[0]!.report).toMatchObject({
      kind: 'error',
      message: 'x is not a function',
      source: 'http://shop.test/assets/a.js',
      line: 3,
      column: 7,
      path: location.pathname,
      pageRequestId: 'page-42',
    });
    expect(sent[0]!.report.stack).toContain('x is not a function');
  });

  it('sends each message once, and five reports a page at most', async () => {
    const scope = reporter();
    for (let i = 0; i < 3; i++) scope.dispatchEvent(thrown('same'));
    for (let i = 0; i < 10; i++) scope.dispatchEvent(thrown(`error ${i}`));
    await flush();
    expect(sent.map((s) => s.report.message)).toEqual(['same', 'error 0', 'error 1', 'error 2', 'error 3']);
  });

  it('sends unhandled rejections, and cuts long messages and stacks', async () => {
    const scope = reporter();
    const error = new Error('y'.repeat(5000));
    scope.dispatchEvent(rejection(error));
    scope.dispatchEvent(rejection('a plain string'));
    await flush();
    expect(sent.map((s) => s.report.kind)).toEqual(['rejection', 'rejection']);
    expect(sent[0]!.report.message).toHaveLength(500);
    expect(sent[0]!.report.stack!.length).toBeLessThanOrEqual(2000);
    expect(sent[1]!.report.message).toBe('a plain string');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reports a failed dynamic import as a chunk and reloads the page, once in the interval', async () => {
    const scope = reporter();
    scope.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /assets/cart-1.js')));
    expect(reload).toHaveBeenCalledTimes(1);
    // The reloaded page fails again at once: reported, not reloaded.
    const again = reporter();
    again.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /assets/cart-1.js')));
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.report.kind)).toEqual(['chunk', 'chunk']);
  });

  it("answers Vite's preload error by reloading instead of throwing, and not without storage to guard it", () => {
    const scope = reporter();
    const preload = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload /assets/x.js'),
    });
    scope.dispatchEvent(preload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(preload.defaultPrevented).toBe(true);

    const denied = () => {
      throw new Error('storage denied');
    };
    vi.stubGlobal('sessionStorage', { getItem: denied, setItem: denied });
    const blocked = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('again'),
    });
    reporter().dispatchEvent(blocked);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(blocked.defaultPrevented).toBe(false);
  });

  it('does not reload an offline page: no new release can be had, the offline message shows', async () => {
    Object.assign(navigator, { onLine: false });
    const scope = reporter();
    scope.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /assets/cart-1.js')));
    const preload = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new Error('Unable to preload /assets/x.js'),
    });
    scope.dispatchEvent(preload);
    await flush();
    expect(reload).not.toHaveBeenCalled();
    expect(preload.defaultPrevented).toBe(false);
    expect(sent.map((s) => s.report.kind)).toEqual(['chunk', 'chunk']);
  });

  it('reports a page script that failed to load without reloading (the page works without it)', async () => {
    // The window's: a script's error reaches it only on the way down (capture).
    reportClientErrors(CLIENT_ERRORS_PATH, 5, CHUNK_RELOAD_KEY, 60_000);
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = 'http://shop.test/assets/entry.client-1.js';
    document.head.append(preload);
    preload.dispatchEvent(new Event('error'));
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    document.head.append(stylesheet);
    stylesheet.dispatchEvent(new Event('error'));
    await flush();
    expect(sent.map((s) => s.report)).toEqual([
      expect.objectContaining({ kind: 'chunk', message: 'Failed to load http://shop.test/assets/entry.client-1.js' }),
    ]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to fetch when the beacon is refused', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    vi.stubGlobal('fetch', fetch);
    reporter().dispatchEvent(thrown('no beacon'));
    expect(fetch).toHaveBeenCalledWith('/client-errors', expect.objectContaining({ method: 'POST', keepalive: true }));
  });
});
