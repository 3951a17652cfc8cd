import { serveCommerce } from '@ridgeline/commerce';
import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
let server: Awaited<ReturnType<typeof serveCommerce>>;
let clients: Record<'in-process' | 'http', CommerceClient>;

beforeAll(async () => {
  t = await createTestApi();
  server = await serveCommerce(t.api, { port: 0, host: '127.0.0.1' });
  clients = {
    'in-process': createCommerceClient({
      baseUrl: 'http://commerce.internal/api',
      fetch: (request) => {
        const url = new URL(request.url);
        url.pathname = url.pathname.replace(/^\/api/, '');
        return Promise.resolve(t.api.fetch(new Request(url, request)));
      },
    }),
    http: createCommerceClient({ baseUrl: `${server.url}/api` }),
  };
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe.each(['in-process', 'http'] as const)('the SDK %s', (mode) => {
  it('reads categories, lists and products', async () => {
    const client = clients[mode];
    const root = await client.getCategory('root', { locale: 'fr-CA', levels: 1 });
    expect(root.categories?.length).toBeGreaterThanOrEqual(5);
    const list = await client.listProducts({ locale: 'en-US', currency: 'CAD', categoryId: 'footwear', limit: 2 });
    expect(list.hits).toHaveLength(2);
    const product = await client.getProduct(list.hits[0]!.productId, { locale: 'en-US', currency: 'CAD' });
    expect(product.currency).toBe('CAD');
    const ids = list.hits.map((h) => h.productId).reverse();
    const byIds = await client.getProducts(ids, {
      locale: 'en-US',
      currency: 'CAD',
      allImages: true,
      perPricebook: true,
    });
    expect(byIds.data.map((p) => p.id)).toEqual(ids);
    expect(byIds.data[1]).toEqual(product);
  });

  it('raises the API error with its status, code and message', async () => {
    const error = await clients[mode].getProduct('NOPE', { locale: 'en-US', currency: 'USD' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceApiError);
    expect((error as CommerceApiError).status).toBe(404);
    expect((error as CommerceApiError).isNotFound).toBe(true);
    expect((error as CommerceApiError).message).toContain('NOPE');
  });
});

it('gives the same answers in-process and over HTTP', async () => {
  const query = { locale: 'fr-CA', currency: 'CAD' as const, categoryId: 'mens-clothing', limit: 5 };
  expect(await clients.http.listProducts(query)).toEqual(await clients['in-process'].listProducts(query));
});

it('serves images from the standalone engine', async () => {
  const response = await fetch(`${server.url}/i/products/hat-1-334455-front`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('svg');
});
