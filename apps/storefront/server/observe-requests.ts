import { trace } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import type { ShopMetrics } from './metrics.js';
import { methodLabel, type RoutePattern } from './route-pattern.js';

/**
 * Names each request by its route pattern (route-pattern.ts) for the metrics and the trace: the
 * HTTP span the instrumentation opened takes the pattern as its name and the request id as an
 * attribute. Installed only when metrics or traces are on.
 */
export function observeRequests(options: {
  /** Resolved once, at the first request: in development the build loads lazily. */
  patterns: () => Promise<RoutePattern>;
  metrics?: ShopMetrics;
}): MiddlewareHandler<{ Variables: { requestId?: string } }> {
  let patterns: Promise<RoutePattern> | undefined;
  return async (c, next) => {
    const started = performance.now();
    const span = trace.getActiveSpan();
    span?.setAttribute('request.id', c.get('requestId') ?? '');
    try {
      await next();
    } finally {
      const patternOf = await (patterns ??= options.patterns());
      const method = methodLabel(c.req.method);
      const route = patternOf(method, c.req.path);
      span?.updateName(`${method} ${route}`);
      span?.setAttribute('http.route', route);
      options.metrics?.observe({
        method,
        route,
        // As the request log says it: a request its client gave up on is 499.
        status: c.req.raw.signal.aborted ? 499 : c.res.status,
        seconds: (performance.now() - started) / 1000,
        pageCache: c.res.headers.get('x-page-cache'),
      });
    }
  };
}
