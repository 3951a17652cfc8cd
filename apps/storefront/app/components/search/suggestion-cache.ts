import type { SearchSuggestions } from '@ridgeline/sdk';
import { QUICK_SEARCH_CACHE, QueryCache } from '~/lib/search/query-cache';

/**
 * Quick search's answers: fresh 5 minutes, kept 10, a failed request retried once (spec 2 §7;
 * lib/search/query-cache.ts). Loaded with the first search, so pages never searched from do not
 * carry it.
 */
export const suggestionCache = new QueryCache<SearchSuggestions>(QUICK_SEARCH_CACHE);

export async function fetchSuggestions(term: string, locale: string, signal: AbortSignal): Promise<SearchSuggestions> {
  const params = new URLSearchParams({ q: term, locale });
  // The storefront's own endpoint: it asks whichever search feeds the shop (commerce or search engine).
  const response = await fetch(`/search-suggestions?${params}`, { signal });
  if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
  return (await response.json()) as SearchSuggestions;
}
