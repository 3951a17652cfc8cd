import { promisify } from 'node:util';
import { gunzip as gunzipCallback, gzip as gzipCallback } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { TOOLKIT_COOKIE } from '../app/lib/toolkit/toolkit-cookie.js';
import { REFRESH_COOKIE, SHOPPER_COOKIE } from './shopper-session.js';
import { WEB_ID_COOKIE } from './web-id.js';
import { mayBePreview } from './preview-environment.js';

const gzip = promisify(gzipCallback);
const gunzip = promisify(gunzipCallback);

/**
 * A shared page cache for visitors without a session (decision 029), as a CDN in front of the shop
 * would be: a listing page is the same for every such visitor (its menu, tiles, prices and badges
 * do not depend on who asks), so one render serves them all for `ttlMs`. It keeps the gzipped page
 * only (a category page is about 480 kB of HTML, 56 kB gzipped).
 *
 * - Only GET documents (or their loader data) of the listed paths, only without the session
 *   cookies (a signed-in customer or a guest with a bag always gets their own render), only 200
 *   answers whose one cookie, if any, is the anonymous web id (set afresh for every visitor, never
 *   cached).
 * - Expired entries are served for up to `graceMs` more while ONE request renders the page anew
 *   ("grace": a popular page is never rendered by sixteen visitors at once); with nothing to serve,
 *   concurrent visitors of one page wait for one render.
 * - Bounded by entries and bytes, least recently used first out.
 */
export type PageCacheOptions = {
  ttlMs: number;
  graceMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Which paths' pages are the same for every visitor without a session. */
  cacheable: (path: string) => boolean;
  now?: () => number;
};

type Entry = {
  gzipped: Buffer;
  headers: [string, string][];
  storedAt: number;
  /**
   * The Content-Security-Policy nonce the page was rendered with: its inline scripts carry it, so
   * the policy sent with the stored page names it again (decision 040).
   */
  nonce: string | undefined;
};

type CacheEnv = { Variables: { cspNonce?: string } };

/** A visitor with a session, or with the Storefront Toolkit on, has pages of their own. */
const SESSION_COOKIES = [SHOPPER_COOKIE, REFRESH_COOKIE, TOOLKIT_COOKIE];

/**
 * Category listings, with or without a locale prefix: `/c/…`, `/category/…`, `/fr-CA/c/…`, and the
 * same addresses' loader data for client-side navigation (`/c/….data`).
 */
export const isListingPath = (path: string) =>
  /^(?:\/[a-z]{2}-[A-Z]{2})?\/(?:c|category)\/[^.]+(?:\.data)?$/.test(path);

/**
 * Content pages (decision 046): home (`/`, `/home`, `/fr-CA`, `/fr-CA/home`; `/_root.data` is home's
 * loader data) and `/t/…`, `/pfg/…`, `/disney/…`, `/omni-max/…`. A visitor without a session is
 * always a guest with the default customer groups, so the address alone keys (page, groups); the
 * fallback home, which follows the visitor's web id, answers `private` and is never kept.
 */
export const isContentPagePath = (path: string) =>
  path === '/_root.data' ||
  /^(?:\/[a-z]{2}-[A-Z]{2})?(?:\/|\/home|\/(?:t|pfg|disney|omni-max)\/[^.]+)?(?:\.data)?$/.test(path);

/** Pages the same for every visitor without a session: listings and content pages. */
export const isSharedPagePath = (path: string) => isListingPath(path) || isContentPagePath(path);

/** A page, or React Router's loader data for a client-side navigation to it. */
const STORABLE_TYPES = ['text/html', 'text/x-script'];

export function pageCacheFromEnv(env: NodeJS.ProcessEnv): PageCacheOptions | undefined {
  const raw = env.PAGE_CACHE_TTL_SECONDS ?? '60';
  const ttl = Number(raw);
  if (!Number.isFinite(ttl) || ttl < 0) {
    throw new Error(`PAGE_CACHE_TTL_SECONDS must be a number of seconds (0 turns the page cache off), not "${raw}".`);
  }
  if (ttl === 0) return undefined;
  return {
    ttlMs: ttl * 1000,
    graceMs: 5 * 60_000,
    maxEntries: 2000,
    maxBytes: 64 * 1024 * 1024,
    cacheable: isSharedPagePath,
  };
}

