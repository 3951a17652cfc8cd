import { PRODUCT_LIST_DEFAULT_LIMIT, PRODUCT_LIST_DEFAULT_SORT } from '@ridgeline/config';
import { joinUrl, splitUrl } from './url-parts.js';

export interface PaginationOptions {
  /** 1-based. */
  page?: number | undefined;
  limit?: number | undefined;
  /** Converted to a page: links carry `page`, never `offset`. */
  offset?: number | undefined;
  sort?: string | undefined;
}

function positiveInteger(value: number | string | null | undefined): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return number !== undefined && number !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * A product-list link for another page, limit or sort on the same path. Defaults are dropped
 * (page 1, the default limit, the default sort) so each listing has one canonical URL.
 */
export function paginationUrl(
  path: string,
  params: URLSearchParams | Record<string, string> | string,
  options: PaginationOptions,
): string {
  const { pathname, search } = splitUrl(path);
  const query = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(params)) query.set(key, value);

  const limit = positiveInteger(options.limit) ?? positiveInteger(query.get('limit')) ?? PRODUCT_LIST_DEFAULT_LIMIT;
  const page =
    options.page !== undefined
      ? positiveInteger(options.page)
      : options.offset !== undefined
        ? Math.floor(Math.max(0, options.offset) / limit) + 1
        : positiveInteger(query.get('page'));
  const sort = options.sort ?? query.get('sort') ?? '';

  setOrDelete(query, 'page', page && page > 1 ? String(page) : undefined);
  setOrDelete(query, 'limit', limit !== PRODUCT_LIST_DEFAULT_LIMIT ? String(limit) : undefined);
  query.delete('offset');
  setOrDelete(query, 'sort', sort && sort !== PRODUCT_LIST_DEFAULT_SORT ? sort : undefined);
  return joinUrl(pathname, query);
}

function setOrDelete(query: URLSearchParams, key: string, value: string | undefined): void {
  if (value === undefined) query.delete(key);
  else query.set(key, value);
}
