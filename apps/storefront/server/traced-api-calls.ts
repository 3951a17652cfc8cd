import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { FetchLike } from '@ridgeline/sdk';
import { routePatterns, type ApiRoute } from './route-pattern.js';

/**
 * The page loaders' calls to the engine in this process, each a span named by the API's route
 * pattern (`api GET /api/products/:id`) under the page request's span: they never cross the
 * network, so no HTTP instrumentation sees them. Only with traces on (OTEL_EXPORTER_OTLP_ENDPOINT).
 */
export function tracedApiCalls(env: NodeJS.ProcessEnv, routes: readonly ApiRoute[], call: FetchLike): FetchLike {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return call;
  const patternOf = routePatterns({ pages: {}, api: routes });
  const tracer = trace.getTracer('ridgeline');
  return (request) => {
    const route = patternOf(request.method, new URL(request.url).pathname);
    return tracer.startActiveSpan(
      `api ${request.method} ${route}`,
      { kind: SpanKind.INTERNAL, attributes: { 'http.request.method': request.method, 'http.route': route } },
      async (span) => {
        try {
          const response = await call(request);
          span.setAttribute('http.response.status_code', response.status);
          if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          return response;
        } catch (error) {
          span.recordException(error as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw error;
        } finally {
          span.end();
        }
      },
    );
  };
}
