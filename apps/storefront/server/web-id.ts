import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isEngineOrAssetPath } from './engine-paths.js';

export const WEB_ID_COOKIE = 'webid';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The web id (spec 1 §3): an anonymous, random visitor id for recommendations and analytics,
 * 365 days, path /, secure on https, with an optional configured domain. Not a credential, so
 * scripts may read it (view and click events carry it).
 */
export function webIdCookie(
  domain = process.env.WEB_ID_COOKIE_DOMAIN,
): MiddlewareHandler<{ Variables: { webId?: string } }> {
  return async (c, next) => {
    const existing = getCookie(c, WEB_ID_COOKIE);
    // Only ids this shop could have issued are kept; anything else is replaced.
    if (existing && /^[0-9a-f-]{36}$/.test(existing)) {
      c.set('webId', existing);
      return next();
    }
    if (isEngineOrAssetPath(c.req.path)) return next();
    const id = crypto.randomUUID();
    // Loaders of this very request get it through the load context.
    c.set('webId', id);
    await next();
    // Set on the answer itself, after it is made: a cookie set before would be lost when a page
    // handler answers a Response of its own (and a cached page is shared, its cookies are not).
    setCookie(c, WEB_ID_COOKIE, id, {
      path: '/',
      maxAge: YEAR_SECONDS,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
      ...(domain ? { domain } : {}),
    });
  };
}
