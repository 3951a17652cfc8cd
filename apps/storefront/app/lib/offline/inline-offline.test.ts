// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_BANNER_ID, watchConnection } from './inline-offline';

let online = true;
let banner: HTMLElement;

beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  banner = document.createElement('div');
  banner.id = OFFLINE_BANNER_ID;
  banner.setAttribute('role', 'status');
  banner.hidden = true;
  banner.textContent = "You're currently browsing in offline mode.";
  document.body.append(banner);
});
afterEach(() => {
  banner.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const go = (state: 'online' | 'offline') => {
  online = state === 'online';
  window.dispatchEvent(new Event(state));
};

describe('watchConnection', () => {
  it('shows the banner while the browser is offline and hides it when it is back online', () => {
    watchConnection(OFFLINE_BANNER_ID, '');
    expect(banner.hidden).toBe(true);
    go('offline');
    expect(banner.hidden).toBe(false);
    go('online');
    expect(banner.hidden).toBe(true);
  });

  it('shows it at once on a page opened offline', () => {
    online = false;
    watchConnection(OFFLINE_BANNER_ID, '');
    expect(banner.hidden).toBe(false);
  });

  it('registers the service worker once the page has loaded and the browser is idle, not before', async () => {
    const register = vi.fn(async () => ({}));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register } }));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    vi.stubGlobal('requestIdleCallback', (then: () => void) => setTimeout(then, 0));
    watchConnection(OFFLINE_BANNER_ID, '/sw.js');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers no worker without its address (development)', async () => {
    const register = vi.fn();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { serviceWorker: { register } }));
    watchConnection(OFFLINE_BANNER_ID, '');
    window.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(register).not.toHaveBeenCalled();
  });

  it('runs from its own text, as the page writes it inline', () => {
    new Function(`(${watchConnection.toString()})(${JSON.stringify(OFFLINE_BANNER_ID)}, '')`)();
    go('offline');
    expect(banner.hidden).toBe(false);
  });
});
