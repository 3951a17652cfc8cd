import { describe, expect, it, vi } from 'vitest';
import { createMetrics } from './metrics.js';

const value = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(line + ' '));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe('createMetrics', () => {
  it('counts requests by method, route and status, their durations, and the page cache by result', async () => {
    const metrics = await createMetrics({});
    metrics.observe({ method: 'GET', route: '/product/:productId', status: 200, seconds: 0.12 });
    metrics.observe({ method: 'GET', route: '/product/:productId', status: 200, seconds: 0.03 });
    metrics.observe({ method: 'GET', route: '/c/:slug', status: 200, seconds: 0.01, pageCache: 'hit' });
    metrics.observe({ method: 'GET', route: '/c/:slug', status: 200, seconds: 0.01, pageCache: 'made up' });
    const { body, contentType } = await metrics.collect();
    expect(contentType).toMatch(/^text\/plain/);
    expect(value(body, 'ridgeline_http_requests_total{method="GET",route="/product/:productId",status="200"}')).toBe(2);
    expect(
      value(body, 'ridgeline_http_request_duration_seconds_bucket{le="0.05",method="GET",route="/product/:productId"}'),
    ).toBe(1);
    expect(value(body, 'ridgeline_page_cache_requests_total{result="hit"}')).toBe(1);
    expect(body).not.toContain('made up');
    // Nothing of an engine elsewhere is made up either.
    expect(body).not.toContain('ridgeline_db_pool');
    expect(body).not.toContain('ridgeline_mail_outbox');
  });

  it("reads the pool, the outbox (at most once in 5 s) and the search cache's growth at scrape time", async () => {
    const backlog = vi.fn().mockResolvedValue({ pending: 3, oldestPendingSeconds: 42.5 });
    const searchResultCache = { hit: 4, miss: 6 };
    const metrics = await createMetrics({
      poolStats: () => ({ total: 7, idle: 5, waiting: 1 }),
      mailBacklog: backlog,
      searchResultCache,
    });
    const first = (await metrics.collect()).body;
    expect(value(first, 'ridgeline_db_pool_connections')).toBe(7);
    expect(value(first, 'ridgeline_db_pool_idle_connections')).toBe(5);
    expect(value(first, 'ridgeline_db_pool_waiting_requests')).toBe(1);
    expect(value(first, 'ridgeline_mail_outbox_pending')).toBe(3);
    expect(value(first, 'ridgeline_mail_outbox_oldest_pending_age_seconds')).toBe(42.5);
    expect(value(first, 'ridgeline_search_result_cache_requests_total{result="hit"}')).toBe(4);
    searchResultCache.hit += 2;
    const second = (await metrics.collect()).body;
    expect(value(second, 'ridgeline_search_result_cache_requests_total{result="hit"}')).toBe(6);
    expect(value(second, 'ridgeline_search_result_cache_requests_total{result="miss"}')).toBe(6);
    expect(backlog).toHaveBeenCalledTimes(1);
  });

  it('keeps the last outbox figures when the database does not answer', async () => {
    const backlog = vi
      .fn()
      .mockResolvedValueOnce({ pending: 2, oldestPendingSeconds: 1 })
      .mockRejectedValue(new Error('connection refused'));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const metrics = await createMetrics({ mailBacklog: backlog });
      await metrics.collect();
      vi.setSystemTime(Date.now() + 10_000);
      const body = (await metrics.collect()).body;
      expect(backlog).toHaveBeenCalledTimes(2);
      expect(value(body, 'ridgeline_mail_outbox_pending')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
