// OpenTelemetry traces, started by server.js before anything else loads when
// OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 042). Plain JavaScript: server.js runs without a
// build step. Nothing here is imported otherwise, so a shop without tracing loads none of it.
import { createRequire } from 'node:module';

/** Paths not worth a trace: hashed assets, and the metrics endpoint's scrapes. */
const UNTRACED = /^\/(assets\/|metrics$)/;

/**
 * Starts the SDK: spans for incoming and outgoing HTTP (route patterns as names, set by the app),
 * PostgreSQL queries and fetch, exported over OTLP to OTEL_EXPORTER_OTLP_ENDPOINT with the
 * protocol of OTEL_EXPORTER_OTLP_PROTOCOL (http/protobuf by default, http/json, grpc), as the
 * SDK reads the standard variables. The service is OTEL_SERVICE_NAME, or `ridgeline`.
 */
export async function startTracing(env) {
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { UndiciInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'ridgeline',
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED.test(request.url ?? '') }),
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // The instrumentations patch a module as it is required. `http` was imported before this ran,
  // and the server build imports `pg` as an ES module, which no require hook sees: both are
  // required here, after the patching is in place, so the server's imports find them patched
  // (an import of a CommonJS module already loaded takes the loaded one).
  const require = createRequire(import.meta.url);
  require('node:http');
  require('node:https');
  try {
    require('pg');
  } catch {
    // Not installed where this file resolves it: the embedded database needs none.
  }
  return { shutdown: () => sdk.shutdown() };
}
