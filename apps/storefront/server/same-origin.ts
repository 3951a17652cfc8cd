import type { MiddlewareHandler } from 'hono';
import { publicOrigin } from '../app/lib/http/origin.server.js';
import { NEWSLETTER_UNSUBSCRIBE_PATH, SOCIAL_CALLBACK_PATH } from '../app/lib/urls/paths.js';
import { isApiPath } from './engine-paths.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for the shop's own forms (SECURITY.md): a request that changes something must
 * come from a page of this shop — its Origin (or, failing that, Referer) is this origin, or the
 * browser says Sec-Fetch-Site: same-origin. The shopper's cookie is also SameSite=Lax. The API
 * under /api authenticates with bearer tokens, never cookies, so it is not covered here; every
 * other path is, images and static files included, whatever answers it.
 *
 * One exception: Apple answers a social sign-in with a form POST from its own site to the social
 * callback (response_mode=form_post). A cross-site POST to exactly that path is not refused but
 * answered here, without reaching any action: 303 to a GET of the callback page with the answer's
 * fields. Nothing changes; the page then completes the sign-in by its own same-origin POST, and the
 * single-use state, bound to the shopper's session, is the CSRF defence there (decision 025).
 *
 * And one more: a mail client's one-click unsubscribe (RFC 8058) posts `List-Unsubscribe=One-Click`
 * to the unsubscribe link from its own servers. That page's POST needs no session and changes only
 * the subscription its link's token names: the 256-bit token is the authority, so no other site
 * can use it without already holding the link (decision 050).
 */
export function sameOriginWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE.has(c.req.method) || isApiPath(c.req.path)) return next();
    const allowed = new Set([new URL(c.req.url).origin, publicOrigin(c.req.raw)]);
    const origin = c.req.header('origin');
    const referer = c.req.header('referer');
    const fromHere =
      (origin !== undefined && origin !== 'null' ? allowed.has(origin) : undefined) ??
      (referer ? allowed.has(safeOrigin(referer)) : undefined) ??
      c.req.header('sec-fetch-site') === 'same-origin';
    if (fromHere) return next();
    if (c.req.method === 'POST' && isUnsubscribePath(c.req.path)) {
      // Without another site's Origin, or React Router's own check would refuse the action (400).
      const headers = new Headers(c.req.raw.headers);
      headers.delete('origin');
      c.req.raw = new Request(c.req.raw, { headers });
      return next();
    }
    if (c.req.method === 'POST' && c.req.path === SOCIAL_CALLBACK_PATH) {
      return c.redirect(`${SOCIAL_CALLBACK_PATH}?${await providerAnswer(c.req.raw)}`, 303);
    }
    return c.text('Forbidden: this form must be sent from the shop’s own pages.', 403);
  };
}

const UNSUBSCRIBE = new RegExp(`^(/[a-z]{2}-[A-Z]{2})?${NEWSLETTER_UNSUBSCRIBE_PATH}/?$`);
const isUnsubscribePath = (path: string) => UNSUBSCRIBE.test(path);

/** The fields of an identity provider's form post that the callback page reads, as a query. */
async function providerAnswer(request: Request): Promise<URLSearchParams> {
  const query = new URLSearchParams();
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return query;
  const body = await request.text().catch(() => '');
  if (body.length > 16_384) return query;
  const form = new URLSearchParams(body);
  for (const key of ['code', 'state', 'user', 'error']) {
    const value = form.get(key);
    if (value && value.length <= 4096) query.set(key, value);
  }
  return query;
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}