export type PageCache = MiddlewareHandler<CacheEnv> & {
  size(): number;
  /** The data under the pages changed: drop them, and keep no page whose render began before. */
  clear(): void;
  /** Resolves once every page being rendered is stored (or given up). */
  idle(): Promise<void>;
};

export function pageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const rendering = new Map<string, Promise<Entry | undefined>>();
  let bytes = 0;
  /** Raised by clear(): a render begun under an older one may show what changed, and is not kept. */
  let generation = 0;

  const store = (key: string, entry: Entry) => {
    const previous = entries.get(key);
    if (previous) bytes -= previous.gzipped.byteLength;
    entries.delete(key);
    entries.set(key, entry);
    bytes += entry.gzipped.byteLength;
    for (const [oldest, old] of entries) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= old.gzipped.byteLength;
    }
  };

  const middleware: MiddlewareHandler<CacheEnv> = async (c, next) => {
    if (c.req.method !== 'GET' || !options.cacheable(c.req.path)) return next();
    if (SESSION_COOKIES.some((name) => getCookie(c, name)) || mayBePreview(c.req.raw)) return next();
    const key = c.req.url;
    const accepted = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const serve = async (entry: Entry, state: 'hit' | 'stale') => {
      // Recently used: to the back of the eviction order.
      entries.delete(key);
      entries.set(key, entry);
      c.set('cspNonce', entry.nonce);
      const headers = new Headers(entry.headers);
      headers.set('x-page-cache', state);
      headers.set('age', String(Math.floor((now() - entry.storedAt) / 1000)));
      headers.set('vary', 'Accept-Encoding');
      if (!accepted) return new Response(new Uint8Array(await gunzip(entry.gzipped)), { status: 200, headers });
      headers.set('content-encoding', 'gzip');
      headers.set('content-length', String(entry.gzipped.byteLength));
      return new Response(new Uint8Array(entry.gzipped), { status: 200, headers });
    };

    const entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < options.ttlMs) return serve(entry, 'hit');
    const inFlight = rendering.get(key);
    if (inFlight) {
      // Someone is rendering this page: the expired copy now, or wait for theirs.
      if (entry && age < options.ttlMs + options.graceMs) return serve(entry, 'stale');
      const fresh = await inFlight;
      if (fresh) return serve(fresh, 'hit');
      return next();
    }

    let settle!: (entry: Entry | undefined) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const renderedUnder = generation;
    try {
      await next();
    } catch (error) {
      rendering.delete(key);
      settle(undefined);
      throw error;
    }
    const response = c.res;
    const cookies = response.headers.getSetCookie();
    const type = response.headers.get('content-type') ?? '';
    const storable =
      response.status === 200 &&
      response.body !== null &&
      STORABLE_TYPES.some((storable) => type.startsWith(storable)) &&
      !/\b(?:private|no-store)\b/.test(response.headers.get('cache-control') ?? '') &&
      cookies.every((cookie) => cookie.startsWith(`${WEB_ID_COOKIE}=`));
    if (!storable) {
      rendering.delete(key);
      settle(undefined);
      c.header('x-page-cache', 'bypass');
      return;
    }
    // The visitor gets the page as it streams; a copy is gathered, gzipped and kept.
    const [toVisitor, toCache] = response.body!.tee();
    const nonce = c.get('cspNonce');
    const headers: [string, string][] = [...response.headers].filter(
      ([name]) => !['set-cookie', 'content-length', 'content-encoding', 'transfer-encoding'].includes(name),
    );
    void new Response(toCache)
      .arrayBuffer()
      .then((html) => gzip(Buffer.from(html)))
      .then((gzipped) => {
        const fresh = { gzipped, headers, storedAt: now(), nonce };
        if (renderedUnder !== generation) return undefined;
        store(key, fresh);
        return fresh;
      })
      .catch(() => undefined)
      .then((fresh) => {
        rendering.delete(key);
        settle(fresh);
      });
    c.res = new Response(toVisitor, response);
    c.header('x-page-cache', 'miss');
  };
  return Object.assign(middleware, {
    size: () => entries.size,
    clear: () => {
      generation += 1;
      entries.clear();
      bytes = 0;
    },
    idle: async () => {
      while (rendering.size > 0) await Promise.all(rendering.values());
    },
  });
}
