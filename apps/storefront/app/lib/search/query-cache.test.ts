import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUICK_SEARCH_CACHE, QueryCache } from './query-cache';

describe('QueryCache (quick search: fresh 5 min, kept 10 min, one retry after 1 s)', () => {
  let now = 0;
  let cache: QueryCache<string>;
  const signal = () => new AbortController().signal;

  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
    cache = new QueryCache<string>(QUICK_SEARCH_CACHE, () => now);
  });
  afterEach(() => vi.useRealTimers());

  it('answers a key from the cache for 5 minutes, then asks again', async () => {
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    expect(await cache.get('jacket', load, signal())).toBe('answer 1');
    now = 5 * 60_000 - 1;
    expect(await cache.get('jacket', load, signal())).toBe('answer 1');
    expect(load).toHaveBeenCalledTimes(1);
    now = 5 * 60_000;
    expect(cache.peek('jacket')).toEqual({ data: 'answer 1', fresh: false });
    expect(await cache.get('jacket', load, signal())).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a result 10 minutes, then forgets it; keys do not mix', async () => {
    await cache.get('jacket', async () => 'jackets', signal());
    expect(cache.peek('boots')).toBeUndefined();
    now = 10 * 60_000 - 1;
    expect(cache.peek('jacket')?.data).toBe('jackets');
    now = 10 * 60_000;
    expect(cache.peek('jacket')).toBeUndefined();
  });

  it('retries a failed request once after 1 s', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('up');
    const result = cache.get('jacket', load, signal());
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe('up');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fails after the one retry, and keeps nothing', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const result = cache.get('jacket', load, signal());
    const settled = expect(result).rejects.toThrow('down');
    await vi.advanceTimersByTimeAsync(1_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.peek('jacket')).toBeUndefined();
  });

  it('does not retry once aborted (the shopper typed on)', async () => {
    const controller = new AbortController();
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const result = cache.get('jacket', load, controller.signal);
    const settled = expect(result).rejects.toThrow();
    await vi.advanceTimersByTimeAsync(500);
    controller.abort(new Error('typed on'));
    await settled;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the 50 most recent results', async () => {
    for (let i = 0; i < 51; i++) await cache.get(`term ${i}`, async () => `r${i}`, signal());
    expect(cache.peek('term 0')).toBeUndefined();
    expect(cache.peek('term 1')?.data).toBe('r1');
    expect(cache.peek('term 50')?.data).toBe('r50');
  });
});
