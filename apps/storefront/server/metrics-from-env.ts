import { mailBacklog, searchResultCacheCounts } from '@ridgeline/commerce';
import type { MiddlewareHandler } from 'hono';
import type { ServerBuild } from 'react-router';
import type { CommerceConnection } from './commerce.js';
import { createMetrics, type ShopMetrics } from './metrics.js';
import { observeRequests } from './observe-requests.js';
import { routePatterns } from './route-pattern.js';

/**
 * Metrics when METRICS_PORT is set (server.js serves them on that port), span names when traces
 * are on (OTEL_EXPORTER_OTLP_ENDPOINT); with neither, nothing is installed and prom-client is
 * never loaded.
 */
export async function metricsFromEnv(
  env: NodeJS.ProcessEnv,
  commerce: CommerceConnection,
  build: ServerBuild | (() => Promise<ServerBuild>),
  fixedPaths: string[],
): Promise<{ middleware?: MiddlewareHandler; metrics?: ShopMetrics }> {
  const metricsOn = Boolean(env.METRICS_PORT?.trim());
  if (!metricsOn && !env.OTEL_EXPORTER_OTLP_ENDPOINT) return {};
  const database = commerce.database;
  const metrics = metricsOn
    ? await createMetrics(
        database
          ? {
              poolStats: database.poolStats,
              mailBacklog: () => mailBacklog(database.db),
              searchResultCache: searchResultCacheCounts,
            }
          : {},
      )
    : undefined;
  const patterns = async () => {
    const pages = (typeof build === 'function' ? await build() : build).routes;
    return routePatterns({ pages, api: commerce.api?.routes, fixed: fixedPaths });
  };
  return { middleware: observeRequests({ patterns, metrics }), metrics };
}
