import { APP_CONFIG } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { categoryUrl, categoryUrlCandidate, type CategoryLike } from './category-url.js';
import { MULTI_SITE_CONFIG } from './test-configs.js';

const ALL: Required<Omit<CategoryLike, 'custom_properties'>> & {
  custom_properties: { pageURL: string };
} = {
  id: 'mens',
  c_alternativeUrl: '/c/alternative/',
  c_pageURL: '/c/c-page/',
  pageURL: '/c/page/',
  c_slugUrl: '/c/c-slug/',
  slugUrl: '/c/slug/',
  c_url: '/c/c-url/',
  custom_properties: { pageURL: '/c/custom-page/' },
  URL: '/c/upper-url/',
  customUrl: '/c/custom-url/',
  url: '/c/url/',
};

// Each step removes the winning candidate, so each field's precedence is checked in turn.
const ORDER: Array<[keyof CategoryLike, string]> = [
  ['c_alternativeUrl', '/c/alternative/'],
  ['c_pageURL', '/c/c-page/'],
  ['pageURL', '/c/page/'],
  ['c_slugUrl', '/c/c-slug/'],
  ['slugUrl', '/c/slug/'],
  ['c_url', '/c/c-url/'],
  ['custom_properties', '/c/custom-page/'],
  ['URL', '/c/upper-url/'],
  ['customUrl', '/c/custom-url/'],
  ['url', '/c/url/'],
];

describe('categoryUrlCandidate precedence', () => {
  ORDER.forEach(([field, expected], index) => {
    it(`uses ${field} before the candidates after it`, () => {
      const category: CategoryLike = { ...ALL };
      for (const [earlier] of ORDER.slice(0, index)) {
        if (earlier !== 'id') delete category[earlier];
      }
      expect(categoryUrlCandidate(category)).toBe(expected);
    });
  });

  it('skips empty and blank candidates', () => {
    expect(
      categoryUrlCandidate({
        id: 'x',
        c_alternativeUrl: '',
        c_pageURL: '  ',
        pageURL: null,
        url: '/c/u/',
      }),
    ).toBe('/c/u/');
  });
});

describe('categoryUrl', () => {
  it('is /c/{categoryId}/ without a custom URL', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'mens-jackets' })).toBe('/c/mens-jackets/');
    expect(categoryUrl(APP_CONFIG, { id: 'mens jackets' }, { locale: 'fr-CA' })).toBe('/fr-CA/c/mens%20jackets/');
  });

  it('uses path candidates as given, with the locale as configured', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'x', slugUrl: '/c/mens/jackets/' })).toBe('/c/mens/jackets/');
    expect(categoryUrl(MULTI_SITE_CONFIG, { id: 'x', slugUrl: '/c/mens/' }, { site: 'ca', locale: 'ca-fr' })).toBe(
      '/ca/ca-fr/c/mens/',
    );
  });

  it('puts bare slugs under /c/', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'x', c_slugUrl: 'mens-jackets' })).toBe('/c/mens-jackets');
    expect(categoryUrl(APP_CONFIG, { id: 'x', c_slugUrl: 'c/mens-jackets/' })).toBe('/c/mens-jackets/');
  });

  it('keeps pages under /t/ there', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'x', c_pageURL: '/t/gift-guide/' })).toBe('/t/gift-guide/');
    expect(categoryUrl(APP_CONFIG, { id: 'x', c_pageURL: 't/gift-guide' }, { locale: 'en-CA' })).toBe(
      '/en-CA/t/gift-guide',
    );
  });

  it('replaces a locale or legacy site prefix already in the candidate', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'x', pageURL: '/fr-CA/c/mens/' }, { locale: 'en-CA' })).toBe('/en-CA/c/mens/');
    expect(categoryUrl(APP_CONFIG, { id: 'x', pageURL: '/s/ridgeline/c/mens/' })).toBe('/c/mens/');
  });

  it('reduces legacy-storefront URLs to app paths and leaves other sites untouched', () => {
    expect(
      categoryUrl(APP_CONFIG, {
        id: 'x',
        c_alternativeUrl: 'https://www.ridgeline.com/c/sale/?a=1',
      }),
    ).toBe('/c/sale/?a=1');
    expect(categoryUrl(APP_CONFIG, { id: 'x', c_alternativeUrl: 'https://brand.example/x' })).toBe(
      'https://brand.example/x',
    );
  });

  it('never yields a protocol-relative link from a path candidate', () => {
    expect(categoryUrl(APP_CONFIG, { id: 'x', url: '///c/mens/' })).toBe('/c/mens/');
    expect(categoryUrl(APP_CONFIG, { id: 'x', url: '/\\c/mens/' })).toBe('/c/mens/');
  });
});
