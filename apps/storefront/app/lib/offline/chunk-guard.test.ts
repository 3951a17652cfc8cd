import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, importChunk } from './chunk-load-error';
import { createChunkGuard } from './chunk-guard';

afterEach(() => vi.useRealTimers());

/** A loader whose outcomes the test decides, one call at a time. */
function scriptedLoad() {
  const calls: { path: string; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (path: string) => new Promise<void>((resolve, reject) => void calls.push({ path, resolve, reject })),
  );
  return { load, calls, last: () => calls[calls.length - 1]! };
}

const fail = (url = '/assets/category.js') => new ChunkLoadError('error', url);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the chunk guard', () => {
  it('lets a navigation go on once its chunks have loaded, showing nothing', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    last().resolve();
    await flush();
    expect(proceed).toHaveBeenCalled();
    expect(guard.getState()).toEqual({ status: 'idle' });
  });

  it('shows the failure (type and url) and holds the navigation until a retry loads the chunks', async () => {
    const { load, last } = scriptedLoad();
    const report = vi.fn();
    const guard = createChunkGuard(load, report);
    const listener = vi.fn();
    guard.subscribe(listener);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    last().reject(fail());
    await flush();
    expect(guard.getState()).toMatchObject({
      status: 'failed',
      path: '/c/jackets',
      error: { name: 'ChunkLoadError', type: 'error', url: '/assets/category.js' },
    });
    expect(report).toHaveBeenCalledWith(expect.any(ChunkLoadError));
    expect(listener).toHaveBeenCalled();
    expect(proceed).not.toHaveBeenCalled();

    // Retry Connection: still shown while it tries, and after a second failure.
    guard.retry();
    expect(guard.getState()).toMatchObject({ status: 'failed' });
    expect(load).toHaveBeenCalledTimes(2);
    last().reject(fail());
    await flush();
    expect(guard.getState()).toMatchObject({ status: 'failed', path: '/c/jackets' });
    expect(proceed).not.toHaveBeenCalled();

    guard.retry();
    last().resolve();
    await flush();
    expect(guard.getState()).toEqual({ status: 'idle' });
    expect(proceed).toHaveBeenCalledTimes(1);
    expect(load.mock.calls.every(([path]) => path === '/c/jackets')).toBe(true);
  });

  it('coming back online takes the message away and tries the page again', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    last().reject(fail());
    await flush();
    guard.online();
    expect(guard.getState()).toEqual({ status: 'idle' });
    expect(load).toHaveBeenCalledTimes(2);
    last().resolve();
    await flush();
    expect(proceed).toHaveBeenCalled();
  });

  it('coming back online with the chunk still failing shows the message again', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    void guard.whenReady('/c/jackets');
    last().reject(fail());
    await flush();
    guard.online();
    last().reject(fail());
    await flush();
    expect(guard.getState()).toMatchObject({ status: 'failed', path: '/c/jackets' });
  });

  it('a change of location gives the failed navigation up: the message goes and it never goes on', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    last().reject(fail());
    await flush();
    guard.locationChanged('/t/trail-guide');
    expect(guard.getState()).toEqual({ status: 'idle' });
    guard.retry();
    guard.online();
    expect(load).toHaveBeenCalledTimes(1);
    await flush();
    expect(proceed).not.toHaveBeenCalled();
  });

  it('a change of location while chunks are still loading (no failure) leaves the navigation be', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    guard.locationChanged('/t/trail-guide');
    last().resolve();
    await flush();
    expect(proceed).toHaveBeenCalled();
  });

  it('the late arrival of a navigation let go before the failure does not take the message away', async () => {
    const { load, calls } = scriptedLoad();
    const guard = createChunkGuard(load);
    // Home is let go; before React Router has arrived there, the shopper asks for a category.
    void guard.whenReady('/');
    calls[0]!.resolve();
    await flush();
    void guard.whenReady('/c/jackets/');
    calls[1]!.reject(fail());
    await flush();
    guard.locationChanged('/');
    expect(guard.getState()).toMatchObject({ status: 'failed', path: '/c/jackets/' });
    // The shopper then goes elsewhere (back): the message goes.
    guard.locationChanged('/p/tent');
    expect(guard.getState()).toEqual({ status: 'idle' });
  });

  it('a new navigation replaces the failed one', async () => {
    const { load, calls } = scriptedLoad();
    const guard = createChunkGuard(load);
    const first = vi.fn();
    const second = vi.fn();
    void guard.whenReady('/c/jackets').then(first);
    calls[0]!.reject(fail());
    await flush();
    void guard.whenReady('/p/tent').then(second);
    expect(guard.getState()).toEqual({ status: 'idle' });
    calls[1]!.resolve();
    await flush();
    expect(second).toHaveBeenCalled();
    expect(first).not.toHaveBeenCalled();
  });

  it('an error that is no chunk failure lets React Router go on and answer for it', async () => {
    const { load, last } = scriptedLoad();
    const guard = createChunkGuard(load);
    const proceed = vi.fn();
    void guard.whenReady('/c/jackets').then(proceed);
    last().reject(new Error('a bug'));
    await flush();
    expect(proceed).toHaveBeenCalled();
    expect(guard.getState()).toEqual({ status: 'idle' });
  });

  it('a chunk that takes longer than 120 s shows the message with type "timeout"', async () => {
    vi.useFakeTimers();
    const guard = createChunkGuard((path) =>
      importChunk(`/assets${path}.js`, { importer: () => new Promise(() => {}) }).then(() => {}),
    );
    void guard.whenReady('/slow');
    await vi.advanceTimersByTimeAsync(119_999);
    expect(guard.getState()).toEqual({ status: 'idle' });
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.getState()).toMatchObject({
      status: 'failed',
      error: { name: 'ChunkLoadError', type: 'timeout', url: '/assets/slow.js' },
    });
  });
});
