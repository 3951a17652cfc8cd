import { InvalidInputError } from '../../http/errors.js';
import { MAX_URL_SEGMENT_LENGTH } from './contract.js';

/** A storefront path reduced to the one form that lookups and stored redirects compare. */
export type UrlSegment = {
  /** Decoded, with one leading slash and no trailing one, case kept: ids such as RL100003 are read from it. */
  path: string;
  /** `path` in lower case: what slugs and stored legacy paths are matched against. */
  key: string;
};

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** C0 controls and DEL: never part of a real path, and a NUL would break the database query. */
export function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function invalid(message: string, input: string): InvalidInputError {
  return new InvalidInputError(`urlSegment ${message}`, { urlSegment: input.slice(0, 200) });
}

/**
 * Normalises the path a shopper asked for, so `/Mens/Jackets/?utm_source=mail`, `mens/jackets` and
 * `/mens/%4Aackets` are one legacy URL: the query and fragment are dropped (they never choose the
 * page), percent-encoding is decoded once and Unicode composed (NFC), repeated slashes collapse,
 * the trailing slash goes, and `key` is lower-cased. With or without the leading slash, as
 * Salesforce's getUrlMapping takes it.
 *
 * Throws a 400 for what cannot be a path: a full URL, broken percent-encoding, control
 * characters and `.`/`..` segments, which browsers resolve before sending, so only a crafted
 * request holds them.
 */
export function normaliseUrlSegment(input: string): UrlSegment {
  const trimmed = input.trim();
  if (trimmed === '') throw invalid('must not be empty; give a path such as mens/jackets/.', input);
  if (trimmed.length > MAX_URL_SEGMENT_LENGTH) {
    throw invalid(`must be at most ${MAX_URL_SEGMENT_LENGTH} characters long.`, input);
  }
  if (ABSOLUTE_URL.test(trimmed)) throw invalid('must be a path such as mens/jackets/, not a full URL.', input);

  const withoutQuery = trimmed.split(/[?#]/, 1)[0]!;
  let decoded: string;
  try {
    decoded = decodeURIComponent(withoutQuery);
  } catch {
    throw invalid('holds a malformed percent-encoding (a % must be followed by two hex digits of UTF-8).', input);
  }
  if (hasControlCharacter(decoded)) throw invalid('must not contain control characters.', input);

  const segments = decoded
    .normalize('NFC')
    .split('/')
    .filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) {
    throw invalid('must not contain . or .. segments.', input);
  }
  const path = `/${segments.join('/')}`;
  return { path, key: path.toLowerCase() };
}

/** The path's segments without the leading empty one: `/p/x` → `['p', 'x']`, `/` → `[]`. */
export function segmentsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}
