import type { SearchSuggestions } from '@ridgeline/sdk';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { loadSuggestions } from './suggestions.server';

const fromCommerce: SearchSuggestions = {
  searchPhrase: 'jac',
  productSuggestions: { products: [] },
  categorySuggestions: { categories: [] },
  contentSuggestions: { content: [] },
  suggestedPhrases: [{ phrase: 'jacket', exactMatch: false }],
};

const keywords = ['jacket', 'jackets', 'jacquard', 'jack', 'jacks', 'jackal', 'jacinth'];

function contextWith(autosuggest: ReturnType<typeof vi.fn>) {
  return {
    commerce: { getSearchSuggestions: vi.fn(async () => fromCommerce) },
    searchEngine: { autosuggest },
    logger: { error: vi.fn() },
  } as unknown as AppLoadContext;
}

describe('loadSuggestions from the search engine', () => {
  it("asks the spec's counts (2 promoted, 7 keywords, 1 top query, 6 a bucket) and shows 5 phrases", async () => {
    const autosuggest = vi.fn(async () => ({
      searchMetaData: {},
      response: {
        numberOfProducts: 9,
        products: [
          ...keywords.map((autosuggest) => ({ doctype: 'KEYWORD_SUGGESTION', autosuggest })),
          { doctype: 'TOP_SEARCH_QUERIES', autosuggest: 'jacket liner' },
          { doctype: 'PROMOTED_SUGGESTION', autosuggest: 'rain jacket' },
        ],
      },
    }));
    const { suggestions, source } = await loadSuggestions(contextWith(autosuggest), {
      q: 'jac',
      locale: 'en-US',
      currency: 'USD',
    });
    expect(source).toBe('search-engine');
    expect(autosuggest).toHaveBeenCalledWith(
      expect.objectContaining({
        q: 'jac',
        promotedSuggestionCount: 2,
        keywordSuggestionsCount: 7,
        topQueriesCount: 1,
        inFieldsCount: 3,
        popularProductsCount: 4,
        bucketField: 'categoryPath',
        bucketLimit: 6,
      }),
      { throwErrors: true },
    );
    // Promoted, then top queries, then keywords: the engine lists keywords first, yet the best stay in.
    expect(suggestions.suggestedPhrases.map((p) => p.phrase)).toEqual([
      'rain jacket',
      'jacket liner',
      ...keywords.slice(0, 3),
    ]);
  });

  it('falls back to the commerce suggestions when the engine fails', async () => {
    const autosuggest = vi.fn(async () => {
      throw new Error('failed to fetch auto suggestions');
    });
    const context = contextWith(autosuggest);
    const { suggestions, source } = await loadSuggestions(context, { q: 'jac', locale: 'en-US', currency: 'USD' });
    expect(source).toBe('commerce');
    expect(suggestions).toBe(fromCommerce);
    expect(context.logger.error).toHaveBeenCalled();
  });
});
