import type { Logger } from '@ridgeline/commerce';
import type { MiddlewareHandler } from 'hono';

/** One structured line per request; assets are skipped outside production to keep dev output readable. */
export function requestLogging(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header('x-request-id') ?? crypto.randomUUID();
    c.header('x-request-id', requestId);
    await next();
    logger.info({
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  };
}
