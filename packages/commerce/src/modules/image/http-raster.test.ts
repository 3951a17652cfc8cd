import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageRoutes, type ImageRoutesOptions } from './http.js';

const TILE = '/products/jacket-2-1f4e79-front';
const CDN = '?$img-cache$&fmt=auto';
const ALL = 'image/avif,image/webp,*/*';

let root: string;
let dirs = 0;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'ridgeline-images-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A router on a cache folder of its own, counting the images it actually draws. */
function routes(
  options: Omit<ImageRoutesOptions, 'cacheDir' | 'onRender'> = {},
  cacheDir = path.join(root, String(dirs++)),
) {
  const counter = { renders: 0, cacheDir };
  const app = imageRoutes({ ...options, cacheDir, onRender: () => counter.renders++ });
  return { app, counter };
}

async function get(app: ReturnType<typeof imageRoutes>, url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => e.name);
}

describe('raster images', () => {
  it.each([
    [ALL, 'image/avif', 'heif'],
    ['image/webp', 'image/webp', 'webp'],
    ['*/*', 'image/jpeg', 'jpeg'],
  ])('fmt=auto with Accept %s answers %s', async (accept, contentType, decoded) => {
    const { app } = routes();
    const { response, body } = await get(app, `${TILE}${CDN}&w=200`, { accept });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(contentType);
    expect(response.headers.get('vary')).toBe('Accept');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect((await sharp(body).metadata()).format).toBe(decoded);
  });

  it('sends an explicit format whatever the Accept header, without Vary', async () => {
    const { app } = routes();
    const { response, body } = await get(app, `${TILE}?fmt=png&w=100`, { accept: ALL });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('vary')).toBeNull();
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 100, height: 105 });
  });

  it('snaps the width up to the allow-list and keeps the proportions', async () => {
    const { app } = routes();
    const { body } = await get(app, `${TILE}?fmt=webp&w=450`);
    expect(await sharp(body).metadata()).toMatchObject({ width: 480, height: 504 });
  });

  it('crops to an aspect at the snapped width', async () => {
    const { app } = routes();
    const square = await get(app, `${TILE}?fmt=webp&w=300&aspect=1:1`);
    expect(await sharp(square.body).metadata()).toMatchObject({ width: 320, height: 320 });
    const tile = await get(app, `${TILE}?fmt=jpg&w=600&aspect=496:521&q=60`);
    expect(await sharp(tile.body).metadata()).toMatchObject({ width: 600, height: 630 });
    const banner = await get(app, `${TILE}?fmt=webp&w=200&h=100`);
    expect(await sharp(banner.body).metadata()).toMatchObject({ width: 200, height: 100 });
  });

  it('draws swatches too, on white where JPEG has no transparency', async () => {
    const { app } = routes();
    const { response, body } = await get(app, '/swatches/ffcc00?fmt=jpg&w=100');
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(100);
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true); // the corner
    const centre = (50 * info.width + 50) * info.channels;
    expect(data[centre + 2]!).toBeLessThan(40); // #ffcc00 has no blue
  });

  it('serves a second request from disk without drawing again, even after a restart', async () => {
    const first = routes();
    const url = `${TILE}${CDN}&w=100`;
    const a = await get(first.app, url, { accept: 'image/webp' });
    const b = await get(first.app, url, { accept: 'image/webp' });
    expect(first.counter.renders).toBe(1);
    expect(b.body.equals(a.body)).toBe(true);
    expect(b.response.headers.get('etag')).toBe(a.response.headers.get('etag'));
    expect(await files(first.counter.cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{40}\.webp$/)]);

    const restarted = routes({}, first.counter.cacheDir);
    const c = await get(restarted.app, url, { accept: 'image/webp' });
    expect(restarted.counter.renders).toBe(0);
    expect(c.body.equals(a.body)).toBe(true);
    // A different quality is a different file.
    await get(restarted.app, `${url}&q=80`, { accept: 'image/webp' });
    expect(restarted.counter.renders).toBe(1);
  });

  it('answers 304 to a matching If-None-Match, keeping Vary and the cache header', async () => {
    const { app } = routes();
    const url = `${TILE}${CDN}&w=100`;
    const first = await get(app, url, { accept: '*/*' });
    const etag = first.response.headers.get('etag')!;
    const again = await get(app, url, { accept: '*/*', 'if-none-match': `"other", ${etag}` });
    expect(again.response.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.response.headers.get('etag')).toBe(etag);
    expect(again.response.headers.get('vary')).toBe('Accept');
    expect(again.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Another format behind the same URL has another tag.
    const webp = await get(app, url, { accept: 'image/webp', 'if-none-match': etag });
    expect(webp.response.status).toBe(200);
    expect(webp.response.headers.get('etag')).not.toBe(etag);
  });

  it('draws a variant once however many identical requests arrive together', async () => {
    const { app, counter } = routes();
    const url = `${TILE}${CDN}&w=320&aspect=496:521`;
    const results = await Promise.all(Array.from({ length: 6 }, () => get(app, url, { accept: 'image/webp' })));
    expect(counter.renders).toBe(1);
    expect(new Set(results.map((r) => r.response.status))).toEqual(new Set([200]));
    expect(new Set(results.map((r) => r.response.headers.get('etag'))).size).toBe(1);
    expect(await files(counter.cacheDir)).toHaveLength(1);
  });

  it('refuses new sizes with 503 while the render queue is full', async () => {
    const { app, counter } = routes({ maxWaiting: 1 });
    // The first, a large PNG, holds the one render slot far longer than the others take to queue.
    const urls = [`${TILE}?fmt=png&w=2560`, ...[100, 200, 320].map((w) => `${TILE}?fmt=jpg&w=${w}`)];
    const results = await Promise.all(urls.map((url) => get(app, url)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses).toEqual([200, 200, 503, 503]);
    expect(counter.renders).toBe(2);
    expect(results[2]!.response.headers.get('retry-after')).toBe('2');
    expect(JSON.parse(results[2]!.body.toString())).toMatchObject({ error: { code: 'busy' } });
  });

  it.each([
    'w=0',
    'w=2561',
    'w=big',
    'h=0',
    'fmt=gif',
    'fmt=auto&aspect=wide',
    'w=600&aspect=1:9',
    'w=600&h=600&aspect=1:1',
    'w=2560&aspect=1:4',
    'q=best',
  ])('?%s is a 400 with a message', async (query) => {
    const { app, counter } = routes();
    const { response, body } = await get(app, `${TILE}?$img-cache$&${query}`);
    expect(response.status).toBe(400);
    const error = JSON.parse(body.toString()) as { error: { code: string; message: string } };
    expect(error.error.code).toBe('invalid_input');
    expect(error.error.message.length).toBeGreaterThan(10);
    expect(counter.renders).toBe(0);
  });

  it.each(['/products/unicorn-0-123456-front', '/products/jacket-0-123456-top', '/swatches/red', '/logos/ridgeline'])(
    '%s with raster parameters is a JSON 404',
    async (pathname) => {
      const { app } = routes();
      const { response, body } = await get(app, `${pathname}${CDN}&w=600`);
      expect(response.status).toBe(404);
      expect(JSON.parse(body.toString())).toMatchObject({ error: { code: 'not_found' } });
    },
  );

  it('still serves the SVG, with its CSP, for no query, the cache flag alone, or fmt=svg', async () => {
    const { app, counter } = routes();
    for (const query of ['', '?$img-cache$', '?fmt=svg&w=600']) {
      const { response, body } = await get(app, `${TILE}${query}`);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(body.toString()).toMatch(/^<svg/);
    }
    expect(counter.renders).toBe(0);
  });
});
