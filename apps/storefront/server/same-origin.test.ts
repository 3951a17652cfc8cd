import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sameOriginWrites } from './same-origin.js';

const app = new Hono();
app.use('*', sameOriginWrites());
app.all('*', (c) => c.text('ok'));

const send = (method: string, headers: Record<string, string> = {}, path = '/product/RL1') =>
  app.request(`http://shop.test${path}`, { method, headers });

describe('sameOriginWrites', () => {
  it('lets reads through from anywhere', async () => {
    expect((await send('GET', { origin: 'https://evil.test' })).status).toBe(200);
  });

  it('accepts writes from the shop’s own pages', async () => {
    expect((await send('POST', { origin: 'http://shop.test' })).status).toBe(200);
    expect((await send('POST', { referer: 'http://shop.test/cart' })).status).toBe(200);
    expect((await send('POST', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('refuses writes from other sites or with no sign of where they come from', async () => {
    expect((await send('POST', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await send('POST', { origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' })).status).toBe(403);
    expect((await send('POST', { referer: 'https://evil.test/page' })).status).toBe(403);
    expect((await send('POST', { origin: 'null' })).status).toBe(403);
    expect((await send('DELETE')).status).toBe(403);
  });

  it('turns an identity provider’s form post to the social callback into a GET of it, and refuses the rest', async () => {
    const apple = { origin: 'https://appleid.apple.com', 'sec-fetch-site': 'cross-site' };
    const answer = await app.request('http://shop.test/social-callback', {
      method: 'POST',
      headers: { ...apple, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'c1', state: 's1', user: '{"name":{"firstName":"Ada"}}', extra: 'x' }),
    });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location')!, 'http://shop.test');
    expect(location.pathname).toBe('/social-callback');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      code: 'c1',
      state: 's1',
      user: '{"name":{"firstName":"Ada"}}',
    });
    expect(await answer.text()).not.toBe('ok');
    expect((await send('POST', apple, '/social-callback.data')).status).toBe(403);
    expect((await send('POST', apple, '/fr-CA/social-callback')).status).toBe(403);
    expect((await send('PUT', apple, '/social-callback')).status).toBe(403);
    expect((await send('POST', apple, '/social-login')).status).toBe(403);
  });

  it('lets a mail client’s one-click unsubscribe (RFC 8058) through to the unsubscribe page alone', async () => {
    const mailClient = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const path of ['/newsletter/unsubscribe?token=t', '/fr-CA/newsletter/unsubscribe?token=t']) {
      expect((await send('POST', mailClient, path)).status).toBe(200);
      expect((await send('POST', { ...mailClient, origin: 'https://mail.example' }, path)).status).toBe(200);
    }
    // It reaches the page without the foreign Origin (React Router refuses an action with one), body intact.
    const echo = new Hono();
    echo.use('*', sameOriginWrites());
    echo.post('*', async (c) => c.json({ origin: c.req.header('origin') ?? null, body: await c.req.text() }));
    const passed = await echo.request('http://shop.test/newsletter/unsubscribe?token=t', {
      method: 'POST',
      headers: { ...mailClient, origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await passed.json()).toEqual({ origin: null, body: 'List-Unsubscribe=One-Click' });
    // Only a POST, and only that page.
    expect((await send('DELETE', mailClient, '/newsletter/unsubscribe?token=t')).status).toBe(403);
    expect((await send('POST', mailClient, '/newsletter')).status).toBe(403);
    expect((await send('POST', mailClient, '/newsletter/unsubscribe/more')).status).toBe(403);
  });

  it('leaves the bearer-token API alone', async () => {
    expect((await send('POST', {}, '/api/shopper/sessions/guest')).status).toBe(200);
    expect((await send('POST', { origin: 'https://evil.test' }, '/api')).status).toBe(200);
  });

  it('guards images and static files like any other path: only the API is left alone', async () => {
    for (const path of [
      '/i/products/jacket-0-123456-front',
      '/i/missing',
      '/i',
      '/assets/entry.js',
      '/assets',
      '/apiary',
    ]) {
      expect((await send('POST', { origin: 'https://evil.test' }, path)).status, path).toBe(403);
      expect((await send('PUT', {}, path)).status, path).toBe(403);
      expect((await send('POST', { origin: 'http://shop.test' }, path)).status, path).toBe(200);
    }
  });
});
