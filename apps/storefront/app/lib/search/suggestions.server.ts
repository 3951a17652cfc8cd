import { AUTOSUGGEST_COUNTS, QUICK_SEARCH_COUNTS, suggestionsFromEngine, type SearchSuggestions } from '@ridgeline/sdk';
import type { CurrencyCode } from '@ridgeline/config';
import type { AppLoadContext } from 'react-router';

type SuggestionQuery = { q: string; locale: string; currency: CurrencyCode };

/**
 * Quick-search suggestions (spec 2 §3): from the search-engine service's autosuggest when it feeds
 * the listings (its products, categories and phrases; content still from the content search), else
 * the commerce API's suggestions. A failing engine is logged and the commerce API answers.
 */
export async function loadSuggestions(
  context: AppLoadContext,
  query: SuggestionQuery,
): Promise<{ suggestions: SearchSuggestions; source: 'commerce' | 'search-engine' }> {
  const commerce = context.commerce.getSearchSuggestions(query);
  if (!context.searchEngine) return { suggestions: await commerce, source: 'commerce' };
  try {
    const [engine, fromCommerce] = await Promise.all([
      context.searchEngine.autosuggest(
        {
          ...query,
          inFieldsCount: QUICK_SEARCH_COUNTS.categories,
          promotedSuggestionCount: AUTOSUGGEST_COUNTS.promoted,
          keywordSuggestionsCount: AUTOSUGGEST_COUNTS.keywords,
          topQueriesCount: AUTOSUGGEST_COUNTS.topQueries,
          popularProductsCount: QUICK_SEARCH_COUNTS.products,
          bucketField: AUTOSUGGEST_COUNTS.bucketField,
          bucketLimit: AUTOSUGGEST_COUNTS.bucketLimit,
          spellcheck: true,
        },
        { throwErrors: true },
      ),
      commerce.catch(() => undefined),
    ]);
    const suggestions = suggestionsFromEngine(engine!, {
      searchPhrase: query.q,
      currency: query.currency,
      content: fromCommerce?.contentSuggestions.content ?? [],
    });
    return { suggestions, source: 'search-engine' };
  } catch (error) {
    context.logger.error({
      msg: 'Search engine autosuggest failed; suggestions from the commerce search',
      error: String(error),
    });
    return { suggestions: await commerce, source: 'commerce' };
  }
}
