// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkIsGone } from './chunk-guard-browser';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chunkIsGone', () => {
  it('is a new release when the server answers that the chunk is not there', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    expect(await chunkIsGone('/assets/category-1.js')).toBe(true);
    expect(fetch).toHaveBeenCalledWith('/assets/category-1.js', { method: 'HEAD', cache: 'no-store' });
    fetch.mockResolvedValueOnce(new Response(null, { status: 410 }));
    expect(await chunkIsGone('/assets/category-1.js')).toBe(true);
  });

  it('is the connection when the request fails, the server errs, or the browser is offline', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await chunkIsGone('/assets/category-1.js')).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    expect(await chunkIsGone('/assets/category-1.js')).toBe(false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await chunkIsGone('/assets/category-1.js')).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
