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
    await next();
    // Set on the answer itself: one set before it is made is lost when a handler returns its own
    // Response (every page). On documents also where the page's script can read it (its
    // navigation timing), so that its error reports name it (decision 042); a page from the page
    // cache names this request. Other answers keep their own Server-Timing as it is.
    c.header('x-request-id', requestId);
    if (c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.header('server-timing', `request-id;desc="${requestId}"`, { append: true });
    }
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
