import { describe, expect, it } from 'vitest';
import { dropFirstSegment, firstSegment, joinUrl, splitUrl, urlRef } from './url-parts.js';

describe('splitUrl / joinUrl', () => {
  it('splits a relative path without re-encoding it', () => {
    expect(splitUrl('/c/café/?a=1#top')).toEqual({
      pathname: '/c/café/',
      search: 'a=1',
      hash: '#top',
    });
  });

  it('reduces an absolute URL to its path, query and hash', () => {
    expect(splitUrl('https://shop.example/fr-CA/x?y=1')).toEqual({
      pathname: '/fr-CA/x',
      search: 'y=1',
      hash: '',
    });
  });

  it('joins parts, leaving out an empty query', () => {
    expect(joinUrl('/a', '', '#h')).toBe('/a#h');
    expect(joinUrl('/a', new URLSearchParams({ q: 'x y' }))).toBe('/a?q=x+y');
  });
});

describe('segments', () => {
  it('reads and drops the first segment, keeping a trailing slash', () => {
    expect(firstSegment('/fr-CA/c/mens/')).toBe('fr-CA');
    expect(dropFirstSegment('/fr-CA/c/mens/')).toBe('/c/mens/');
    expect(dropFirstSegment('/fr-CA')).toBe('/');
  });
});

describe('urlRef', () => {
  it('prefers the alias and falls back to the id', () => {
    expect(urlRef({ id: 'en-CA', alias: 'ca-en' })).toBe('ca-en');
    expect(urlRef({ id: 'en-CA' })).toBe('en-CA');
    expect(urlRef({ id: 'en-CA', alias: '' })).toBe('en-CA');
  });
});
