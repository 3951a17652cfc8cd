import type { EngineAutosuggestResponse } from '@ridgeline/commerce/types';
import { describe, expect, it } from 'vitest';
import { suggestionsFromEngine } from './search-engine-suggestions.js';

const product = (n: number, prices: [number, number] = [49, 49]) => ({
  doctype: 'POPULAR_PRODUCTS' as const,
  autosuggest: `Jacket ${n}`,
  uniqueId: `RL${n}`,
  title: `Jacket ${n}`,
  masterUrl: `/product/RL${n}`,
  productUrl: `/p/jacket-${n}`,
  minimumPrice: prices[0],
  maximumPrice: prices[1],
  isSale: false,
  imageUrl: `/i/products/jacket-${n}`,
  variants: [],
});

const response: EngineAutosuggestResponse = {
  searchMetaData: { queryParams: {}, queryTime: 1 } as unknown as EngineAutosuggestResponse['searchMetaData'],
  response: {
    numberOfProducts: 12,
    products: [
      { doctype: 'IN_FIELD', autosuggest: 'Jackets', categoryId: 'mens-jackets', parentCategoryName: 'Men' },
      { doctype: 'IN_FIELD', autosuggest: 'Vests' },
      { doctype: 'KEYWORD_SUGGESTION', autosuggest: 'jacket' },
      { doctype: 'TOP_SEARCH_QUERIES', autosuggest: 'rain jacket' },
      { doctype: 'TOP_SEARCH_QUERIES', autosuggest: 'jacket' },
      ...[1, 2, 3, 4, 5].map((n) => product(n, n === 2 ? [40, 60] : [49, 49])),
    ],
  },
  didYouMean: [{ suggestion: 'jackets' }],
};

describe('suggestions from the search engine', () => {
  const s = suggestionsFromEngine(response, {
    searchPhrase: 'Jacket',
    currency: 'USD',
    content: [
      { id: 'a', name: 'Layering' },
      { id: 'b', name: 'Rain gear' },
      { id: 'c', name: 'Care' },
    ],
  });

  it('keeps 4 products with their prices, links and images', () => {
    expect(s.productSuggestions.products.map((p) => p.productId)).toEqual(['RL1', 'RL2', 'RL3', 'RL4']);
    expect(s.productSuggestions.products[0]).toEqual({
      productId: 'RL1',
      productName: 'Jacket 1',
      slugUrl: '/p/jacket-1',
      currency: 'USD',
      price: 49,
      image: { link: '/i/products/jacket-1', disBaseLink: '/i/products/jacket-1', alt: 'Jacket 1', title: 'Jacket 1' },
    });
    expect(s.productSuggestions.products[1]).toMatchObject({ price: 40, priceMax: 60 });
  });

  it('takes categories from in-field entries that name one, phrases once each (top queries first), and did-you-mean', () => {
    expect(s.categorySuggestions.categories).toEqual([
      { id: 'mens-jackets', name: 'Jackets', parentCategoryName: 'Men' },
    ]);
    expect(s.suggestedPhrases).toEqual([
      { phrase: 'rain jacket', exactMatch: false },
      { phrase: 'jacket', exactMatch: true },
    ]);
    expect(s.didYouMean).toBe('jackets');
  });

  it('keeps 2 content items from the content search', () => {
    expect(s.contentSuggestions.content.map((c) => c.id)).toEqual(['a', 'b']);
    expect(s.searchPhrase).toBe('Jacket');
  });
});
