import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const serverScript = path.resolve('apps/storefront/server.js');

type Started = { child: ChildProcess; url: string; lines: string[]; exited: Promise<number | null> };

/** Starts the production server on a free port and resolves once it prints its URL. */
function start(dataDir: string, env: Record<string, string> = {}): Promise<Started> {
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        const ready = /Ridgeline is ready at (http:\/\/[\w.:]+)/.exec(line);
        if (ready) resolve({ child, url: ready[1]!, lines, exited });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${lines.join('\n')}`)));
  });
}

test.describe('the production server', () => {
  test.describe.configure({ timeout: 120_000 });
  let dataDir: string;
  test.beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-server-'));
  });
  test.afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('seeds on first start, logs JSON per request, stops on SIGTERM and starts again in under 5 s', async () => {
    const first = await start(dataDir);
    expect(first.lines.some((l) => l.includes('creating the demo catalogue'))).toBe(true);
    const home = await fetch(first.url + '/');
    expect(home.status).toBe(200);
    await expect
      .poll(() => first.lines.find((l) => l.includes('"msg":"request"') && l.includes('"path":"/"')))
      .toBeTruthy();
    for (const line of first.lines.filter((l) => l.trim())) expect(() => JSON.parse(line), line).not.toThrow();
    const request = JSON.parse(first.lines.find((l) => l.includes('"msg":"request"'))!);
    expect(request).toMatchObject({ level: 'info', method: 'GET', path: '/', status: 200 });

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const started = performance.now();
    const second = await start(dataDir);
    const response = await fetch(second.url + '/');
    const elapsed = performance.now() - started;
    console.log(`second start answered its first request in ${elapsed.toFixed(0)} ms`);
    expect(response.status).toBe(200);
    expect(elapsed).toBeLessThan(5000);
    expect(second.lines.some((l) => l.includes('creating the demo catalogue'))).toBe(false);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  test('finishes a request in flight when told to stop, then exits', async () => {
    const server = await start(dataDir);
    // A violation report whose body arrives in two halves, SIGTERM between them.
    const report = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } });
    const url = new URL('/csp-report', server.url);
    const answer = new Promise<number>((resolve, reject) => {
      const sent = httpRequest(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'application/csp-report', 'content-length': Buffer.byteLength(report) },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      sent.on('error', reject);
      sent.write(report.slice(0, 20));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => sent.end(report.slice(20)), 500);
      }, 300);
    });
    expect(await answer).toBe(204);
    expect(await server.exited).toBe(0);
    expect(server.lines.some((l) => l.includes('SIGTERM received: finishing open requests'))).toBe(true);
    // New connections are refused once it has stopped.
    await expect(fetch(server.url + '/api/health')).rejects.toThrow();
  });

  test('with the content service down, a mapped page shows the refresh page, reloads once with r=1, then page-not-found (spec 1 §2)', async ({
    page,
  }) => {
    // A storefront whose engine (COMMERCE_API_URL) is the e2e store's, through a proxy that answers
    // every content fetch with 503: the URL mapping works, the content service does not.
    const engine = `http://127.0.0.1:${process.env.E2E_PORT ?? 3210}`;
    const proxy: Server = createServer((incoming, answer) => {
      if (incoming.url?.startsWith('/api/cms/')) {
        answer.writeHead(503, { 'content-type': 'application/json' });
        answer.end(JSON.stringify({ error: { code: 'unavailable', message: 'The content service is down.' } }));
        return;
      }
      const forwarded = httpRequest(
        engine + incoming.url,
        { method: incoming.method, headers: { ...incoming.headers, host: new URL(engine).host } },
        (upstream) => {
          answer.writeHead(upstream.statusCode ?? 502, upstream.headers);
          upstream.pipe(answer);
        },
      );
      forwarded.on('error', () => answer.destroy());
      incoming.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as { port: number };
    const server = await start(dataDir, { COMMERCE_API_URL: `http://127.0.0.1:${port}/api` });
    try {
      // /about-us.html maps to a content asset (the demo's legacy URLs): its content is fetched.
      const first = await page.request.get(`${server.url}/about-us.html/`, { maxRedirects: 0 });
      expect(first.status()).toBe(503);
      expect(first.headers()['cache-control']).toBe('no-store');
      expect(await first.text()).toContain('data-refresh-page');
      const again = await page.request.get(`${server.url}/about-us.html/?r=1`, { maxRedirects: 0 });
      expect(again.status()).toBe(302);
      expect(again.headers().location).toMatch(/^\/page-not-found/);

      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).search);
      });
      expect((await page.goto(`${server.url}/about-us.html/`))?.status()).toBe(503);
      await expect(page).toHaveURL(/\/page-not-found/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The first load, one reload with r=1, then page-not-found: never a second reload.
      expect(documents.filter((search) => search.includes('r=1'))).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
