import type { Logger } from '@ridgeline/commerce';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERRORS_PATH } from '../app/lib/http/client-errors.js';
import { clientErrorReports, readClientErrorReport } from './client-errors.js';
import { requestLogging } from './request-logging.js';
import { sameOriginWrites } from './same-origin.js';

function capture() {
  const lines: (Record<string, unknown> & { level: string; msg: string })[] = [];
  const logger: Logger = {
    info: (f) => lines.push({ level: 'info', ...f }),
    warn: (f) => lines.push({ level: 'warn', ...f }),
    error: (f) => lines.push({ level: 'error', ...f }),
  };
  return { logger, lines: () => lines, reports: () => lines.filter((l) => l.msg === 'client error') };
}

/** The endpoint as the shop mounts it: after the request id and the same-origin check. */
function shop(logger: Logger, now?: () => number) {
  const app = new Hono();
  app.use('*', requestLogging(logger));
  app.use('*', sameOriginWrites());
  app.post(CLIENT_ERRORS_PATH, clientErrorReports(logger, now));
  return app;
}

const report = {
  kind: 'error',
  message: 'x is not a function',
  source: '/assets/a.js',
  line: 3,
  column: 9,
  path: '/cart',
  pageRequestId: 'page-1',
};
const post = (app: Hono, body: string, headers: Record<string, string> = {}) =>
  app.request(`http://shop.test${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    body,
    headers: { origin: 'http://shop.test', 'content-type': 'application/json', ...headers },
  });

describe('client error reports', () => {
  it('logs a report with the page’s request id and its own, and answers 204', async () => {
    const { logger, reports } = capture();
    const response = await post(shop(logger), JSON.stringify(report), { 'x-request-id': 'report-1' });
    expect(response.status).toBe(204);
    expect(reports()).toEqual([
      expect.objectContaining({
        level: 'error',
        kind: 'error',
        message: 'x is not a function',
        page: '/cart',
        line: 3,
        pageRequestId: 'page-1',
        requestId: 'report-1',
      }),
    ]);
  });

  it('logs a script that failed to load as a warning', async () => {
    const { logger, reports } = capture();
    await post(shop(logger), JSON.stringify({ kind: 'chunk', message: 'Failed to load /assets/x.js', path: '/' }));
    expect(reports()[0]).toMatchObject({ level: 'warn', kind: 'chunk' });
  });

  it('refuses what is not JSON (415), too large (413) or not a report (400), logging nothing', async () => {
    const { logger, reports } = capture();
    const app = shop(logger);
    expect((await post(app, JSON.stringify(report), { 'content-type': 'text/plain' })).status).toBe(415);
    const large = JSON.stringify({ ...report, stack: 'x'.repeat(9 * 1024) });
    expect((await post(app, large)).status).toBe(413);
    expect((await post(app, '{"kind":')).status).toBe(400);
    expect((await post(app, JSON.stringify({ ...report, kind: 'other' }))).status).toBe(400);
    expect((await post(app, JSON.stringify({ ...report, pageRequestId: 'a b' }))).status).toBe(400);
    expect(reports()).toEqual([]);
  });

  it('is refused from another site, as every POST is', async () => {
    const { logger, reports } = capture();
    const response = await post(shop(logger), JSON.stringify(report), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(reports()).toEqual([]);
  });

  it('logs at most 300 reports a minute, then says how many it dropped', async () => {
    const { logger, lines, reports } = capture();
    let now = 0;
    const app = shop(logger, () => now);
    for (let i = 0; i < 305; i++) await post(app, JSON.stringify({ ...report, message: `error ${i}` }));
    expect(reports()).toHaveLength(300);
    now = 60_000;
    await post(app, JSON.stringify(report));
    expect(reports()).toHaveLength(301);
    expect(lines().find((l) => l.msg === 'client error reports dropped')).toMatchObject({ level: 'warn', dropped: 5 });
  });
});

describe('readClientErrorReport', () => {
  it('takes the fields it knows and leaves others out', () => {
    expect(readClientErrorReport({ ...report, cookie: 'secret' })).toEqual(report);
    expect(readClientErrorReport({ ...report, path: 'https://elsewhere/' })).toBeUndefined();
    expect(readClientErrorReport(null)).toBeUndefined();
  });
});
