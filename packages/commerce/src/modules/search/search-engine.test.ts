import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import type { ProductSearchHit, ProductSearchResult, SearchSuggestions } from './contract.js';
import {
  categoryFromPath,
  refineFromFilters,
  refinementsFromFacets,
  sortFromEngine,
  toEngineAutosuggest,
  toEngineSearch,
} from './search-engine.js';

const meta = { status: 0 as const, queryTime: 3, queryParams: { q: 'jacket' } };
const image = (link: string) => ({ link, disBaseLink: link, alt: 'a', title: 'a' });

const hit: ProductSearchHit = {
  productId: 'RL1',
  productName: 'Summit Jacket',
  hitType: 'master',
  slugUrl: 'summit-jacket-rl1',
  currency: 'USD',
  price: 99,
  priceMax: 119,
  listPrice: 129,
  image: image('/i/1-black-front'),
  imageGroups: [
    { viewType: 'large', variationAttributes: [{ id: 'color', values: [{ value: '010' }] }], images: [image('/i/1-black-front')] },
    { viewType: 'swatch', variationAttributes: [{ id: 'color', values: [{ value: '010' }] }], images: [image('/i/s/black')] },
    { viewType: 'large', variationAttributes: [{ id: 'color', values: [{ value: '427' }] }], images: [image('/i/1-navy-front')] },
  ],
  variationAttributes: [],
  variants: [
    { productId: 'RL1-010-M', variationValues: { color: '010', size: 'M' }, orderable: true, price: 99, listPrice: 129, upc: '1' },
    { productId: 'RL1-010-L', variationValues: { color: '010', size: 'L' }, orderable: false, price: 99, upc: '2' },
    { productId: 'RL1-427-M', variationValues: { color: '427', size: 'M' }, orderable: true, price: 119, upc: '3' },
  ],
  c_styleNumber: 'S1',
  c_colorID: '010|427',
  c_technologyGridBadge: '01',
  c_isNew: true,
  c_isSale: true,
  c_bvAverageRating: 4.5,
  c_bvReviewCount: 12,
};

const result: ProductSearchResult = {
  query: 'jacket',
  total: 31,
  limit: 12,
  offset: 12,
  hits: [hit],
  refinements: [
    { attributeId: 'cgid', label: 'Category', values: [{ value: 'mens-clothing', label: "Men's Clothing", hitCount: 20 }] },
    { attributeId: 'c_color', label: 'Color', values: [{ value: '010', label: 'Black', hitCount: 9, presentationId: '1c1c1e' }] },
    { attributeId: 'price', label: 'Price', values: [{ value: '(50..100)', label: '$50 - $100', hitCount: 7 }] },
  ],
  selectedRefinements: {},
  sortingOptions: [],
  selectedSortingOption: 'best-matches',
  searchPhraseSuggestions: { suggestedPhrases: [{ phrase: 'jackets', exactMatch: false }] },
};

describe('engine requests', () => {
  it('reads filters into refinements: OR within a field, all filters apply, price as a range', () => {
    expect(
      refineFromFilters(['color:"010" OR color:"427"', 'price:[50 TO 100]', 'isSale:"true"', 'categoryPathId:"footwear"', 'v_color:"100"']),
    ).toEqual({ c_color: '010|427|100', price: '(50..100)', c_isSale: 'true', cgid: 'footwear' });
  });

  it.each([
    ['brand:"Ridgeline"', /Unknown filter field "brand"/],
    ['color:010', /is not field:"value"/],
    ['color:"010" OR size:"M"', /mixes fields/],
    ['size:[1 TO 2]', /only price takes a range/],
  ])('refuses the filter %s', (filter, message) => {
    expect(() => refineFromFilters([filter])).toThrow(InvalidInputError);
    expect(() => refineFromFilters([filter])).toThrow(message);
  });

  it('reads the category path of a browse', () => {
    expect(categoryFromPath('categoryPathId:"mens-clothing"')).toBe('mens-clothing');
    expect(categoryFromPath('categoryPath:"footwear"')).toBe('footwear');
    expect(categoryFromPath('sale')).toBe('sale');
    expect(() => categoryFromPath('categoryPath:"Men>Jackets"')).toThrow(/does not name a category/);
  });

  it('maps the engine’s sorts and the storefront’s sort map onto ours', () => {
    expect(sortFromEngine(undefined)).toBe('best-matches');
    expect(sortFromEngine('relevance')).toBe('best-matches');
    expect(sortFromEngine('price  asc')).toBe('price-low-to-high');
    expect(sortFromEngine('price desc')).toBe('price-high-to-low');
    expect(sortFromEngine('title desc')).toBe('product-name-descending');
    expect(sortFromEngine('most-popular-7day')).toBe('top-rated');
    expect(sortFromEngine('newest')).toBe('newest');
    expect(() => sortFromEngine('sales desc')).toThrow(/Unknown sort "sales desc"/);
  });
});

