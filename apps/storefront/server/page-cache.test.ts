import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { setCookie } from 'hono/cookie';
import { describe, expect, it } from 'vitest';
import {
  isContentPagePath,
  isListingPath,
  isSharedPagePath,
  pageCache,
  pageCacheFromEnv,
  type PageCacheOptions,
} from './page-cache.js';
import { webIdCookie } from './web-id.js';

/** A shop whose pages count their renders; `gate` holds a render until released. */
function shop(overrides: Partial<PageCacheOptions> = {}) {
  let clock = 1_000_000;
  const renders: string[] = [];
  let gate: Promise<void> | undefined;
  const cache = pageCache({
    ttlMs: 60_000,
    graceMs: 300_000,
    maxEntries: 100,
    maxBytes: 10_000_000,
    cacheable: isListingPath,
    now: () => clock,
    ...overrides,
  });
  const app = new Hono();
  app.use('*', webIdCookie());
  app.use('*', compress());
  app.use('*', cache);
  app.get('*', async (c) => {
    renders.push(c.req.path);
    if (gate) await gate;
    if (c.req.query('status')) return c.html('<p>missing</p>', 404);
    if (c.req.query('cookie')) setCookie(c, 'other', 'x');
    if (c.req.query('private')) c.header('cache-control', 'private');
    if (c.req.query('json')) return c.json({ render: renders.length });
    // React Router's loader data for a client-side navigation.
    if (c.req.path.endsWith('.data'))
      return c.body(`[{"render":${renders.length}}]`, 200, { 'content-type': 'text/x-script' });
    return c.html(`<main>${c.req.path} render ${renders.length} ${'x'.repeat(2000)}</main>`);
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(path.startsWith('http') ? path : `http://shop.test${path}`, {
      headers: { 'accept-encoding': 'gzip', ...headers },
    });
  const text = async (response: Response) => {
    const body = Buffer.from(await response.arrayBuffer());
    return response.headers.get('content-encoding') === 'gzip' ? gunzipSync(body).toString() : body.toString();
  };
  return {
    get,
    text,
    renders,
    cache,
    hold: () => {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    advance: (ms: number) => (clock += ms),
  };
}

/** Waits for a condition the server reaches on its own (a request arriving at the page). */
async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 5_000) throw new Error('The condition was never met.');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the shared page cache (decision 029)', () => {
  it('renders a listing once and serves the same page gzipped to the next visitors, each with a web id of their own', async () => {
    const s = shop();
    const first = await s.get('/c/mens-clothing');
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const page = await s.text(first);
    await s.cache.idle();
    const second = await s.get('/c/mens-clothing');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await s.text(second)).toBe(page);
    expect(s.renders).toEqual(['/c/mens-clothing']);
    const ids = [first, second].map((r) => /webid=([0-9a-f-]{36})/.exec(r.headers.get('set-cookie') ?? '')?.[1]);
    expect(ids[0]).toBeDefined();
    expect(ids[1]).toBeDefined();
    expect(ids[1]).not.toBe(ids[0]);
    // A client without gzip gets the same page uncompressed.
    const plain = await s.get('/c/mens-clothing', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });

  it('keeps apart pages by address: locale, query and host', async () => {
    const s = shop();
    for (const path of ['/c/jackets', '/fr-CA/c/vestes', '/c/jackets?page=2', '/category/RL-JACKETS']) {
      await s.get(path);
      await s.cache.idle();
      expect(await s.text(await s.get(path))).toContain(`<main>${path.split('?')[0]} render`);
    }
    expect(s.renders).toHaveLength(4);
    // Another host (the Node server takes it from the Host header) is another page: a render for
    // a forged Host never reaches this host's visitors.
    const forged = await s.get('http://evil.test/c/jackets');
    expect(forged.headers.get('x-page-cache')).toBe('miss');
    expect(s.renders).toHaveLength(5);
  });

  it('never serves or stores a page for a shopper with a session', async () => {
    const s = shop();
    await s.get('/c/jackets');
    await s.cache.idle();
    for (const cookie of ['rl_shopper=token', 'rl_refresh=refresh']) {
      const own = await s.get('/c/jackets', { cookie });
      expect(own.headers.get('x-page-cache')).toBeNull();
    }
    expect(s.renders).toHaveLength(3);
  });

  it('stores only plain 200 pages: not errors, other cookies, private answers or other paths', async () => {
    const s = shop();
    for (const path of ['/c/a?status=404', '/c/a?cookie=1', '/c/a?private=1', '/c/a?json=1', '/p/boot', '/cart']) {
      await s.get(path);
      await s.cache.idle();
      await s.get(path);
    }
    expect(s.renders).toHaveLength(12);
    expect(s.cache.size()).toBe(0);
  });

  it('keeps a listing’s loader data for client-side navigation apart from its page', async () => {
    const s = shop();
    const first = await s.get('/c/a.data?_routes=routes%2Fcategory');
    expect(await s.text(first)).toBe('[{"render":1}]');
    await s.cache.idle();
    const second = await s.get('/c/a.data?_routes=routes%2Fcategory');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('text/x-script');
    expect(await s.text(second)).toBe('[{"render":1}]');
    expect(await s.text(await s.get('/c/a'))).toContain('<main>/c/a render 2');
    expect(s.renders).toEqual(['/c/a.data', '/c/a']);
  });

  it('collapses concurrent first visits into one render', async () => {
    const s = shop();
    const release = s.hold();
    const visits = Array.from({ length: 8 }, () => s.get('/c/jackets'));
    await until(() => s.renders.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const pages = await Promise.all((await Promise.all(visits)).map((r) => s.text(r)));
    expect(s.renders).toHaveLength(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('after the time to live, one visitor renders anew while the others get the expired page', async () => {
    const s = shop();
    await s.get('/c/jackets');
    await s.cache.idle();
    s.advance(61_000);
    const release = s.hold();
    const renewing = s.get('/c/jackets');
    await until(() => s.renders.length === 2);
    const meanwhile = await s.get('/c/jackets');
    expect(meanwhile.headers.get('x-page-cache')).toBe('stale');
    expect(await s.text(meanwhile)).toContain('render 1 ');
    release();
    expect(await s.text(await renewing)).toContain('render 2 ');
    await s.cache.idle();
    expect(await s.text(await s.get('/c/jackets'))).toContain('render 2 ');
    expect(s.renders).toHaveLength(2);
  });

  it('drops the least recently used pages beyond its bounds', async () => {
    const s = shop({ maxEntries: 2 });
    for (const path of ['/c/a', '/c/b']) {
      await s.get(path);
      await s.cache.idle();
    }
    await s.get('/c/a'); // a is now the most recently used
    await s.get('/c/c');
    await s.cache.idle();
    expect(s.cache.size()).toBe(2);
    expect((await s.get('/c/a')).headers.get('x-page-cache')).toBe('hit');
    expect((await s.get('/c/b')).headers.get('x-page-cache')).toBe('miss');
  });

  it('is configured by PAGE_CACHE_TTL_SECONDS: 60 by default, 0 for off, anything else refused', () => {
    expect(pageCacheFromEnv({})?.ttlMs).toBe(60_000);
    expect(pageCacheFromEnv({ PAGE_CACHE_TTL_SECONDS: '5' })?.ttlMs).toBe(5_000);
    expect(pageCacheFromEnv({ PAGE_CACHE_TTL_SECONDS: '0' })).toBeUndefined();
    expect(() => pageCacheFromEnv({ PAGE_CACHE_TTL_SECONDS: 'soon' })).toThrow(/PAGE_CACHE_TTL_SECONDS/);
  });

  it('knows a listing path', () => {
    const listings = [
      '/c/jackets',
      '/c/mens/jackets',
      '/en-CA/c/jackets',
      '/category/RL-1',
      '/fr-CA/c/mens/jackets.data',
    ];
    expect(listings.every(isListingPath)).toBe(true);
    expect(
      ['/p/boot', '/p/boot.data', '/', '/_root.data', '/cart', '/x/c/jackets', '/c/a.json'].some(isListingPath),
    ).toBe(false);
  });

  it('knows a content page path (decision 046)', () => {
    const pages = ['/', '/home', '/fr-CA', '/fr-CA/', '/en-CA/home', '/_root.data', '/home.data', '/t/trail-guide'];
    expect(pages.concat('/fr-CA/t/guides/layering.data', '/pfg/fishing', '/omni-max/x').every(isContentPagePath)).toBe(
      true,
    );
    const others = ['/p/boot', '/cart', '/account', '/x/home', '/t/', '/t/a.json', '/fr-CA/cart', '/search'];
    expect(others.some(isContentPagePath)).toBe(false);
    expect(['/c/jackets', '/t/trail-guide'].every(isSharedPagePath)).toBe(true);
  });
});

describe('pageCache and the Content-Security-Policy nonce', () => {
  it('serves a stored page with the policy of the nonce its scripts were rendered with', async () => {
    const { securityHeaders } = await import('./security-headers.js');
    const cache = pageCache({
      ttlMs: 60_000,
      graceMs: 300_000,
      maxEntries: 10,
      maxBytes: 1_000_000,
      cacheable: isListingPath,
    });
    const app = new Hono<{ Variables: { cspNonce?: string } }>();
    app.use('*', securityHeaders({ mode: 'production' }));
    app.use('*', cache);
    app.get('*', (c) => c.html(`<script nonce="${c.get('cspNonce')}">start()</script>`));
    const visit = async () => {
      const answer = await app.request('http://shop.test/c/tents');
      const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy')!)![1];
      return { nonce, body: await answer.text(), state: answer.headers.get('x-page-cache') };
    };
    const first = await visit();
    await cache.idle();
    const second = await visit();
    expect([first.state, second.state]).toEqual(['miss', 'hit']);
    expect(first.body).toBe(`<script nonce="${first.nonce}">start()</script>`);
    expect(second.body).toBe(first.body);
    expect(second.nonce).toBe(first.nonce);
  });
});

describe('pageCache.clear', () => {
  it('drops every stored page, and keeps no page whose render began before the change', async () => {
    const { get, renders, cache, hold } = shop();
    await get('/c/tents');
    await cache.idle();
    expect(cache.size()).toBe(1);
    cache.clear();
    expect(cache.size()).toBe(0);
    // A render under way when the data changes may show the old data: served, never stored.
    const release = hold();
    const during = get('/c/boots');
    await new Promise((resolve) => setTimeout(resolve, 10));
    cache.clear();
    release();
    expect((await during).status).toBe(200);
    await cache.idle();
    expect(cache.size()).toBe(0);
    await get('/c/boots');
    await cache.idle();
    expect(cache.size()).toBe(1);
    expect(renders).toEqual(['/c/tents', '/c/boots', '/c/boots']);
  });
});
