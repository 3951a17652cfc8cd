import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, importChunk, isChunkLoadError } from './chunk-load-error';

afterEach(() => vi.useRealTimers());

describe('importChunk', () => {
  it('answers the module when the chunk loads', async () => {
    const module = { default: 'page' };
    await expect(importChunk('/assets/page.js', { importer: async () => module })).resolves.toBe(module);
  });

  it('fails with a ChunkLoadError of type "error" and the url when the request fails', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const error = await importChunk('/assets/page.js', { importer: () => Promise.reject(failure) }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ name: 'ChunkLoadError', type: 'error', url: '/assets/page.js', cause: failure });
    expect((error as Error).message).toBe('Loading chunk failed.\n(error: /assets/page.js)');
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(failure)).toBe(false);
    expect(Object.keys(error as object)).toEqual(expect.arrayContaining(['type', 'url']));
  });

  it('fails with type "timeout" after 120 000 ms, not before', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    vi.useFakeTimers();
    const outcome = vi.fn();
    importChunk('/assets/slow.js', { importer: () => new Promise(() => {}) }).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ type: 'timeout', url: '/assets/slow.js' }));
    expect(outcome.mock.calls[0]![0]).toBeInstanceOf(ChunkLoadError);
  });

  it('a chunk that comes in time clears its timer', async () => {
    vi.useFakeTimers();
    await importChunk('/assets/page.js', { importer: async () => ({}) });
    expect(vi.getTimerCount()).toBe(0);
  });
});
