/** A URL split into raw pieces, so callers can rebuild it without re-encoding what they did not touch. */
export interface UrlParts {
  pathname: string;
  /** Query string without the leading '?'. */
  search: string;
  /** Fragment including the leading '#', or ''. */
  hash: string;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

export function isAbsoluteUrl(value: string): boolean {
  return ABSOLUTE_URL.test(value) || value.startsWith('//');
}

export function splitUrl(pathOrUrl: string): UrlParts {
  if (isAbsoluteUrl(pathOrUrl)) {
    const url = new URL(pathOrUrl, 'http://placeholder.invalid');
    return { pathname: url.pathname, search: url.search.slice(1), hash: url.hash };
  }
  const hashAt = pathOrUrl.indexOf('#');
  const beforeHash = hashAt === -1 ? pathOrUrl : pathOrUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : pathOrUrl.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  const rawPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  return { pathname: rawPath.startsWith('/') ? rawPath : `/${rawPath}`, search, hash };
}

export function joinUrl(pathname: string, search: string | URLSearchParams, hash = ''): string {
  const query = typeof search === 'string' ? search : search.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** First path segment, e.g. 'fr-CA' for '/fr-CA/c/mens/'; '' for '/'. */
export function firstSegment(pathname: string): string {
  return pathname.split('/')[1] ?? '';
}

/** The path without its first segment, keeping any trailing slash: '/fr-CA/c/mens/' → '/c/mens/'. */
export function dropFirstSegment(pathname: string): string {
  const rest = pathname.slice(firstSegment(pathname).length + 1);
  return rest === '' ? '/' : rest;
}

/** The value a URL displays for a site or locale: its alias when it has one. */
export function urlRef(entity: { id: string; alias?: string }): string {
  return entity.alias || entity.id;
}
