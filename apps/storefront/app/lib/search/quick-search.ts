/** Quick search rules (spec 2 §4, §9): 3+ characters, 500 ms debounce, blank ignored, 5 recent searches. */
export const QUICK_SEARCH_MIN_CHARS = 3;
export const QUICK_SEARCH_DEBOUNCE_MS = 500;
export const RECENT_SEARCHES_KEPT = 5;
export const RECENT_SEARCHES_KEY = 'recent-searches';

export function shouldSearch(text: string): boolean {
  return text.trim().length >= QUICK_SEARCH_MIN_CHARS;
}

/** The term first, without repeats (case-insensitive), at most 5. Blank terms change nothing. */
export function addRecentSearch(list: string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return list;
  return [clean, ...list.filter((t) => t.toLowerCase() !== clean.toLowerCase())].slice(0, RECENT_SEARCHES_KEPT);
}

export function parseRecentSearches(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, RECENT_SEARCHES_KEPT)
      : [];
  } catch {
    return [];
  }
}

/** A search results link, carrying how the search was made (spec 2 §2 searchmethod). */
export function searchHref(
  path: string,
  term: string,
  method: 'manualSearch' | 'typeAheadSearch' | 'categorySearch' | 'contentSearch' | 'visualSearch',
): string {
  return `${path}?${new URLSearchParams({ q: term.trim(), searchmethod: method })}`;
}
