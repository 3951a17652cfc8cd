import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { silentLogger } from '@ridgeline/commerce';
import { describe, expect, it, vi } from 'vitest';
import { createStorefrontServer } from './app.js';

// The built pages exist only inside the Vite server build; these requests must never need them.
vi.mock('./production-build.js', () => ({ default: {} }));

const clientDir = mkdtempSync(path.join(tmpdir(), 'ridgeline-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'export {};');

/** The storefront with the engine elsewhere (nothing opened) and pages that fail: a 500 means a page was rendered. */
const { app } = await createStorefrontServer({
  build: () => Promise.reject(new Error('no page may be rendered for this path')),
  mode: 'production',
  // Relative, as server.js gives it.
  clientDir: path.relative(process.cwd(), clientDir),
  env: { COMMERCE_API_URL: 'http://127.0.0.1:9/api', PAGE_CACHE_TTL_SECONDS: '0' },
  logger: silentLogger,
});

const send = (pathname: string, init: RequestInit = {}) => app.request(`http://shop.test${pathname}`, init);
const crossSite = { origin: 'https://evil.test', 'content-type': 'application/x-www-form-urlencoded' };
const sameSite = { origin: 'http://shop.test', 'content-type': 'application/x-www-form-urlencoded' };

describe('storefront server: asset and image paths', () => {
  it('serves a built asset', async () => {
    const response = await send('/assets/entry-abc123.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('export {};');
  });

  it.each(['/assets/missing.js', '/assets', '/assets/nested/missing.css'])(
    'answers a missing %s with a plain 404, never a page',
    async (pathname) => {
      for (const method of ['GET', 'HEAD']) {
        const response = await send(pathname, { method });
        expect(response.status, method).toBe(404);
        expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
      }
      expect((await send(pathname, { method: 'POST', headers: sameSite, body: 'a=1' })).status).toBe(404);
    },
  );

  it.each(['/assets/missing.js', '/assets/entry-abc123.js', '/i/products/jacket-0-123456-front', '/i/missing', '/i'])(
    'refuses a cross-site POST to %s like any other path',
    async (pathname) => {
      const response = await send(pathname, { method: 'POST', headers: crossSite, body: 'a=1' });
      expect(response.status).toBe(403);
    },
  );
});
