import { describe, expect, it } from 'vitest';
import {
  cacheNames,
  isAssetUrl,
  isImageUrl,
  isKeptDataUrl,
  isKeptPagePath,
  isRouteManifestUrl,
  isSignOut,
  localeOfPath,
  mayKeep,
  offlinePagePath,
} from './cache-rules';

const LOCALES = ['en-US', 'en-CA', 'fr-CA'];
const url = (path: string) => new URL(path, 'https://shop.test');

describe('which pages are kept for offline reading', () => {
  it.each([
    '/',
    '/home',
    '/fr-CA',
    '/fr-CA/',
    '/en-CA/home',
    '/c/mens-clothing',
    '/c/mens/jackets/',
    '/category/footwear',
    '/product/RL100001',
    '/p/summit-shell',
    '/search',
    '/t/trail-guide',
    '/fr-CA/t/trail-guide',
    '/pfg/fishing',
    '/store-locator',
    '/international',
  ])('keeps the catalogue and content page %s', (path) => expect(isKeptPagePath(path)).toBe(true));

  it.each([
    '/account',
    '/account/orders',
    '/fr-CA/account/addresses',
    '/cart',
    '/checkout',
    '/checkout/confirmation/00001',
    '/login',
    '/logout',
    '/registration',
    '/reset-password',
    '/reset-password-landing',
    '/passwordless-login-landing',
    '/callback',
    '/social-callback',
    '/staff/login',
    '/visualization/hub/item',
    '/preview/rl_preview_x',
    '/membership',
    '/dev/mailbox',
    '/api/products',
    '/some/mapped-url',
    '/c/jackets.data',
  ])('never keeps %s', (path) => expect(isKeptPagePath(path)).toBe(false));

  it("keeps a kept page's data for in-app navigation, not another's", () => {
    expect(isKeptDataUrl(url('/c/jackets.data?_routes=category-slug'))).toBe(true);
    expect(isKeptDataUrl(url('/_root.data'))).toBe(true);
    expect(isKeptDataUrl(url('/fr-CA.data'))).toBe(true);
    expect(isKeptDataUrl(url('/account/orders.data'))).toBe(false);
    expect(isKeptDataUrl(url('/checkout.data'))).toBe(false);
    expect(isKeptDataUrl(url('/c/jackets'))).toBe(false);
  });

  it('tells route discovery, built assets and pictures apart', () => {
    expect(isRouteManifestUrl(url('/__manifest?paths=%2Fc&version=1'))).toBe(true);
    expect(isAssetUrl(url('/assets/root-abc.js'))).toBe(true);
    expect(isAssetUrl(url('/api/assets'))).toBe(false);
    expect(isImageUrl(url('/i/products/tent.webp'), '')).toBe(true);
    expect(isImageUrl(url('/anything'), 'image')).toBe(true);
    expect(isImageUrl(url('/media/first-light.mp4'), 'video')).toBe(false);
  });
});

describe('which answers are kept', () => {
  const answer = (status: number, cacheControl?: string, type: ResponseType = 'basic') => ({
    status,
    type,
    headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
  });

  it('keeps a 200 unless it says no-store', () => {
    expect(mayKeep(answer(200))).toBe(true);
    expect(mayKeep(answer(200, 'private, no-cache'))).toBe(true);
    expect(mayKeep(answer(200, 'private, no-store'))).toBe(false);
    expect(mayKeep(answer(200, 'no-store'))).toBe(false);
  });

  it('never keeps errors, redirects or opaque answers', () => {
    expect(mayKeep(answer(404))).toBe(false);
    expect(mayKeep(answer(503))).toBe(false);
    expect(mayKeep(answer(0, undefined, 'opaqueredirect'))).toBe(false);
    expect(mayKeep(answer(200, undefined, 'opaque'))).toBe(false);
  });
});

describe('signing out, locales and the offline page', () => {
  it('sees a sign-out in any locale, by page or data request, posted only', () => {
    expect(isSignOut(url('/logout'), 'POST')).toBe(true);
    expect(isSignOut(url('/fr-CA/logout.data'), 'POST')).toBe(true);
    expect(isSignOut(url('/logout'), 'GET')).toBe(false);
    expect(isSignOut(url('/staff/logout'), 'POST')).toBe(false);
  });

  it("answers with the offline page of the path's locale", () => {
    expect(localeOfPath('/fr-CA/c/x', LOCALES)).toBe('fr-CA');
    expect(localeOfPath('/xx-YY/c/x', LOCALES)).toBeUndefined();
    expect(offlinePagePath('/fr-CA/c/x', LOCALES, 'en-US')).toBe('/offline/fr-CA.html');
    expect(offlinePagePath('/en-CA', LOCALES, 'en-US')).toBe('/offline/en-CA.html');
    expect(offlinePagePath('/c/x', LOCALES, 'en-US')).toBe('/offline/en-US.html');
  });

  it("names a build's caches after it; images keep across builds", () => {
    expect(cacheNames('b1').pages).toBe('ridgeline-pages-b1');
    expect(cacheNames('b2').pages).not.toBe(cacheNames('b1').pages);
    expect(cacheNames('b2').images).toBe(cacheNames('b1').images);
  });
});
