import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { webIdCookie } from './web-id.js';

const app = new Hono<{ Variables: { webId?: string } }>();
app.use('*', webIdCookie());
// A page answers a Response of its own, as React Router's request handler does.
app.get('*', (c) => new Response(`id ${c.get('webId') ?? 'none'}`, { headers: { 'content-type': 'text/html' } }));

const get = (path: string, cookie?: string) =>
  app.request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {});
const issued = (response: Response) => /^webid=([0-9a-f-]{36});/.exec(response.headers.get('set-cookie') ?? '')?.[1];

describe('the web id cookie (spec 1 §3)', () => {
  it('is issued on a page answered with a Response of its own, the same id the loaders saw', async () => {
    const response = await get('/c/jackets');
    const id = issued(response);
    expect(id).toBeDefined();
    expect(await response.text()).toBe(`id ${id}`);
    expect(response.headers.get('set-cookie')).toMatch(/Max-Age=31536000; Path=\/; SameSite=Lax$/);
  });

  it('keeps an id the shop issued and replaces anything else', async () => {
    const mine = '0df0027d-3a57-4319-9d07-954f46fa06b9';
    const kept = await get('/c/jackets', `webid=${mine}`);
    expect(kept.headers.get('set-cookie')).toBeNull();
    expect(await kept.text()).toBe(`id ${mine}`);
    expect(issued(await get('/c/jackets', 'webid=<script>'))).toBeDefined();
  });

  it('is not issued by the API, images or assets', async () => {
    for (const path of ['/api/products', '/i/x.webp', '/assets/app.js']) {
      expect((await get(path)).headers.get('set-cookie')).toBeNull();
    }
  });
});
