// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { lastViewedOf, readLastViewed, rememberLastViewed } from './last-viewed';
import { pageFactsOf, pageTypeOf } from './page-facts';

describe('page facts', () => {
  it('names the page type from its route, in every locale', () => {
    expect(
      [
        'home',
        'locale/home',
        'product-slug',
        'locale/category-slug-path',
        'search',
        'content',
        'cart',
        'checkout',
        'account-orders',
        'staff-login',
      ].map(pageTypeOf),
    ).toEqual(['home', 'home', 'product', 'category', 'search', 'content', 'cart', 'checkout', 'account', 'other']);
  });

  it('takes the product, the category and the search from the page', () => {
    expect(
      pageFactsOf(
        [
          { id: 'root', data: {} },
          { id: 'product-slug', data: { product: { id: 'RL1' } } },
        ],
        { pathname: '/p/x-rl1', search: '' },
      ),
    ).toEqual({
      pageType: 'product',
      path: '/p/x-rl1',
      productId: 'RL1',
    });
    expect(
      pageFactsOf([{ id: 'locale/category-slug', data: { category: { id: 'footwear' } } }], {
        pathname: '/fr-CA/c/chaussures',
        search: '',
      }),
    ).toMatchObject({
      pageType: 'category',
      categoryId: 'footwear',
    });
    expect(pageFactsOf([{ id: 'search', data: {} }], { pathname: '/search', search: '?q=+sun+hat+' })).toMatchObject({
      searchTerm: 'sun hat',
    });
  });
});

describe('the last viewed product', () => {
  it('is kept with its image, name and link; anything else is not read back', () => {
    const product = lastViewedOf(
      { product: { name: 'Trail Boot', imageGroups: [{ images: [{ link: '/i/p/1.jpg' }] }] } },
      '/p/trail-boot-rl1',
    );
    expect(product).toEqual({ prodImgSrc: '/i/p/1.jpg', prodName: 'Trail Boot', prodHref: '/p/trail-boot-rl1' });
    rememberLastViewed(product!);
    expect(readLastViewed()).toEqual(product);
    localStorage.setItem('lastViewedProduct', JSON.stringify({ ...product, prodHref: '//evil.example/' }));
    expect(readLastViewed()).toBeUndefined();
    localStorage.setItem('lastViewedProduct', '{not json');
    expect(readLastViewed()).toBeUndefined();
    expect(lastViewedOf({ product: { name: 'No image', imageGroups: [] } }, '/p/x')).toBeUndefined();
  });
});
