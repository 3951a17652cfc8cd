import type { MiddlewareHandler } from 'hono';
import { publicOrigin } from '../app/lib/origin.server.js';
import { isEngineOrAssetPath } from './engine-paths.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the shop's own forms (SECURITY.md): a request that changes something must
 * come from a page of this shop — its Origin (or, failing that, Referer) is this origin, or the
 * browser says Sec-Fetch-Site: same-origin. The shopper's cookie is also SameSite=Lax. The API
 * under /api authenticates with bearer tokens, never cookies, so it is not covered here.
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || isEngineOrAssetPath(c.req.path)) return next();
    const allowed = new Set([new URL(c.req.url).origin, publicOrigin(c.req.raw)]);
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    const fromHere =
      (origin !== undefined && origin !== 'null' ? allowed.has(origin) : undefined) ??
      (referer ? allowed.has(safeOrigin(referer)) : undefined) ??
      c.req.header('sec-fetch-site') === 'same-origin';
    if (!fromHere) return c.text('Forbidden: this form must be sent from the shop’s own pages.', 403);
    return next();
  };
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
