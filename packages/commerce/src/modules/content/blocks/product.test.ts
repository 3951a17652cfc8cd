import { describe, expect, it } from 'vitest';
import { BLOCK_EXAMPLES, exampleWith, issuesOf, stored } from './testing.js';

describe('product blocks (spec 3 §3.8)', () => {
  it('accepts every example', () => {
    for (const type of [
      'product-carousel',
      'product-recommendations',
      'product-detail-text',
      'product-detail-configuration',
    ] as const)
      expect(issuesOf(type, BLOCK_EXAMPLES[type]), type).toEqual([]);
  });

  it('product carousel: a category and up to 10 slides (spec 3 §9)', () => {
    expect(stored('product-carousel', { categoryId: 'mens-jackets' }).maxSlides).toBe(10);
    expect(issuesOf('product-carousel', { categoryId: 'mens-jackets', maxSlides: 11 })).toEqual([
      'maxSlides: at most 10',
    ]);
    expect(issuesOf('product-carousel', { headline: 'New' })).toEqual(['categoryId: required']);
    expect(issuesOf('product-carousel', { categoryId: 'mens jackets' })).toEqual([
      'categoryId: may only hold letters, digits, dot, dash and underscore',
    ]);
  });

  it('product recommendations: product ids or category ids, never both (spec 3 §5)', () => {
    expect(
      issuesOf('product-recommendations', {
        einsteinRecommender: 'top-sellers',
        einsteinRecommenderProductIds: ['RL100001'],
        einsteinRecommenderCategoryIds: ['mens-jackets'],
      }),
    ).toEqual(['einsteinRecommenderCategoryIds: give product ids or category ids, not both']);
    expect(
      issuesOf('product-recommendations', {
        einsteinRecommender: 'top-sellers',
        einsteinRecommenderProductIds: ['RL100001'],
        einsteinRecommenderCategoryIds: [],
      }),
    ).toEqual([]);
    expect(issuesOf('product-recommendations', { sectionHeader: 'You may like' })).toEqual([
      'einsteinRecommender: required',
    ]);
  });

  it('product-detail text: markdown kept, raw HTML stripped, and it may not be empty', () => {
    const body = stored('product-detail-text', {
      body: '## Fit\n\n<div onclick="x()">Runs *small*</div>; see <https://example.com/fit> if 1 < 2\n<!-- note --><iframe src="//x"></iframe>',
    });
    expect(body.body).toBe('## Fit\n\nRuns *small*; see <https://example.com/fit> if 1 < 2\n');
    expect(issuesOf('product-detail-text', { body: '' })).toEqual(['body: required']);
    expect(issuesOf('product-detail-text', { body: 'x'.repeat(20_001) })).toEqual(['body: at most 20000 characters']);
  });

  it('product-detail configuration: the eight flags default to true, and the three accordions open', () => {
    const body = stored('product-detail-configuration', { enableStylitics: false, enableOnModel: true });
    const flags = Object.keys(body).filter((key) => key.startsWith('enable'));
    expect(flags).toHaveLength(8);
    // Only the flag the author turned off is off.
    expect(flags.filter((flag) => body[flag] !== true)).toEqual(['enableStylitics']);
    expect(body.defaultExpandAccordions).toEqual(['features', 'product_details', 'gear_up_for_adventure']);
  });

  it('product-detail configuration: accordions the product page has, each once; flags true or false', () => {
    expect(
      issuesOf(
        'product-detail-configuration',
        exampleWith('product-detail-configuration', { defaultExpandAccordions: ['features', 'sizing'] }),
      ),
    ).toEqual([
      'defaultExpandAccordions.1: must be one of: features, product_details, fabric, shipping_and_returns, gear_up_for_adventure, reviews, questions',
    ]);
    expect(issuesOf('product-detail-configuration', { defaultExpandAccordions: ['features', 'features'] })).toEqual([
      'defaultExpandAccordions: lists an accordion twice',
    ]);
    expect(issuesOf('product-detail-configuration', { enableOnModel: 'yes' })).toEqual([
      'enableOnModel: must be true or false',
    ]);
  });
});
