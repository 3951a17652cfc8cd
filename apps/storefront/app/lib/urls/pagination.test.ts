import { describe, expect, it } from 'vitest';
import { paginationUrl } from './pagination.js';

describe('paginationUrl', () => {
  it('keeps the path and other parameters and sets the page', () => {
    expect(paginationUrl('/search', { q: 'boots' }, { page: 3 })).toBe('/search?q=boots&page=3');
  });

  it('omits page for page 1', () => {
    expect(paginationUrl('/c/mens/', 'q=a&page=4', { page: 1 })).toBe('/c/mens/?q=a');
    expect(paginationUrl('/c/mens/', '', { page: 1 })).toBe('/c/mens/');
  });

  it('drops the default limit (47) and keeps others', () => {
    expect(paginationUrl('/c/mens/', { limit: '47' }, { page: 2 })).toBe('/c/mens/?page=2');
    expect(paginationUrl('/c/mens/', {}, { page: 2, limit: 100 })).toBe('/c/mens/?page=2&limit=100');
  });

  it('drops offset, turning it into a page', () => {
    expect(paginationUrl('/c/mens/', { offset: '47' }, {})).toBe('/c/mens/');
    expect(paginationUrl('/c/mens/', {}, { offset: 94 })).toBe('/c/mens/?page=3');
    expect(paginationUrl('/c/mens/', {}, { offset: 100, limit: 50 })).toBe('/c/mens/?page=3&limit=50');
  });

  it('drops the default sort best-matches and keeps others', () => {
    expect(paginationUrl('/search', new URLSearchParams('q=a&sort=best-matches'), { page: 2 })).toBe(
      '/search?q=a&page=2',
    );
    expect(paginationUrl('/search', { q: 'a' }, { sort: 'price-low-to-high' })).toBe(
      '/search?q=a&sort=price-low-to-high',
    );
  });

  it('treats invalid pages and limits as defaults', () => {
    expect(paginationUrl('/c/x/', { page: 'abc', limit: '-3' }, {})).toBe('/c/x/');
    expect(paginationUrl('/c/x/', {}, { page: 0 })).toBe('/c/x/');
  });
});
