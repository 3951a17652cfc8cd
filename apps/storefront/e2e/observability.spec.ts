import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';

// The production server with /metrics and traces on (decision 042), started by each test as
// server.spec.ts does, its log read from its stdout: the browser's error reports end up there.

const serverScript = path.resolve('apps/storefront/server.js');
const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Started = { child: ChildProcess; url: string; metrics: string; lines: string[]; exited: Promise<number | null> };

/** Starts the production server on free ports; resolves once it listens and serves its metrics. */
function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    let url: string | undefined;
    let metrics: string | undefined;
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        url ??= /Ridgeline is ready at (http:\/\/[\w.:]+)/.exec(line)?.[1];
        metrics ??= /Metrics at (http:\/\/[\w.:]+\/metrics)/.exec(line)?.[1];
        if (url && metrics) resolve({ child, url, metrics, lines, exited });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`)));
  });
}

async function stop(server: Started | undefined) {
  if (!server) return;
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  scope: string;
  attributes: Record<string, unknown>;
};

/** A local OTLP/HTTP receiver (JSON encoding) keeping every span it is sent. */
async function otlpReceiver(): Promise<{ server: Server; endpoint: string; spans: Span[] }> {
  const spans: Span[] = [];
  type Value = Record<string, unknown>;
  type Body = {
    resourceSpans?: {
      scopeSpans: {
        scope: { name: string };
        spans: (Omit<Span, 'scope' | 'attributes'> & { attributes?: { key: string; value: Value }[] })[];
      }[];
    }[];
  };
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as Body;
        for (const resource of parsed.resourceSpans ?? []) {
          for (const scoped of resource.scopeSpans) {
            for (const span of scoped.spans) {
              const attributes = Object.fromEntries(
                (span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]),
              );
              spans.push({ ...span, scope: scoped.scope.name, attributes });
            }
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { server, endpoint: `http://127.0.0.1:${port}`, spans };
}

const tracingEnv = (endpoint: string) => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  OTEL_BSP_SCHEDULE_DELAY: '200',
});

/** The value of one sample of the metrics text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name + '{') && !line.startsWith(name + ' ')) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

/** A GET on a connection of its own, so that a cluster's workers take turns answering. */
function getOnNewConnection(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

const traceparent = () => {
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
};

const logged = (lines: string[]) =>
  lines.filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);

