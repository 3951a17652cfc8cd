import type { CommerceClient } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadBlockProducts } from './block-products.server';

/** Search hits as the engine answers them: with fields no tile shows (a description, every image size). */
const hits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    productId: `P${i}`,
    productName: `Product ${i}`,
    shortDescription: 'Not shown on a tile',
    imageGroups: [
      { viewType: 'small', images: [{ link: `/i/p${i}-small`, alt: '' }] },
      { viewType: 'large', images: [{ link: `/i/p${i}`, alt: '', title: 'A title no tile shows' }] },
    ],
    variationAttributes: [],
  }));
const block = (schema: string, deliveryId: string, fields: Record<string, unknown>) => ({
  _meta: { schema, name: deliveryId, deliveryId },
  ...fields,
});

function shop({ failCategory }: { failCategory?: string } = {}) {
  const client = {
    listProducts: vi.fn(async ({ categoryId }: { categoryId: string }) => {
      if (categoryId === failCategory) throw new Error('search down');
      return { hits: hits(10) };
    }),
    getRecommendations: vi.fn(async () => ({ recommenderName: 'top-sellers', recoUUID: 'u', recs: hits(3) })),
  };
  const context = {
    commerce: client as unknown as CommerceClient,
    logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
  } as unknown as AppLoadContext;
  return { client, context };
}

const request = new Request('https://shop.test/fr-CA/t/trail-guide');
const query = { locale: 'fr-CA', currency: 'CAD' as const };

describe('loadBlockProducts', () => {
  it('lists a category once for every carousel showing it, each cut to its own number of slides', async () => {
    const { client, context } = shop();
    const tree = [
      block('product-carousel', 'a', { categoryId: 'footwear', maxSlides: 4 }),
      block('product-carousel', 'b', { categoryId: 'footwear' }),
    ];
    const products = loadBlockProducts(request, context, query, tree);
    expect(((await products.a) as unknown[]).length).toBe(4);
    expect(((await products.b) as unknown[]).length).toBe(10);
    expect(client.listProducts).toHaveBeenCalledTimes(1);
    expect(client.listProducts).toHaveBeenCalledWith({ ...query, categoryId: 'footwear', limit: 10 });
  });

  it('cuts each product down to what its tile shows (the page carries them for hydration)', async () => {
    const { context } = shop();
    const products = loadBlockProducts(request, context, query, [
      block('product-carousel', 'a', { categoryId: 'footwear' }),
      block('product-recommendations', 'r', { einsteinRecommender: 'top-sellers' }),
    ]);
    const [first] = (await products.a) as Record<string, unknown>[];
    expect(first).toEqual({
      productId: 'P0',
      productName: 'Product 0',
      imageGroups: [{ viewType: 'large', images: [{ link: '/i/p0' }] }],
      variationAttributes: [],
    });
    const answer = (await products.r) as { recs: Record<string, unknown>[] };
    expect(answer.recs[0]).not.toHaveProperty('shortDescription');
  });

  it("answers a recommender's whole answer, asked with the block's products or categories", async () => {
    const { client, context } = shop();
    const tree = [
      block('product-recommendations', 'r', {
        einsteinRecommender: 'top-sellers',
        einsteinRecommenderCategoryIds: ['sale'],
      }),
    ];
    const products = loadBlockProducts(request, context, query, tree);
    expect(await products.r).toMatchObject({ recommenderName: 'top-sellers', recoUUID: 'u' });
    expect(client.getRecommendations).toHaveBeenCalledWith('ridgeline', 'top-sellers', {
      categories: [{ id: 'sale' }],
      ...query,
      limit: 10,
    });
  });

  it('gives null for a carousel whose products failed, and logs it', async () => {
    const { context } = shop({ failCategory: 'sale' });
    const products = loadBlockProducts(request, context, query, [
      block('product-carousel', 'x', { categoryId: 'sale' }),
    ]);
    expect(await products.x).toBeNull();
    expect(context.logger.error).toHaveBeenCalledTimes(1);
  });
});
