import { describe, expect, it, vi } from 'vitest';
import { MAX_PRODUCT_BLOCKS, productBlocksOf } from './product-blocks';

const block = (schema: string, deliveryId: string, fields: Record<string, unknown> = {}) => ({
  _meta: { schema, name: deliveryId, deliveryId },
  ...fields,
});

describe('productBlocksOf', () => {
  it('finds product carousels and recommendations at any depth, in document order, once each', () => {
    const carousel = block('product-carousel', 'c1', { categoryId: 'mens-clothing-jackets', maxSlides: 6 });
    const tree = block('home-page', 'home', {
      content: [
        block('hero-banner', 'h1'),
        block('personalised-slot', 's1', {
          content: [carousel, block('product-carousel', 'c2', { categoryId: 'footwear' })],
        }),
        block('product-recommendations', 'r1', {
          einsteinRecommender: 'viewed-also-viewed',
          einsteinRecommenderProductIds: ['RL100003'],
        }),
        carousel,
      ],
    });
    expect(productBlocksOf(tree)).toEqual([
      { kind: 'category', deliveryId: 'c1', categoryId: 'mens-clothing-jackets', limit: 6 },
      { kind: 'category', deliveryId: 'c2', categoryId: 'footwear', limit: 10 },
      {
        kind: 'recommendations',
        deliveryId: 'r1',
        recommender: 'viewed-also-viewed',
        productIds: ['RL100003'],
        categoryIds: [],
      },
    ]);
  });

  it('keeps a carousel within 1–10 slides and skips blocks without what they need', () => {
    const tree = [
      block('product-carousel', 'big', { categoryId: 'sale', maxSlides: 40 }),
      block('product-carousel', 'small', { categoryId: 'sale', maxSlides: 0 }),
      block('product-carousel', 'none', {}),
      block('product-recommendations', 'no-recommender', { einsteinRecommenderCategoryIds: ['sale'] }),
      { _meta: { schema: 'product-carousel' }, categoryId: 'no-id' },
    ];
    expect(productBlocksOf(tree).map((q) => [q.deliveryId, q.kind === 'category' ? q.limit : 0])).toEqual([
      ['big', 10],
      ['small', 1],
    ]);
  });

  it('logs a recommendations block with both product and category ids and leaves it out (spec 3 §5)', () => {
    const warn = vi.fn();
    const both = block('product-recommendations', 'r2', {
      einsteinRecommender: 'top-sellers',
      einsteinRecommenderProductIds: ['RL1'],
      einsteinRecommenderCategoryIds: ['sale'],
    });
    expect(productBlocksOf([both], warn)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('both product and category ids'), { deliveryId: 'r2' });
  });

  it('stops at the block limit and survives a cycle', () => {
    const many = Array.from({ length: 40 }, (_, i) => block('product-carousel', `c${i}`, { categoryId: 'sale' }));
    expect(productBlocksOf(many)).toHaveLength(MAX_PRODUCT_BLOCKS);
    const loop: Record<string, unknown> = block('slot', 'loop');
    loop.content = [loop, block('product-carousel', 'inside', { categoryId: 'sale' })];
    expect(productBlocksOf(loop).map((q) => q.deliveryId)).toEqual(['inside']);
  });
});
