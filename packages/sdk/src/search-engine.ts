import type { EngineAutosuggestResponse, EngineSearchResponse } from '@ridgeline/commerce/types';
import type { FetchLike } from './client.js';

export type SearchEngineOptions = {
  /** Where the service lives, e.g. `https://search.example.com` or this engine's `…/api/search-engine`. */
  baseUrl: string;
  apiKey: string;
  siteKey: string;
  fetch?: FetchLike;
};

/** The browse parameters shared by /search and /category (spec 2 §7). */
export type EngineBrowseQuery = {
  rows: number;
  start: number;
  /** Repeated `filter` parameters: `color:"010" OR color:"427"`, `price:[50 TO 100]`. */
  filters?: readonly string[];
  /** e.g. `price asc`; relevance when absent. */
  sort?: string;
  /** Variants returned per product (the storefront asks for 100). */
  variantsCount?: number;
  /** The engine's user context: visitor id and segments. */
  ucParam?: string;
  locale: string;
  currency: string;
};

export type AutosuggestQuery = {
  q: string;
  locale: string;
  currency: string;
  inFieldsCount: number;
  promotedSuggestionCount: number;
  keywordSuggestionsCount: number;
  topQueriesCount: number;
  popularProductsCount: number;
  /** Groups in-field suggestions by this field, at most `bucketLimit` per group (spec 2 §7). */
  bucketField?: 'categoryPath';
  bucketLimit?: number;
  spellcheck?: boolean;
};

/** Errors are only thrown when the caller asks for them; otherwise a failure answers `undefined`. */
export type ErrorMode = { throwErrors?: boolean };

type SearchEngineMessage = 'failed to fetch search results' | 'failed to fetch auto suggestions';

export class SearchEngineError extends Error {
  constructor(
    message: SearchEngineMessage,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'SearchEngineError';
  }
}

/** A client of the search-engine service (spec 2 §7): GET {host}/{apiKey}/{siteKey}/search|category|autosuggest. */
export function createSearchEngineClient(options: SearchEngineOptions) {
  const base = `${options.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(options.apiKey)}/${encodeURIComponent(options.siteKey)}`;
  const send = options.fetch ?? ((request: Request) => fetch(request));

  async function get<T>(
    path: string,
    params: [string, string | number | undefined][],
    message: SearchEngineMessage,
    { throwErrors = false }: ErrorMode,
  ): Promise<T | undefined> {
    const url = new URL(`${base}/${path}`);
    for (const [key, value] of params) if (value !== undefined && value !== '') url.searchParams.append(key, String(value));
    try {
      const response = await send(new Request(url, { headers: { accept: 'application/json' } }));
      if (!response.ok) throw new SearchEngineError(message, response.status);
      return (await response.json()) as T;
    } catch (error) {
      if (!throwErrors) return undefined;
      throw error instanceof SearchEngineError ? error : new SearchEngineError(message, undefined, { cause: error });
    }
  }

  const browseParams = (q: EngineBrowseQuery): [string, string | number | undefined][] => [
    ['rows', q.rows],
    ['start', q.start],
    ['variants.count', q.variantsCount],
    ...(q.filters ?? []).map((f): [string, string] => ['filter', f]),
    ['sort', q.sort],
    ['uc_param', q.ucParam],
    ['locale', q.locale],
    ['currency', q.currency],
  ];

  return {
    search: (query: EngineBrowseQuery & { q: string }, mode: ErrorMode = {}) =>
      get<EngineSearchResponse>('search', [['q', query.q], ...browseParams(query)], 'failed to fetch search results', mode),
    /** Browses one category: `p=categoryPathId:"{id}"`. */
    category: (query: EngineBrowseQuery & { categoryId: string }, mode: ErrorMode = {}) =>
      get<EngineSearchResponse>(
        'category',
        [['p', `categoryPathId:"${query.categoryId}"`], ...browseParams(query)],
        'failed to fetch search results',
        mode,
      ),
    autosuggest: (query: AutosuggestQuery, mode: ErrorMode = {}) =>
      get<EngineAutosuggestResponse>(
        'autosuggest',
        [
          ['q', query.q],
          ['version', 'v2'],
          ['inFields.count', query.inFieldsCount],
          ['promotedSuggestion.count', query.promotedSuggestionCount],
          ['keywordSuggestions.count', query.keywordSuggestionsCount],
          ['topQueries.count', query.topQueriesCount],
          ['popularProducts.count', query.popularProductsCount],
          ['bucket.field', query.bucketField],
          ['bucket.limit', query.bucketLimit],
          ['spellcheck', query.spellcheck ? 'true' : undefined],
          ['locale', query.locale],
          ['currency', query.currency],
        ],
        'failed to fetch auto suggestions',
        mode,
      ),
  };
}

export type SearchEngineClient = ReturnType<typeof createSearchEngineClient>;