test.describe('observability', () => {
  test.describe.configure({ timeout: 180_000 });
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ridgeline-observability-'));
    dirs.push(dir);
    return dir;
  };
  test.afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('one process: /metrics on its own port counts by route pattern; traces follow a traceparent', async () => {
    const receiver = await otlpReceiver();
    let server: Started | undefined;
    try {
      server = await start({ DATA_DIR: tempDir(), SEED_PRODUCTS: '24', ...tracingEnv(receiver.endpoint) });
      const before = await (await fetch(server.metrics)).text();
      const trace = traceparent();
      const page = await fetch(`${server.url}/product/RL100001`, { headers: { traceparent: trace.header } });
      expect(page.status).toBe(200);
      const requestId = page.headers.get('x-request-id');
      expect(requestId).toBeTruthy();
      expect(page.headers.get('server-timing')).toBe(`request-id;desc="${requestId}"`);
      expect((await fetch(`${server.url}/product/RL100002`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/products/RL100001`)).status).toBe(200);
      await fetch(`${server.url}/wp-admin/setup-config.php?step=1`);
      // A text search twice: computed, then kept (decision 033).
      for (let i = 0; i < 2; i++) await fetch(`${server.url}/api/product-search?q=jacket`);
      // A listing twice for a visitor without a session: rendered, then from the page cache.
      const root = (await (await fetch(`${server.url}/api/categories/root?levels=1`)).json()) as {
        categories: { id: string }[];
      };
      const listing = `${server.url}/category/${root.categories[0]!.id}`;
      const cacheStates = [];
      for (let i = 0; i < 2; i++) cacheStates.push((await fetch(listing)).headers.get('x-page-cache'));
      expect(cacheStates).toEqual(['miss', 'hit']);

      const after = await (await fetch(server.metrics)).text();
      const product = { method: 'GET', route: '/product/:productId', status: '200' };
      expect(
        sample(after, 'ridgeline_http_requests_total', product) -
          sample(before, 'ridgeline_http_requests_total', product),
      ).toBe(2);
      expect(sample(after, 'ridgeline_http_requests_total', { route: '/api/products/:id', status: '200' })).toBe(1);
      expect(sample(after, 'ridgeline_http_requests_total', { route: '/category/:categoryId' })).toBe(2);
      expect(sample(after, 'ridgeline_http_request_duration_seconds_count', { route: '/product/:productId' })).toBe(2);
      expect(sample(after, 'ridgeline_page_cache_requests_total', { result: 'hit' })).toBe(1);
      expect(sample(after, 'ridgeline_page_cache_requests_total', { result: 'miss' })).toBe(1);
      expect(sample(after, 'ridgeline_search_result_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(
        1,
      );
      expect(after).toMatch(/^ridgeline_mail_outbox_pending \d+$/m);
      expect(after).toMatch(/^ridgeline_mail_outbox_oldest_pending_age_seconds \d+/m);
      expect(after).toMatch(/^process_cpu_seconds_total /m);
      // The embedded database has no pool to tell of.
      expect(after).not.toContain('ridgeline_db_pool_connections');
      // Every route label is a pattern: no product id, no probed path.
      const routes = [...after.matchAll(/route="([^"]*)"/g)].map((m) => m[1]!);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) expect(route, route).not.toMatch(/RL1000|wp-admin|jacket/);
      // Not on the shop's own port.
      expect(await (await fetch(`${server.url}/metrics`)).text()).not.toContain('ridgeline_http_requests_total');

      await expect
        .poll(() => receiver.spans.some((s) => s.traceId === trace.traceId && s.scope === 'ridgeline'))
        .toBe(true);
      const spans = receiver.spans.filter((s) => s.traceId === trace.traceId);
      const request = spans.find((s) => s.name === 'GET /product/:productId');
      expect(request, JSON.stringify(spans.map((s) => s.name))).toBeDefined();
      expect(request!.parentSpanId).toBe(trace.parentId);
      expect(request!.attributes['request.id']).toBe(requestId);
      expect(request!.attributes['http.route']).toBe('/product/:productId');
      const apiCall = spans.find((s) => s.name === 'api GET /api/products/:id');
      expect(apiCall?.parentSpanId).toBe(request!.spanId);
    } finally {
      await stop(server);
      receiver.server.close();
    }
  });

  test('two workers on PostgreSQL: one scrape adds up both; queries are traced', async () => {
    const receiver = await otlpReceiver();
    const database = `ridgeline_metrics_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES });
    await admin.connect();
    let server: Started | undefined;
    try {
      await admin.query(`CREATE DATABASE ${database}`);
      const url = new URL(POSTGRES);
      url.pathname = `/${database}`;
      server = await start({
        DATABASE_URL: url.href,
        WEB_CONCURRENCY: '2',
        SEED_PRODUCTS: '24',
        DATA_DIR: tempDir(),
        ...tracingEnv(receiver.endpoint),
      });
      const trace = traceparent();
      // Connections of their own: the cluster hands them to the workers in turn.
      const statuses = [];
      for (let i = 0; i < 10; i++) {
        statuses.push(
          await getOnNewConnection(`${server.url}/product/RL100001`, i === 0 ? { traceparent: trace.header } : {}),
        );
      }
      expect(statuses.every((s) => s === 200)).toBe(true);

      const text = await (await fetch(server.metrics)).text();
      expect(sample(text, 'ridgeline_http_requests_total', { route: '/product/:productId', status: '200' })).toBe(10);
      expect(text).toMatch(/^ridgeline_db_pool_connections \d+$/m);
      expect(text).toMatch(/^ridgeline_db_pool_waiting_requests 0$/m);
      expect(text).toMatch(/^ridgeline_mail_outbox_pending \d+$/m);

      await expect
        .poll(
          () =>
            receiver.spans.filter((s) => s.traceId === trace.traceId && s.scope.includes('instrumentation-pg')).length,
        )
        .toBeGreaterThan(0);
      expect(receiver.spans.some((s) => s.traceId === trace.traceId && s.name === 'GET /product/:productId')).toBe(
        true,
      );
    } finally {
      await stop(server);
      receiver.server.close();
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
  });

  test("a page's thrown error and a failed chunk load reach the server's log with the page's request id", async ({
    browser,
  }) => {
    let server: Started | undefined;
    try {
      server = await start({ DATA_DIR: tempDir(), SEED_PRODUCTS: '24' });
      const lines = server.lines;
      const reports = () => logged(lines).filter((l) => l.msg === 'client error');

      const context = await browser.newContext();
      const page = await context.newPage();
      const document = await page.goto(`${server.url}/product/RL100001`);
      const pageRequestId = await document!.headerValue('x-request-id');
      expect(pageRequestId).toBeTruthy();
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('observability e2e: thrown');
        });
      });
      await expect
        .poll(() => reports().find((r) => String(r.message).includes('observability e2e: thrown')))
        .toBeTruthy();
      const thrown = reports().find((r) => String(r.message).includes('observability e2e: thrown'))!;
      expect(thrown).toMatchObject({ level: 'error', kind: 'error', page: '/product/RL100001', pageRequestId });
      // The report's own request id is another, the one its request was logged with.
      expect(thrown.requestId).not.toBe(pageRequestId);
      expect(logged(lines).find((l) => l.msg === 'request' && l.requestId === thrown.requestId)).toMatchObject({
        method: 'POST',
        path: '/client-errors',
        status: 204,
      });

      const broken = await context.newPage();
      await broken.route('**/assets/*.js', (route) => route.abort());
      const brokenDocument = await broken.goto(`${server.url}/product/RL100002`);
      const brokenRequestId = await brokenDocument!.headerValue('x-request-id');
      await expect
        .poll(() => reports().filter((r) => r.kind === 'chunk' && r.pageRequestId === brokenRequestId).length)
        .toBeGreaterThan(0);
      expect(reports().find((r) => r.kind === 'chunk' && r.pageRequestId === brokenRequestId)).toMatchObject({
        level: 'warn',
        page: '/product/RL100002',
      });
      expect(reports().filter((r) => r.pageRequestId === brokenRequestId).length).toBeLessThanOrEqual(5);
      await context.close();
    } finally {
      await stop(server);
    }
  });
});
