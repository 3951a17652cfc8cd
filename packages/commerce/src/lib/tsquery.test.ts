import { describe, expect, it } from 'vitest';
import { queryWords, toTsQueryText } from './tsquery.js';

describe('query text', () => {
  it('keeps letters and digits only, so no tsquery operator gets through', () => {
    expect(queryWords("  Men's  Rain-Jacket & !(boots) | 3:* ")).toEqual(['men', 's', 'rain', 'jacket', 'boots', '3']);
    expect(queryWords('Imperméable')).toEqual(['imperméable']);
  });

  it('makes every word required and the last one a prefix', () => {
    expect(toTsQueryText(['waterproof', 'jack'])).toBe('waterproof & jack:*');
    expect(toTsQueryText([])).toBeUndefined();
  });
});
