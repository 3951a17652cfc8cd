import type { SearchSuggestions } from '@ridgeline/sdk';
import { useEffect, useState } from 'react';
import { QUICK_SEARCH_DEBOUNCE_MS, shouldSearch } from '~/lib/search/quick-search';
import { useSiteContext } from '~/lib/site/site';
import type * as SuggestionCache from './suggestion-cache';

export type SuggestionState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; term: string; data: SearchSuggestions };

/** The cache's module once the first search has loaded it; until then there is nothing cached. */
let cacheModule: typeof SuggestionCache | undefined;
const loadCache = async () => (cacheModule ??= await import('./suggestion-cache'));

/**
 * Suggestions for the typed text: 3+ characters, 500 ms after the last keystroke, stale answers
 * dropped. A term searched in the last 5 minutes shows at once without a request; one searched
 * in the last 10 shows while it is asked again; a failed request is retried once after 1 s
 * (spec 2 §7).
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
    const cached = cacheModule?.suggestionCache.peek(key);
    if (cached?.fresh) {
      setState({ status: 'done', term, data: cached.data });
      return;
    }
    const controller = new AbortController();
    setState(cached ? { status: 'done', term, data: cached.data } : { status: 'loading' });
    const timer = setTimeout(async () => {
      try {
        const { suggestionCache, fetchSuggestions } = await loadCache();
        const data = await suggestionCache.get(
          key,
          (signal) => fetchSuggestions(term, locale.id, signal),
          controller.signal,
        );
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
