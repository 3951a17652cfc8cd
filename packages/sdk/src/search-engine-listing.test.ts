import type { EngineProduct } from '@ridgeline/commerce/types';
import { describe, expect, it } from 'vitest';
import { engineFilters, engineSort, hitFromEngine } from './search-engine-listing.js';

const image = (link: string) => ({ link, disBaseLink: link, alt: 'x', title: 'x' });

const product: EngineProduct = {
  uniqueId: 'RL1',
  title: 'Summit Jacket',
  hitType: 'master',
  productUrl: '/p/summit-jacket',
  imageUrl: '/i/a.jpg',
  currency: 'USD',
  price: 90,
  priceMax: 120,
  listPrice: 150,
  isSale: true,
  isNew: false,
  colorId: 'BLK',
  techBadges: '01',
  rating: 4.5,
  reviewCount: 12,
  variationAttributes: [
    { id: 'color', name: 'Color', values: [{ value: 'BLK', name: 'Black', orderable: true }, { value: 'NAV', name: 'Navy', orderable: true }] },
  ],
  variants: [
    { variantId: 'v1', orderable: true, variationValues: { color: 'BLK', size: 'M' }, imageGroups: { large: [image('/i/b1.jpg')], swatch: [image('/i/bs.jpg')] } },
    { variantId: 'v2', orderable: true, variationValues: { color: 'BLK', size: 'L' }, imageGroups: { large: [image('/i/b1.jpg')], swatch: [image('/i/bs.jpg')] } },
    { variantId: 'v3', orderable: false, variationValues: { color: 'NAV', size: 'M' }, imageGroups: { large: [image('/i/n1.jpg')], swatch: [] } },
  ],
  variantTotal: 3,
};

describe('search-engine listing mapping', () => {
  it('writes refinements as engine filters', () => {
    expect(engineFilters({ c_color: 'BLK|NAV', price: '(50..100)', c_isSale: 'true', cgid: 'footwear', c_size: '' })).toEqual([
      'color:"BLK" OR color:"NAV"',
      'price:[50 TO 100]',
      'isSale:"true"',
      'categoryPathId:"footwear"',
    ]);
    expect(engineFilters({ c_color: 'B"L\\K' })).toEqual(['color:"BLK"']);
    expect(engineFilters({ price: 'cheap' })).toEqual([]);
  });

  it('maps sorts to engine expressions, relevance as the default', () => {
    expect(engineSort('best-matches')).toBeUndefined();
    expect(engineSort('price-high-to-low')).toBe('price desc');
    expect(engineSort('product-name-ascending')).toBe('title asc');
  });

  it('turns an engine product into a tile: slug, prices, badges, one image group per colour', () => {
    const hit = hitFromEngine(product, ['NAV']);
    expect(hit).toMatchObject({
      productId: 'RL1',
      productName: 'Summit Jacket',
      slugUrl: 'summit-jacket',
      price: 90,
      priceMax: 120,
      listPrice: 150,
      c_isSale: true,
      c_isNew: false,
      c_colorID: 'BLK',
      c_technologyGridBadge: '01',
      representedColor: 'NAV',
    });
    expect(hit.imageGroups.map((g) => [g.viewType, g.variationAttributes?.[0]?.values[0]?.value, g.images.length])).toEqual([
      ['large', 'BLK', 1],
      ['swatch', 'BLK', 1],
      ['large', 'NAV', 1],
    ]);
    expect(hitFromEngine(product, ['RED']).representedColor).toBeUndefined();
    expect(hitFromEngine({ ...product, variants: [], productUrl: '/product/RL1' }).imageGroups).toEqual([
      { viewType: 'large', images: [{ link: '/i/a.jpg', disBaseLink: '/i/a.jpg', alt: 'Summit Jacket', title: 'Summit Jacket' }] },
    ]);
  });
});
