import type { Logger } from '@ridgeline/commerce';
import type { MiddlewareHandler } from 'hono';

/** One structured line per request; assets are skipped outside production to keep dev output readable. */
export function requestLogging(logger: Logger): MiddlewareHandler<{ Variables: { requestId?: string } }> {
  return async (c, next) => {
    const started = performance.now();
    // A proxy's id is kept so its logs and ours line up; anything odd is replaced, not logged.
    const sent = c.req.header('x-request-id');
    const requestId = sent && /^[\w.:-]{1,128}$/.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', requestId);
    c.header('x-request-id', requestId);
    await next();
    // A request its client gave up on (a navigation cancelling a data request) ends in an error
    // nobody receives: logged as nginx does, 499, not as the server's failure.
    const aborted = c.req.raw.signal.aborted;
    logger.info({
      msg: 'request',
      method: c.req.method,
      path: c.req.path,
      status: aborted ? 499 : c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      requestId,
    });
  };
}
