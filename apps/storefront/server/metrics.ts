import cluster from 'node:cluster';
import type { MailBacklog, PoolStats } from '@ridgeline/commerce';

/** What the metrics read at scrape time, from the engine in this process (absent with a remote one). */
export type MetricsSources = {
  /** The PostgreSQL pool's counts; absent on the embedded database, which has no pool. */
  poolStats?: () => PoolStats;
  mailBacklog?: () => Promise<MailBacklog>;
  /** Running totals of text searches answered from kept results or computed (decision 033). */
  searchResultCache?: { hit: number; miss: number };
};

export type ShopMetrics = {
  /** One request answered: its method and route pattern (never the raw path), status and duration. */
  observe(request: { method: string; route: string; status: number; seconds: number; pageCache?: string | null }): void;
  /** The Prometheus text of this process. */
  collect(): Promise<{ contentType: string; body: string }>;
};

/** How long a scrape's outbox query is reused: scrapers and several workers ask often, the answer moves slowly. */
const BACKLOG_CACHE_MS = 5_000;
const PAGE_CACHE_RESULTS = new Set(['hit', 'stale', 'miss', 'bypass']);

/**
 * The shop's metrics in the Prometheus format (decision 042), with prom-client, loaded only when
 * metrics are on. In a cluster worker the registry also answers the primary, which adds every
 * worker's metrics up for one scrape (sums, except where a metric says otherwise).
 */
export async function createMetrics(sources: MetricsSources): Promise<ShopMetrics> {
  const prom = await import('prom-client');
  const registry = new prom.AggregatorRegistry();
  if (cluster.isWorker) prom.AggregatorRegistry.setRegistries([registry]);
  const registers = [registry];
  prom.collectDefaultMetrics({ register: registry });

  const requests = new prom.Counter({
    name: 'ridgeline_http_requests_total',
    help: 'Requests answered, by method, route pattern and status (499: the client gave up).',
    labelNames: ['method', 'route', 'status'],
    registers,
  });
  const duration = new prom.Histogram({
    name: 'ridgeline_http_request_duration_seconds',
    help: 'Time to a response’s headers (a page streams on after them), by method and route pattern.',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pageCache = new prom.Counter({
    name: 'ridgeline_page_cache_requests_total',
    help: 'Listing pages asked of the shared page cache, by result: hit, stale (served while one request renders anew), miss, bypass (not storable).',
    labelNames: ['result'],
    registers,
  });

  const counts = sources.searchResultCache;
  if (counts) {
    // The engine keeps running totals; the counter takes what they grew by since the last scrape.
    const seen = { hit: 0, miss: 0 };
    new prom.Counter({
      name: 'ridgeline_search_result_cache_requests_total',
      help: 'Text searches answered from a kept result (hit) or computed (miss).',
      labelNames: ['result'],
      registers,
      collect() {
        for (const result of ['hit', 'miss'] as const) {
          this.inc({ result }, counts[result] - seen[result]);
          seen[result] = counts[result];
        }
      },
    });
  }

  const poolStats = sources.poolStats;
  if (poolStats) {
    const gauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
      new prom.Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read(poolStats()));
        },
      });
    gauge('ridgeline_db_pool_connections', 'Connections open in the PostgreSQL pool.', (s) => s.total);
    gauge('ridgeline_db_pool_idle_connections', 'Open connections not in use.', (s) => s.idle);
    gauge('ridgeline_db_pool_waiting_requests', 'Queries waiting for a connection.', (s) => s.waiting);
  }

  const readBacklog = sources.mailBacklog;
  if (readBacklog) {
    const backlog = cachedFor(BACKLOG_CACHE_MS, readBacklog);
    // Every worker reads the same outbox: the primary keeps the largest answer, not their sum.
    const gauge = (name: string, help: string, read: (b: MailBacklog) => number) =>
      new prom.Gauge({
        name,
        help,
        registers,
        aggregator: 'max',
        async collect() {
          // The database briefly away: the last value stays rather than the scrape failing.
          const value = await backlog().catch(() => undefined);
          if (value) this.set(read(value));
        },
      });
    gauge('ridgeline_mail_outbox_pending', 'E-mails waiting in the outbox to be sent.', (b) => b.pending);
    gauge(
      'ridgeline_mail_outbox_oldest_pending_age_seconds',
      'How long the oldest e-mail waiting in the outbox has waited.',
      (b) => b.oldestPendingSeconds,
    );
  }

  return {
    observe({ method, route, status, seconds, pageCache: cacheResult }) {
      requests.inc({ method, route, status: String(status) });
      duration.observe({ method, route }, seconds);
      if (cacheResult && PAGE_CACHE_RESULTS.has(cacheResult)) pageCache.inc({ result: cacheResult });
    },
    collect: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
  };
}

/** `read`'s answer, asked again once it is `ms` old; concurrent asks share one read. */
function cachedFor<T>(ms: number, read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; value: Promise<T> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ms) {
      const value = read();
      last = { at: now, value };
      // A failed read is not kept.
      value.catch(() => {
        if (last?.value === value) last = undefined;
      });
    }
    return last.value;
  };
}
