import type { SearchSuggestions } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { QUICK_SEARCH_CACHE, QueryCache } from '~/lib/query-cache';
import { QUICK_SEARCH_DEBOUNCE_MS, shouldSearch } from '~/lib/quick-search';
import { useSiteContext } from '~/lib/site';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; term: string; data: SearchSuggestions };

/** One per page: a term searched again within 5 minutes is answered at once (spec 2 §7). */
const cache = new QueryCache<SearchSuggestions>(QUICK_SEARCH_CACHE);

async function load(term: string, locale: string, signal: AbortSignal): Promise<SearchSuggestions> {
  const params = new URLSearchParams({ q: term, locale });
  // The storefront's own endpoint: it asks whichever search feeds the shop (commerce or search engine).
  const response = await fetch(`/search-suggestions?${params}`, { signal });
  if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
  return (await response.json()) as SearchSuggestions;
}

/**
 * Suggestions for the typed text: 3+ characters, 500 ms after the last keystroke, stale answers
 * dropped. A term searched in the last 5 minutes shows at once without a request; one searched
 * in the last 10 shows while it is asked again; a failed request is retried once after 1 s.
 */
export function useSuggestions(text: string): SuggestionState {
  const { locale } = useSiteContext();
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  useEffect(() => {
    if (!shouldSearch(text)) {
      setState({ status: 'idle' });
      return;
    }
    const term = text.trim();
    const key = `${locale.id}\n${term}`;
    const cached = cache.peek(key);
    if (cached?.fresh) {
      setState({ status: 'done', term, data: cached.data });
      return;
    }
    const controller = new AbortController();
    setState(cached ? { status: 'done', term, data: cached.data } : { status: 'loading' });
    const timer = setTimeout(async () => {
      try {
        const data = await cache.get(key, (signal) => load(term, locale.id, signal), controller.signal);
        setState({ status: 'done', term, data });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Quick search failed', error);
        // What was shown (a kept answer) stays; with nothing shown, the error text does.
        if (!cached) setState({ status: 'error' });
      }
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);
  return state;
}
