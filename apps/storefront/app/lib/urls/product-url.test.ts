import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { parseProductSlug, productSlugUrl, productUrl } from './product-url.js';
import { MULTI_SITE_CONFIG } from './test-configs.js';

describe('productUrl', () => {
  it('is /product/{id}, encoded, with the locale as configured', () => {
    expect(productUrl(APP_CONFIG, { id: '25592581M' })).toBe('/product/25592581M');
    expect(productUrl(APP_CONFIG, { productId: 'a b' }, { locale: 'fr-CA' })).toBe('/fr-CA/product/a%20b');
  });
});

describe('productSlugUrl', () => {
  it('is /p/{slug} when the product has a slug URL', () => {
    expect(productSlugUrl(APP_CONFIG, { id: '1', slugUrl: 'summit-jacket.html' })).toBe('/p/summit-jacket.html');
    expect(productSlugUrl(APP_CONFIG, { id: '1', c_slugUrl: 'c-first.html', slugUrl: 'plain.html' })).toBe(
      '/p/c-first.html',
    );
  });

  it('is /p/noslug-{productId}.html without a slug', () => {
    expect(productSlugUrl(APP_CONFIG, { productId: '25592581M', c_slugUrl: ' ' })).toBe('/p/noslug-25592581M.html');
    expect(productSlugUrl(MULTI_SITE_CONFIG, { id: '9' }, { site: 'ca', locale: 'fr-CA' })).toBe(
      '/ca/ca-fr/p/noslug-9.html',
    );
  });

  it('keeps path slugs, rebuilds their locale and never links off-site', () => {
    expect(productSlugUrl(APP_CONFIG, { id: '1', slugUrl: '/fr-CA/p/x.html' }, { locale: 'en-CA' })).toBe(
      '/en-CA/p/x.html',
    );
    expect(productSlugUrl(APP_CONFIG, { id: '1', slugUrl: '//evil.com/p/x' })).toBe('/evil.com/p/x');
    expect(productSlugUrl(APP_CONFIG, { id: '1', slugUrl: 'https://evil.com/p/x' })).toBe('/p/noslug-1.html');
  });
});

describe('parseProductSlug', () => {
  it('reads the product id from a noslug slug', () => {
    expect(parseProductSlug('noslug-25592581M.html')).toEqual({ productId: '25592581M' });
    expect(parseProductSlug('noslug-a%20b.html')).toEqual({ productId: 'a b' });
  });

  it('returns other slugs unchanged', () => {
    expect(parseProductSlug('summit-jacket.html')).toEqual({ slug: 'summit-jacket.html' });
    expect(parseProductSlug('noslug-.html')).toEqual({ slug: 'noslug-.html' });
    expect(parseProductSlug('noslug-%E0.html')).toEqual({ slug: 'noslug-%E0.html' });
  });

  it('round-trips with productSlugUrl', () => {
    const url = productSlugUrl(APP_CONFIG, { id: 'M/1 2' });
    expect(parseProductSlug(url.slice('/p/'.length))).toEqual({ productId: 'M/1 2' });
  });
});
