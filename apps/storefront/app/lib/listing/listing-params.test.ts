import { describe, expect, it } from 'vitest';
import { listingParams } from './listing-params';

const at = (query: string) => listingParams(new URL(`http://shop.test/c/x${query}`));

describe('listingParams', () => {
  it('defaults to page 1 of 47', () => {
    expect(at('')).toEqual({ page: 1, limit: 47, offset: 0 });
  });
  it('reads page and an offered limit', () => {
    expect(at('?page=3&limit=50')).toEqual({ page: 3, limit: 50, offset: 100 });
  });
  it('ignores limits that are not offered and unreadable pages', () => {
    expect(at('?page=-2&limit=7')).toEqual({ page: 1, limit: 47, offset: 0 });
    expect(at('?page=abc')).toEqual({ page: 1, limit: 47, offset: 0 });
  });
});