describe('engine responses', () => {
  const response = toEngineSearch(result, meta, 2);

  it('carries count, start and products with variants (capped) and their images', () => {
    expect(response.response).toMatchObject({ numberOfProducts: 31, start: 12 });
    const product = response.response.products[0]!;
    expect(product).toMatchObject({ uniqueId: 'RL1', title: 'Summit Jacket', productUrl: '/p/summit-jacket-rl1', price: 99, isSale: true, variantTotal: 3 });
    expect(product.variants).toHaveLength(2);
    expect(product.variants[0]).toEqual({
      variantId: 'RL1-010-M',
      salePrice: 99,
      listPrice: 129,
      orderable: true,
      variationValues: { color: '010', size: 'M' },
      imageGroups: { large: [image('/i/1-black-front')], swatch: [image('/i/s/black')] },
    });
  });

  it('lists facets the engine’s way, price as a range, and maps back to the same refinements', () => {
    expect(response.facets.text.list.map((f) => f.facetName)).toEqual(['cgid', 'c_color']);
    expect(response.facets.range.list[0]).toMatchObject({ facetName: 'price', values: ['(50..100)', 7], labels: ['$50 - $100'] });
    expect(refinementsFromFacets(response.facets)).toEqual(
      result.refinements.map((r) => ({ ...r, values: r.values.map(({ value, label, hitCount }) => ({ value, label, hitCount })) })),
    );
    expect(response.didYouMean).toEqual([{ suggestion: 'jackets' }]);
  });

  it('sorts autosuggest entries by kind and honours every count', () => {
    const suggestions: SearchSuggestions = {
      searchPhrase: 'jac',
      productSuggestions: { products: [] },
      categorySuggestions: {
        categories: [
          { id: 'a', name: 'Jackets', parentCategoryName: "Men's" },
          { id: 'b', name: 'Jackets' },
        ],
      },
      contentSuggestions: { content: [] },
      suggestedPhrases: ['jacket', 'jacquard', 'jackets'].map((phrase) => ({ phrase, exactMatch: false })),
      didYouMean: 'jacket',
    };
    const counts = { inFields: 1, promoted: 2, keywords: 7, topQueries: 1, popularProducts: 4 };
    const auto = toEngineAutosuggest(suggestions, { ...result, hits: [hit, { ...hit, productId: 'RL2' }] }, counts, meta, true);
    expect(auto.response.products.map((p) => p.doctype)).toEqual([
      'IN_FIELD',
      'KEYWORD_SUGGESTION',
      'KEYWORD_SUGGESTION',
      'TOP_SEARCH_QUERIES',
      'POPULAR_PRODUCTS',
      'POPULAR_PRODUCTS',
    ]);
    expect(auto.response.products[3]).toMatchObject({ autosuggest: 'jacket' });
    expect(auto.response.products[4]).toMatchObject({
      uniqueId: 'RL1',
      minimumPrice: 99,
      maximumPrice: 119,
      variants: [
        { variantId: 'RL1-010-M', color: '010', v_imageUrl: '/i/1-black-front' },
        { variantId: 'RL1-427-M', color: '427', v_imageUrl: '/i/1-navy-front' },
      ],
    });
    expect(auto.didYouMean).toEqual([{ suggestion: 'jacket' }]);
    expect(toEngineAutosuggest(suggestions, undefined, counts, meta, false).didYouMean).toBeUndefined();
  });

  it('keeps at most bucket.limit in-field suggestions per category path', () => {
    const categories = [
      { id: 'm1', name: 'Jackets', parentCategoryName: "Men's" },
      { id: 'm2', name: 'Fleece', parentCategoryName: "Men's" },
      { id: 'w1', name: 'Jackets', parentCategoryName: "Women's" },
      { id: 'm3', name: 'Vests', parentCategoryName: "Men's" },
    ];
    const suggestions: SearchSuggestions = {
      searchPhrase: 'jac',
      productSuggestions: { products: [] },
      categorySuggestions: { categories },
      contentSuggestions: { content: [] },
      suggestedPhrases: [],
    };
    const counts = { inFields: 3, promoted: 2, keywords: 7, topQueries: 1, popularProducts: 0 };
    const ids = (perBucket?: number) =>
      toEngineAutosuggest(suggestions, undefined, { ...counts, ...(perBucket ? { perBucket } : {}) }, meta, false)
        .response.products.map((p) => (p.doctype === 'IN_FIELD' ? p.categoryId : undefined));
    expect(ids()).toEqual(['m1', 'm2', 'w1']);
    expect(ids(1)).toEqual(['m1', 'w1']);
    expect(ids(2)).toEqual(['m1', 'm2', 'w1']);
  });
});
