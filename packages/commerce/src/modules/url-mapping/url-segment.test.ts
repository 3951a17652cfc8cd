import { describe, expect, it } from 'vitest';
import { InvalidInputError } from '../../http/errors.js';
import { MAX_URL_SEGMENT_LENGTH } from './contract.js';
import { normaliseUrlSegment, segmentsOf } from './url-segment.js';

const key = (input: string) => normaliseUrlSegment(input).key;

describe('normaliseUrlSegment', () => {
  it('gives every spelling of one path the same key', () => {
    for (const input of [
      '/mens/jackets',
      '/mens/jackets/',
      'mens/jackets/',
      '/Mens/JACKETS/',
      '//mens///jackets//',
      '  /mens/jackets  ',
      '/mens/jackets/?utm_source=mail&cgid=x',
      '/mens/jackets#top',
      '/mens/%6Aackets',
      '/mens%2Fjackets',
    ]) {
      expect(key(input), input).toBe('/mens/jackets');
    }
  });

  it('keeps the case in `path`, for ids such as RL100003', () => {
    expect(normaliseUrlSegment('/P/noslug-RL100003.html/')).toEqual({
      path: '/P/noslug-RL100003.html',
      key: '/p/noslug-rl100003.html',
    });
  });

  it('decodes percent-encoding once and composes Unicode, so é matches however it was sent', () => {
    expect(key('/c/caf%C3%A9')).toBe('/c/café');
    expect(key('/c/cafe\u0301')).toBe('/c/café');
    expect(key('/c/CAF%C3%89')).toBe('/c/café');
    // Encoded twice, it stays encoded once: a literal % in the old URL.
    expect(key('/c/50%2525-off')).toBe('/c/50%25-off');
    expect(key('/c/a+b')).toBe('/c/a+b');
  });

  it('reads the root as /', () => {
    expect(key('/')).toBe('/');
    expect(key('/?q=1')).toBe('/');
  });

  it.each([
    ['', 'must not be empty'],
    ['   ', 'must not be empty'],
    ['https://www.ridgeline.com/mens/', 'not a full URL'],
    ['/c/%E0%A4%A', 'malformed percent-encoding'],
    ['/c/100%', 'malformed percent-encoding'],
    ['/c/a%00b', 'control characters'],
    ['/c/a%0Ab', 'control characters'],
    ['/mens/../admin', '. or .. segments'],
    ['/mens/%2E%2E/admin', '. or .. segments'],
    ['/./mens', '. or .. segments'],
    [`/${'a'.repeat(MAX_URL_SEGMENT_LENGTH)}`, `at most ${MAX_URL_SEGMENT_LENGTH} characters`],
  ])('refuses %j with a 400 that says why', (input, reason) => {
    const error = (() => {
      try {
        normaliseUrlSegment(input);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).status).toBe(400);
    expect((error as InvalidInputError).message).toContain(reason);
  });
});

describe('segmentsOf', () => {
  it('splits a normalised path', () => {
    expect(segmentsOf('/p/x')).toEqual(['p', 'x']);
    expect(segmentsOf('/')).toEqual([]);
  });
});
