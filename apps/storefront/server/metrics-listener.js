// The metrics endpoint's own listener (decision 042). Plain JavaScript: server.js, which runs
// without a build step, imports it, in a cluster's primary as in a single process.
import { createServer } from 'node:http';

/**
 * METRICS_PORT turns /metrics on, on a port of its own bound to METRICS_HOST (127.0.0.1 unless
 * set): never on the shop's public port, so a proxy in front of the shop does not expose it.
 * Unset, nothing is measured.
 */
export function metricsListenFromEnv(env) {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be a number from 0 to 65535, not "${raw}".`);
  }
  if (env.PORT !== undefined && port !== 0 && Number(env.PORT) === port) {
    throw new Error(`METRICS_PORT must differ from PORT (${port}): the metrics are not served on the shop's port.`);
  }
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/**
 * Serves GET /metrics with what `collect` answers ({ contentType, body }); resolves with its URL
 * once listening.
 */
export function serveMetrics({ port, host }, collect) {
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/metrics') return end(res, 404, 'Not found: the metrics are at /metrics.\n');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return end(res, 405, 'Method not allowed.\n', { allow: 'GET, HEAD' });
    collect().then(
      ({ contentType, body }) => end(res, 200, req.method === 'HEAD' ? '' : body, { 'content-type': contentType }),
      (error) => end(res, 500, `Metrics could not be collected: ${error?.message ?? error}\n`),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      // Not a reason to keep the process alive: the shop's own server does that.
      server.unref();
      resolve(`http://${shown}:${address.port}/metrics`);
    });
  });
}

function end(res, status, body, headers = {}) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(body);
}
