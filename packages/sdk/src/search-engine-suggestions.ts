import type { EngineAutosuggestResponse, SearchSuggestions } from '@ridgeline/commerce/types';

/** How many of each the quick search shows (spec 2 §9): asked of the engine as its counts. */
export const QUICK_SEARCH_COUNTS = { products: 4, categories: 3, content: 2, phrases: 5 } as const;

/**
 * What the shop asks of the search engine's autosuggest for phrases (spec 2 §9): 2 promoted
 * suggestions, 7 keyword suggestions and 1 top query, with at most 6 suggestions per bucket
 * (in-field suggestions grouped by category path). The quick search shows the first 5 phrases.
 */
export const AUTOSUGGEST_COUNTS = {
  promoted: 2,
  keywords: 7,
  topQueries: 1,
  bucketField: 'categoryPath',
  bucketLimit: 6,
} as const;

const PHRASE_ORDER = ['PROMOTED_SUGGESTION', 'TOP_SEARCH_QUERIES', 'KEYWORD_SUGGESTION'] as const;

/**
 * The search-engine service's autosuggest answer in the shape the quick search reads (spec 2 §7
 * "Search-engine client": IN_FIELD → categories, POPULAR_PRODUCTS → products, keyword and top
 * queries → phrases, didYouMean). The engine knows no content: content suggestions come from the
 * content search and are passed in.
 */
export function suggestionsFromEngine(
  response: EngineAutosuggestResponse,
  ctx: { searchPhrase: string; currency: string; content?: SearchSuggestions['contentSuggestions']['content'] },
): SearchSuggestions {
  const entries = response.response.products;
  const phrase = ctx.searchPhrase.trim().toLowerCase();
  const products = entries.flatMap((e) =>
    e.doctype === 'POPULAR_PRODUCTS'
      ? [
          {
            productId: e.uniqueId,
            productName: e.title,
            slugUrl: e.productUrl,
            currency: ctx.currency,
            ...(e.minimumPrice !== undefined ? { price: e.minimumPrice } : {}),
            ...(e.maximumPrice !== undefined && e.maximumPrice !== e.minimumPrice ? { priceMax: e.maximumPrice } : {}),
            ...(e.imageUrl
              ? { image: { link: e.imageUrl, disBaseLink: e.imageUrl, alt: e.title, title: e.title } }
              : {}),
          },
        ]
      : [],
  );
  const categories = entries.flatMap((e) =>
    e.doctype === 'IN_FIELD' && e.categoryId
      ? [
          {
            id: e.categoryId,
            name: e.autosuggest,
            ...(e.parentCategoryName ? { parentCategoryName: e.parentCategoryName } : {}),
          },
        ]
      : [],
  );
  // Promoted suggestions first, then top queries, then keywords: the quick search shows the first 5.
  const phrases = [
    ...new Set(
      PHRASE_ORDER.flatMap((doctype) => entries.filter((e) => e.doctype === doctype).map((e) => e.autosuggest)),
    ),
  ];
  const didYouMean = response.didYouMean?.[0]?.suggestion;
  return {
    searchPhrase: ctx.searchPhrase,
    productSuggestions: { products: products.slice(0, QUICK_SEARCH_COUNTS.products) },
    categorySuggestions: { categories: categories.slice(0, QUICK_SEARCH_COUNTS.categories) },
    contentSuggestions: { content: (ctx.content ?? []).slice(0, QUICK_SEARCH_COUNTS.content) },
    suggestedPhrases: phrases
      .slice(0, QUICK_SEARCH_COUNTS.phrases)
      .map((p) => ({ phrase: p, exactMatch: p.toLowerCase() === phrase })),
    ...(didYouMean ? { didYouMean } : {}),
  };
}
