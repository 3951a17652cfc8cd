import type { Logger } from '@ridgeline/commerce';
import type { Handler } from 'hono';
import { z } from 'zod';
import { readBrowserReport } from './browser-report.js';
import type { ClientErrorReport } from '../app/lib/http/client-errors.js';

const REPORT_MAX_BYTES = 8 * 1024;
/** Reports logged per process and minute at most: past that, a flood (a bot, a broken release) is counted, not logged. */
const REPORTS_PER_MINUTE = 300;

const text = (max: number) => z.string().max(max);
const position = z.number().int().min(0).max(10_000_000);
const ClientErrorReportSchema = z.object({
  kind: z.enum(['error', 'rejection', 'chunk']),
  message: text(1000),
  source: text(1000).optional(),
  line: position.optional(),
  column: position.optional(),
  stack: text(4000).optional(),
  path: text(1000).regex(/^\//),
  pageRequestId: z
    .string()
    .regex(/^[\w.:-]{1,128}$/)
    .optional(),
});

/** A report as the inline reporter sends it (app/lib/http/client-errors.ts), or undefined for anything else. */
export function readClientErrorReport(value: unknown): ClientErrorReport | undefined {
  const parsed = ClientErrorReportSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Receives the browser's error reports and logs each with the page's request id (the document's)
 * and the report's own: `error` for uncaught errors and rejections, `warn` for scripts that failed
 * to load (mostly the shopper's connection). JSON of 8 kB at most; 204, or 415, 413, 400. It
 * needs no session and no database; like every POST it passes the same-origin check first.
 */
export function clientErrorReports(
  logger: Logger,
  now: () => number = Date.now,
): Handler<{ Variables: { requestId?: string } }> {
  let window = { started: now(), logged: 0, dropped: 0 };
  return async (c) => {
    const read = await readBrowserReport(c.req.raw, { type: /^application\/json\b/, maxBytes: REPORT_MAX_BYTES });
    if ('refused' in read) return c.body(null, read.refused);
    const report = readClientErrorReport(read.body);
    if (!report) return c.body(null, 400);
    if (now() - window.started >= 60_000) {
      if (window.dropped) logger.warn({ msg: 'client error reports dropped', dropped: window.dropped });
      window = { started: now(), logged: 0, dropped: 0 };
    }
    if (window.logged >= REPORTS_PER_MINUTE) {
      window.dropped += 1;
      return c.body(null, 204);
    }
    window.logged += 1;
    const { pageRequestId, path, ...rest } = report;
    logger[report.kind === 'chunk' ? 'warn' : 'error']({
      msg: 'client error',
      ...rest,
      page: path,
      pageRequestId,
      requestId: c.get('requestId'),
      userAgent: c.req.header('user-agent')?.slice(0, 300),
    });
    return c.body(null, 204);
  };
}
