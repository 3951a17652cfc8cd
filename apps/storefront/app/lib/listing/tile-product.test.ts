import type { ProductSummary } from '@ridgeline/sdk';
import { describe, expect, it } from 'vitest';
import { toTileProduct } from './tile-product';

const image = (link: string) => ({ link, disBaseLink: link, alt: `alt ${link}`, title: `title ${link}` });
const colour = (value: string) => [{ id: 'color' as const, values: [{ value }] }];
const summary: ProductSummary = {
  productId: 'RL1',
  productName: 'Trail Jacket',
  slugUrl: 'trail-jacket-rl1',
  currency: 'USD',
  price: 99,
  priceMax: 129,
  listPrice: 149,
  image: image('/i/products/red-front'),
  imageGroups: [
    {
      viewType: 'large',
      variationAttributes: colour('RED'),
      images: [
        '/i/products/red-front',
        '/i/products/red_v',
        '/i/products/red-back',
        '/i/products/red-side',
        '/i/products/red-detail',
        '/i/products/red-extra',
      ].map(image),
    },
    { viewType: 'medium', variationAttributes: colour('RED'), images: [image('/i/products/red-front-m')] },
    { viewType: 'swatch', variationAttributes: colour('RED'), images: [image('/i/swatches/red')] },
    { viewType: 'large', variationAttributes: colour('BLU'), images: [image('/i/products/blu-front')] },
  ],
  variationAttributes: [
    {
      id: 'color',
      name: 'Color',
      values: [
        { value: 'RED', name: 'Red', orderable: true, swatch: image('/i/swatches/red') },
        { value: 'BLU', name: 'Blue', orderable: false },
      ],
    },
    { id: 'size', name: 'Size', values: [{ value: 'M', name: 'M', orderable: true }] },
  ],
  memberExclusive: { calloutMsg: 'Members save', callOutMessageDisplayPages: ['product'], calloutOpenAccount: true },
  c_styleNumber: '123',
  c_colorID: 'BLU',
  c_technologyGridBadge: '01|14',
  c_isNew: true,
  c_isSale: true,
  c_bvAverageRating: 4.5,
  c_bvReviewCount: 12,
};

describe('toTileProduct', () => {
  const tile = toTileProduct({ ...summary, representedColor: 'BLU' });

  it('keeps each colour’s carousel images only: large, without video stills, at most 4, links only', () => {
    expect(tile.imageGroups).toEqual([
      {
        viewType: 'large',
        variationAttributes: colour('RED'),
        images: ['/i/products/red-front', '/i/products/red-back', '/i/products/red-side', '/i/products/red-detail'].map(
          (link) => ({ link }),
        ),
      },
      { viewType: 'large', variationAttributes: colour('BLU'), images: [{ link: '/i/products/blu-front' }] },
    ]);
  });

  it('keeps swatch links, colour and size names and orderability', () => {
    expect(tile.variationAttributes).toEqual([
      {
        id: 'color',
        name: 'Color',
        values: [
          { value: 'RED', name: 'Red', orderable: true, swatch: { link: '/i/swatches/red' } },
          { value: 'BLU', name: 'Blue', orderable: false },
        ],
      },
      { id: 'size', name: 'Size', values: [{ value: 'M', name: 'M', orderable: true }] },
    ]);
  });

  it('keeps what the tile, its badges and compare show', () => {
    expect(tile).toMatchObject({
      productId: 'RL1',
      productName: 'Trail Jacket',
      slugUrl: 'trail-jacket-rl1',
      price: 99,
      priceMax: 129,
      listPrice: 149,
      c_colorID: 'BLU',
      c_technologyGridBadge: '01|14',
      c_isNew: true,
      c_isSale: true,
      c_bvAverageRating: 4.5,
      memberExclusive: summary.memberExclusive,
      representedColor: 'BLU',
      image: { link: '/i/products/red-front', alt: 'alt /i/products/red-front' },
    });
    expect(tile).not.toHaveProperty('c_bvReviewCount');
  });

  it('leaves out the fields the product does not have', () => {
    const bare = toTileProduct({ ...summary, price: undefined, priceMax: undefined, image: undefined });
    expect(Object.keys(bare)).not.toContain('price');
    expect(Object.keys(bare)).not.toContain('image');
    expect(Object.keys(bare)).not.toContain('representedColor');
  });

  it('sends far less than the whole summary', () => {
    expect(JSON.stringify(tile).length).toBeLessThan(JSON.stringify(summary).length / 2);
  });
});
