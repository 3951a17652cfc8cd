// Starts Ridgeline: pages, /api, images and static assets in one process, or in WEB_CONCURRENCY
// processes sharing the port (Node's cluster; production on PostgreSQL: one per core).
// Production (NODE_ENV=production) runs the built server; otherwise Vite serves the app with HMR.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { metricsListenFromEnv, serveMetrics } from './server/metrics-listener.js';
import { workerCountFromEnv } from './server/workers.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, not '${process.env.PORT}'.`);
  process.exit(2);
}
let workers;
let metricsListen;
try {
  workers = workerCountFromEnv(process.env);
  metricsListen = metricsListenFromEnv(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const primary = workers > 1 && cluster.isPrimary;
// Traces (decision 042): started before the app is imported, so that its HTTP server and database
// driver load instrumented. The primary of a cluster answers no request.
const tracing =
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT && !primary
    ? await (await import('./server/tracing.js')).startTracing(process.env)
    : undefined;

/** A line as the server's logger writes it: JSON in production, so log shippers read every line alike. */
function log(level, msg, fields = {}) {
  if (production) console.log(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  else console.log(msg);
}

const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;

/**
 * The primary process of a cluster: starts the workers, says the shop is ready once every one
 * listens, starts a worker again when one dies (not when they keep dying at once), and on SIGTERM
 * lets every worker finish its open requests before stopping.
 */
function runPrimary(count) {
  let stopping = false;
  let ready = false;
  const deaths = [];
  const listening = new Set();
  const fork = () => cluster.fork();
  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (!ready && listening.size >= count) {
      ready = true;
      log('info', `Ridgeline is ready at http://${shownHost}:${address.port} (${count} workers)`, {
        port: address.port,
        workers: count,
      });
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    listening.delete(worker.id);
    if (stopping) {
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) process.exit(0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0] < now - 60_000) deaths.shift();
    if (deaths.length > count * 3) {
      log('error', 'Workers keep stopping; giving up', { code, signal });
      process.exit(1);
    }
    log('error', 'A worker stopped; starting another', { pid: worker.process.pid, code, signal });
    setTimeout(fork, 1_000).unref();
  });
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    log('info', `${signal} received: the workers finish their open requests, then stop`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  log('info', `Starting ${count} workers`, { workers: count });
  for (let i = 0; i < count; i++) fork();
  // One scrape sees every worker: the primary asks each for its metrics and adds them up.
  if (metricsListen) {
    void import('prom-client')
      .then(({ AggregatorRegistry }) => {
        const registry = new AggregatorRegistry();
        return serveMetrics(metricsListen, async () => ({
          contentType: registry.contentType,
          body: await registry.clusterMetrics(),
        })).then((url) => log('info', `Metrics at ${url}`, { metrics: url }));
      })
      .catch((error) => {
        log('error', `Metrics could not be served: ${error.message}`);
        process.exit(1);
      });
  }
}

async function main() {
  let storefront;
  let vite;
  if (production) {
    const built = await import('./build/server/index.js');
    storefront = await built.createStorefrontServer({
      build: built.reactRouterBuild,
      mode: 'production',
      clientDir: path.relative(process.cwd(), path.join(here, 'build/client')) || '.',
    });
  } else {
    const { createServer: createVite } = await import('vite');
    vite = await createVite({ root: here, server: { middlewareMode: true }, appType: 'custom' });
    const { createStorefrontServer } = await vite.ssrLoadModule('/server/app.ts');
    storefront = await createStorefrontServer({
      build: () => vite.ssrLoadModule('virtual:react-router/server-build'),
      mode: 'development',
    });
  }

  const listener = getRequestListener(storefront.fetch);
  const server = createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.listen(port, host, () => {
    const address = server.address();
    // In a cluster the primary says so once every worker listens.
    if (cluster.isWorker) storefront.logger.info({ msg: `Worker ${process.pid} listening`, port: address.port });
    else {
      storefront.logger.info({
        msg: `Ridgeline is ready at http://${shownHost}:${address.port} (1 worker)`,
        port: address.port,
        workers: 1,
      });
    }
  });
  // A worker's metrics are scraped through the primary (runPrimary).
  if (metricsListen && storefront.metrics && !cluster.isWorker) {
    const url = await serveMetrics(metricsListen, storefront.metrics.collect);
    storefront.logger.info({ msg: `Metrics at ${url}`, metrics: url });
  }

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    storefront.logger.info({ msg: `${signal} received: finishing open requests, then stopping` });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await vite?.close();
      await storefront.close();
      // The spans of the last requests are sent before the process ends.
      await tracing?.shutdown().catch(() => undefined);
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (primary) {
  runPrimary(workers);
} else {
  main().catch((error) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
