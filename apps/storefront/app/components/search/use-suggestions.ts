import type { SearchSuggestions } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { QUICK_SEARCH_DEBOUNCE_MS, shouldSearch } from '~/lib/quick-search';
import { useSiteContext } from '~/lib/site';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; term: string; data: SearchSuggestions };

/** Suggestions for the typed text: 3+ characters, 500 ms after the last keystroke, stale answers dropped. */
export function useSuggestions(text: string): SuggestionState {
  const { locale } = useSiteContext();
  const [state, setState] = useState<SuggestionState>({ status: 'idle' });
  useEffect(() => {
    if (!shouldSearch(text)) {
      setState({ status: 'idle' });
      return;
    }
    const term = text.trim();
    const controller = new AbortController();
    setState({ status: 'loading' });
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: term, locale: locale.id });
        // The storefront's own endpoint: it asks whichever search feeds the shop (commerce or search engine).
        const response = await fetch(`/search-suggestions?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
        setState({ status: 'done', term, data: (await response.json()) as SearchSuggestions });
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Quick search failed', error);
        setState({ status: 'error' });
      }
    }, QUICK_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, locale]);
  return state;
}
