// @vitest-environment happy-dom
import type { ProductSummary } from '@ridgeline/sdk';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendRecoActivity } from '~/lib/personalisation/recs-events';
import { renderInShop } from '~/test/render';
import { ContentBlocks } from '../content-blocks';
import { ContentEnvironmentContext, type BlockProducts } from '../content-environment';
import { ProductCarousel, ProductRecommendations, asksForBothIdKinds } from './product-blocks';

vi.mock('~/lib/personalisation/recs-events', () => ({ sendRecoActivity: vi.fn(), flagRecoClick: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

const product = (n: number) =>
  ({
    productId: `RL${n}`,
    productName: `Trail Jacket ${n}`,
    currency: 'USD',
    price: 100 + n,
    c_colorID: '010',
    c_technologyGridBadge: '',
    c_isNew: false,
    c_isSale: false,
    c_bvAverageRating: null,
    imageGroups: [],
    variationAttributes: [],
  }) as unknown as ProductSummary;

const carousel = {
  _meta: { schema: 'product-carousel', name: 'Jackets', deliveryId: 'pc-1' },
  categoryId: 'womens-jackets',
  headline: 'New jackets',
  maxSlides: 10,
  linkText: 'Shop all jackets',
  link: { value: { linkType: 'category', linkQuery: { id: 'womens-jackets' } } },
};
const recommendations = (ids: Record<string, string[] | undefined>) => ({
  _meta: { schema: 'product-recommendations', name: 'Recs', deliveryId: 'pr-1' },
  sectionHeader: 'You may also like',
  einsteinRecommender: 'top-sellers',
  ...ids,
});

describe('ProductCarousel (spec 3 §9: up to 10 slides, four skeletons)', () => {
  it('shows the first 10 products of the loader and the shop-all link', async () => {
    const products = Array.from({ length: 14 }, (_, i) => product(i + 1));
    renderInShop(<ContentBlocks blocks={[carousel]} products={{ 'pc-1': products }} />);
    const heading = await screen.findByRole('heading', { name: 'New jackets' }, { timeout: 15_000 });
    expect(heading.closest('section')!.querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('link', { name: 'Shop all jackets' }).getAttribute('href')).toBe('/c/womens-jackets/');
  }, 20_000);

  it('shows four skeletons while the products stream in, nothing without products', () => {
    const pending = new Promise<ProductSummary[] | null>(() => {});
    const inPage = (products: Record<string, BlockProducts | undefined>) => (
      <ContentEnvironmentContext.Provider value={{ showRaw: false, products }}>
        <ProductCarousel block={carousel as never} />
      </ContentEnvironmentContext.Provider>
    );
    renderInShop(inPage({ 'pc-1': pending }));
    const section = screen.getByRole('heading', { name: 'New jackets' }).closest('section')!;
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(section.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
    cleanup();
    // The loader found none, or gave nothing for this block: no carousel at all.
    for (const products of [{ 'pc-1': [] }, {}] as Record<string, BlockProducts | undefined>[]) {
      const { container: empty } = renderInShop(inPage(products));
      expect(empty.querySelector('section')).toBeNull();
      cleanup();
    }
  });
});

describe('ProductRecommendations (spec 3 §3.8, §5)', () => {
  it('logs and renders nothing when a block gives both product ids and category ids', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const both = recommendations({ einsteinRecommenderProductIds: ['RL1'], einsteinRecommenderCategoryIds: ['mens'] });
    expect(asksForBothIdKinds(both)).toBe(true);
    const { container } = renderInShop(<ProductRecommendations block={both as never} />);
    expect(container.textContent).toBe('');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('both product ids and category ids'));
  });

  it('shows the products found for product ids (or category ids) under the section header', async () => {
    for (const ids of [{ einsteinRecommenderProductIds: ['RL1'] }, { einsteinRecommenderCategoryIds: ['mens'] }]) {
      const block = recommendations(ids);
      expect(asksForBothIdKinds(block)).toBe(false);
      renderInShop(<ContentBlocks blocks={[block]} products={{ 'pr-1': [product(1), product(2)] }} />);
      const heading = await screen.findByRole('heading', { name: 'You may also like' }, { timeout: 15_000 });
      expect(heading.closest('section')!.querySelectorAll('li[aria-roledescription="slide"]')).toHaveLength(2);
      cleanup();
    }
  }, 30_000);

  it("sends a click event with the recommender's answer when the page says where events go", async () => {
    const answer = {
      recommenderName: 'top-sellers',
      recoUUID: '0b9d1c3e-8f61-4a39-9d36-3a1de7c1f1aa',
      displayMessage: '',
      recs: [product(1), product(2)].map((p) => ({ ...p, id: p.productId })),
    };
    renderInShop(
      <ContentBlocks
        blocks={[recommendations({ einsteinRecommenderCategoryIds: ['mens'] })]}
        products={{ 'pr-1': Promise.resolve(answer) }}
        recommendationEvents={{ siteId: 'ridgeline', clientId: 'client-1' }}
      />,
    );
    const slides = () => document.querySelectorAll('li[aria-roledescription="slide"]');
    // Four skeletons, then the answer's products once the promise settles.
    await expect.poll(() => slides().length, { timeout: 15_000 }).toBe(2);
    slides()[1]!.querySelector('a')!.click();
    expect(sendRecoActivity).toHaveBeenCalledWith('ridgeline', 'client-1', 'clickReco', {
      recommenderName: 'top-sellers',
      recoUUID: '0b9d1c3e-8f61-4a39-9d36-3a1de7c1f1aa',
      products: [{ id: 'RL2' }],
    });
  }, 20_000);
});
