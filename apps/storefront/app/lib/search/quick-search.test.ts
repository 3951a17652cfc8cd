import { describe, expect, it } from 'vitest';
import { addRecentSearch, parseRecentSearches, searchHref, shouldSearch } from './quick-search';

describe('quick search', () => {
  it('searches from 3 characters, ignoring blanks', () => {
    expect(shouldSearch('ja')).toBe(false);
    expect(shouldSearch('  ja  ')).toBe(false);
    expect(shouldSearch('jac')).toBe(true);
    expect(shouldSearch('   ')).toBe(false);
  });
  it('keeps 5 recent searches, newest first, without repeats', () => {
    let list: string[] = [];
    for (const t of ['a', 'b', 'c', 'd', 'e', 'f']) list = addRecentSearch(list, t);
    expect(list).toEqual(['f', 'e', 'd', 'c', 'b']);
    expect(addRecentSearch(list, 'C')).toEqual(['C', 'f', 'e', 'd', 'b']);
    expect(addRecentSearch(list, '  ')).toBe(list);
  });
  it('reads stored recent searches defensively', () => {
    expect(parseRecentSearches('["x",1,"y"]')).toEqual(['x', 'y']);
    expect(parseRecentSearches('{bad')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
  it('links results with the search method', () => {
    expect(searchHref('/search', ' rain jacket ', 'typeAheadSearch')).toBe(
      '/search?q=rain+jacket&searchmethod=typeAheadSearch',
    );
  });
});
