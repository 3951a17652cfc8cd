import { createApi, silentLogger, type Database } from '@ridgeline/commerce';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { honoPathRegex, methodLabel, routePatterns } from './route-pattern.js';

type Manifest = ServerBuild['routes'];
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) =>
  ({ id, parentId, path, index, module: {} }) as unknown as Manifest[string];

/** The shape of the shop's route table: pages twice, without a locale and under `:locale`. */
const pages: Manifest = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('robots', 'root', 'robots.txt'),
    route('home', 'root', undefined, true),
    route('product', 'root', 'product/:productId'),
    route('category-slug-path', 'root', 'c/:slug/*'),
    route('account', 'root', 'account'),
    route('account-profile', 'account', undefined, true),
    route('account-order', 'account', 'orders/:orderNo'),
    route('not-found', 'root', '*'),
    route('locale', 'root', ':locale'),
    route('locale/home', 'locale', undefined, true),
    route('locale/product', 'locale', 'product/:productId'),
    route('locale/not-found', 'locale', '*'),
  ].map((r) => [r!.id, r]),
);

const api = createApi({ db: {} as Database, logger: silentLogger, social: {} });
const patternOf = routePatterns({ pages, api: api.routes, fixed: ['/client-errors'] });

describe('routePatterns', () => {
  it('names a page by its route pattern, with or without a locale, and its loader data alike', () => {
    expect(patternOf('GET', '/')).toBe('/');
    expect(patternOf('GET', '/product/RL100001')).toBe('/product/:productId');
    expect(patternOf('GET', '/product/RL100002')).toBe('/product/:productId');
    expect(patternOf('GET', '/fr-CA/product/RL100001')).toBe('/:locale/product/:productId');
    expect(patternOf('GET', '/fr-CA')).toBe('/:locale');
    expect(patternOf('GET', '/c/mens/jackets/rain')).toBe('/c/:slug/*');
    expect(patternOf('GET', '/account/orders/00012')).toBe('/account/orders/:orderNo');
    expect(patternOf('GET', '/product/RL100001.data')).toBe('/product/:productId.data');
    expect(patternOf('GET', '/_.data')).toBe('/.data');
    expect(patternOf('GET', '/_root.data')).toBe('/.data');
    expect(patternOf('GET', '/robots.txt')).toBe('/robots.txt');
  });

  it('puts paths no page has under a route that matches any, so a bot probing paths adds no label', () => {
    // One segment is a locale until the locale route says otherwise (404), as React Router matches it.
    expect(patternOf('GET', '/wp-login.php')).toBe('/:locale');
    expect(patternOf('GET', '/.env')).toBe('/:locale');
    expect(patternOf('GET', '/wp-admin/setup-config.php')).toBe('/:locale/*');
    expect(patternOf('GET', '/fr-CA/wp-admin/x')).toBe('/:locale/*');
  });

  it("names an API call by the engine's own route pattern", () => {
    expect(patternOf('GET', '/api/health')).toBe('/api/health');
    expect(patternOf('HEAD', '/api/health')).toBe('/api/health');
    expect(patternOf('GET', '/api/products/RL100001')).toBe('/api/products/:id');
    expect(patternOf('POST', '/api/shopper/sessions/guest')).toBe('/api/shopper/sessions/guest');
    expect(patternOf('GET', '/api/nothing/here/at/all')).toBe('/api/*');
    expect(patternOf('DELETE', '/api/health')).toBe('/api/*');
  });

  it('groups images and assets, and counts the server’s own endpoints as they are', () => {
    expect(patternOf('GET', '/i/products/parka-3.avif')).toBe('/i/*');
    expect(patternOf('GET', '/assets/entry.client-abc123.js')).toBe('/assets/*');
    expect(patternOf('POST', '/client-errors')).toBe('/client-errors');
  });

  it('without the engine in process, names every API call /api/*', () => {
    const remote = routePatterns({ pages });
    expect(remote('GET', '/api/products/RL100001')).toBe('/api/*');
  });
});

describe('honoPathRegex', () => {
  it('reads parameters, constrained parameters, optional parameters and wildcards', () => {
    expect(honoPathRegex('/products/:id').test('/products/RL1')).toBe(true);
    expect(honoPathRegex('/products/:id').test('/products/RL1/images')).toBe(false);
    expect(honoPathRegex('/files/:name{.+\\.png}').test('/files/a/b.png')).toBe(true);
    expect(honoPathRegex('/files/:name{.+\\.png}').test('/files/a/b.jpg')).toBe(false);
    expect(honoPathRegex('/orders/:no?').test('/orders')).toBe(true);
    expect(honoPathRegex('/docs/*').test('/docs/swagger.css')).toBe(true);
    expect(honoPathRegex('/a.b').test('/aXb')).toBe(false);
  });
});

describe('methodLabel', () => {
  it('keeps HTTP’s methods and folds any other token into OTHER', () => {
    expect(methodLabel('get')).toBe('GET');
    expect(methodLabel('PROPFIND')).toBe('OTHER');
  });
});
