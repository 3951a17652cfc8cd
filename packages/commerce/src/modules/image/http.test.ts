import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { imageRoutes } from './http.js';

const app = imageRoutes();

describe('image routes', () => {
  it('serves product artwork as SVG with an ETag and a year-long immutable cache', async () => {
    const response = await app.request('/products/jacket-2-1f4e79-front');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^".+"$/);
    const body = await response.text();
    expect(body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(body).toContain('#1f4e79');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await app.request('/products/boot-0-222222-side');
    const etag = first.headers.get('etag')!;
    const second = await app.request('/products/boot-0-222222-side', { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('draws different views differently', async () => {
    const front = await (await app.request('/products/pack-1-aa3300-front')).text();
    const back = await (await app.request('/products/pack-1-aa3300-back')).text();
    expect(front).not.toBe(back);
  });

  it('serves colour swatches', async () => {
    const response = await app.request('/swatches/ffcc00');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('#ffcc00');
  });

  it.each([
    '/products/unicorn-0-123456-front',
    '/products/jacket-0-zzzzzz-front',
    '/products/jacket-0-123456-top',
    '/swatches/red',
    '/nothing',
  ])('%s is a JSON 404', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBeTruthy();
  });

  it('answers its own 404 for anything under its mount point, whatever else the parent serves', async () => {
    const parent = new Hono();
    parent.route('/i', imageRoutes());
    parent.all('*', (c) => c.text('a page', 500));
    expect((await parent.request('/i/products/boot-0-222222-side')).status).toBe(200);
    for (const [method, path] of [
      ['GET', '/i/missing'],
      ['GET', '/i'],
      ['HEAD', '/i/nested/missing.png'],
      ['POST', '/i/products/boot-0-222222-side'],
    ] as const) {
      const response = await parent.request(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type'), `${method} ${path}`).toContain('application/json');
    }
  });
});
