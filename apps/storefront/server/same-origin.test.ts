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

  it('leaves the bearer-token API alone', async () => {
    expect((await send('POST', {}, '/api/shopper/sessions/guest')).status).toBe(200);
  });
});
