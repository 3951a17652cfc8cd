import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { canonicalRedirects } from './redirects';

const app = new Hono();
app.use('*', canonicalRedirects());
app.all('*', (c) => c.text('page'));

async function visit(path: string, method = 'GET') {
  const response = await app.request(path, { method });
  return { status: response.status, location: response.headers.get('location') };
}

describe('canonical redirects', () => {
  it('drops a written-out default locale, keeping the query as sent', async () => {
    expect(await visit('/en-US/category/footwear?x=a,b')).toEqual({
      status: 301,
      location: '/category/footwear?x=a,b',
    });
  });
  it('strips the legacy default-site prefix', async () => {
    expect(await visit('/s/ridgeline/category/footwear')).toEqual({ status: 301, location: '/category/footwear' });
    expect(await visit('/s/rl/fr-CA/cart')).toEqual({ status: 301, location: '/fr-CA/cart' });
  });
  it('sends a bare locale to its home page', async () => {
    expect(await visit('/fr-CA')).toEqual({ status: 301, location: '/fr-CA/home' });
  });
  it('leaves canonical pages, the API, images and non-GET requests alone', async () => {
    for (const path of ['/', '/home', '/fr-CA/home', '/category/x', '/api/en-US/x', '/i/products/x']) {
      expect((await visit(path)).status, path).toBe(200);
    }
    expect((await visit('/en-US/cart', 'POST')).status).toBe(200);
  });
});
