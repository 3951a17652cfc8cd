import type { ApiErrorBody, Category, Product, ProductList } from '@ridgeline/commerce/types';
import type { Store, StoreSearchResult } from '@ridgeline/commerce/types';
import type { ProductSearchResult, RefinementId, SearchSuggestions, SortOption } from '@ridgeline/commerce/types';
import type {
  ActivityPayload,
  ActivityReceipt,
  ActivityType,
  Recommendations,
  RecommenderList,
  RecsRequest,
  ZoneName,
} from '@ridgeline/commerce/types';
import { CommerceApiError } from './errors.js';

export type FetchLike = (request: Request) => Promise<Response>;
export type ClientOptions = {
  /** Where the API lives, e.g. `http://127.0.0.1:3000/api`. In-process clients pass any base. */
  baseUrl: string;
  fetch?: FetchLike;
  /** Forwarded on every call so one request can be followed through both halves. */
  headers?: Record<string, string>;
  /** Sent as `x-cq-client-id` on recommendation calls: the engine's RECS_CLIENT_ID (default 'ridgeline-storefront'). */
  recsClientId?: string;
};
export type Locale = { locale: string; currency: 'USD' | 'CAD' };
/** An array value repeats the parameter (`refine=…&refine=…`). */
type Query = Record<string, string | number | boolean | readonly string[] | undefined>;
export type ProductSearchQuery = Locale & {
  q?: string;
  /** e.g. `{ cgid: 'mens-clothing', c_color: '010|427', price: '(50..100)' }`: values of one attribute joined with |. */
  refine?: Partial<Record<RefinementId, string>>;
  sort?: SortOption;
  /** 1 to 200; 25 when absent. */
  limit?: number;
  offset?: number;
  searchmethod?: 'manualSearch' | 'typeAheadSearch' | 'categorySearch' | 'contentSearch' | 'visualSearch';
  expand?: 'variants';
};
export type StoreSearchQuery = {
  countryCode?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  locale?: string;
  /** In `distanceUnit`; 100 km when absent. */
  maxDistance?: number;
  distanceUnit?: 'km' | 'mi';
  /** At most 200. */
  limit?: number;
  offset?: number;
};

/** A typed client of the commerce API; the same calls work in-process and over HTTP. */
export function createCommerceClient(options: ClientOptions) {
  const base = options.baseUrl.replace(/\/$/, '');
  const send = options.fetch ?? ((request: Request) => fetch(request));

  /** The answer's JSON, or the API's own error (status, code, message) as a CommerceApiError. */
  async function read<T>(response: Response): Promise<T> {
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = (body as Partial<ApiErrorBody> | undefined)?.error;
      throw new CommerceApiError(
        response.status,
        error?.code ?? 'http_error',
        error?.message ?? `Request failed with status ${response.status} ${response.statusText}`,
        error?.details,
      );
    }
    return body as T;
  }

  async function get<T>(path: string, query: Query = {}, headers: Record<string, string> = {}): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
      else if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const response = await send(
      new Request(url, { headers: { accept: 'application/json', ...options.headers, ...headers } }),
    );
    return read<T>(response);
  }

  /** POSTs JSON; the answer is read like a GET's. */
  async function post<T>(path: string, payload: unknown, headers: Record<string, string> = {}): Promise<T> {
    const response = await send(
      new Request(base + path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers, ...headers },
        body: JSON.stringify(payload),
      }),
    );
    return read<T>(response);
  }

  const recsHeaders = (): Record<string, string> =>
    options.recsClientId ? { 'x-cq-client-id': options.recsClientId } : {};
  const site = (siteId: string) => encodeURIComponent(siteId);

  return {
    getCategory: (id: string, q: { locale: string; levels?: number }) =>
      get<Category>(`/categories/${encodeURIComponent(id)}`, q),
    getCategoryBySlug: (slug: string, q: { locale: string; levels?: number }) =>
      get<Category>(`/category-slugs/${encodeURIComponent(slug)}`, q),
    getProduct: (id: string, q: Locale) => get<Product>(`/products/${encodeURIComponent(id)}`, q),
    getProductBySlug: (slug: string, q: Locale) => get<Product>(`/product-slugs/${encodeURIComponent(slug)}`, q),
    getProductIndex: (q: { locale: string; limit?: number; offset?: number }) =>
      get<{ total: number; entries: { productId: string; slugUrl?: string; lastModified: string }[] }>(
        '/product-index',
        q,
      ),
    listProducts: (q: Locale & { categoryId?: string; q?: string; limit?: number; offset?: number }) =>
      get<ProductList>('/products', q),
    /** Product search with refinement counts, sorting and paging. */
    searchProducts: ({ refine, ...q }: ProductSearchQuery) =>
      get<ProductSearchResult>('/product-search', {
        ...q,
        refine: Object.entries(refine ?? {}).flatMap(([id, value]) => (value ? [`${id}=${value}`] : [])),
      }),
    /** Quick-search suggestions; the API refuses a q shorter than 3 characters. */
    getSearchSuggestions: (q: Locale & { q: string }) => get<SearchSuggestions>('/search-suggestions', q),
    /** Stores nearest first: by postal code and country, by latitude and longitude, or around the spec's default (10178, DE). */
    searchStores: (q: StoreSearchQuery = {}) => get<StoreSearchResult>('/stores', q),
    getStore: (id: string, q: { locale?: string } = {}) => get<Store>(`/stores/${encodeURIComponent(id)}`, q),
    /**
     * Records a shopper's activity for the recommenders. Under do-not-track nothing is sent at
     * all and the answer is `{ recorded: false }` (the engine also honours DNT itself).
     */
    recordActivity: (
      siteId: string,
      activity: ActivityType,
      payload: ActivityPayload,
      { doNotTrack = false }: { doNotTrack?: boolean } = {},
    ): Promise<ActivityReceipt> =>
      doNotTrack
        ? Promise.resolve({ recorded: false })
        : post<ActivityReceipt>(
            `/v3/activities/${site(siteId)}/${encodeURIComponent(activity)}`,
            payload,
            recsHeaders(),
          ),
    getRecommenders: (siteId: string) =>
      get<RecommenderList>(`/v3/personalization/recommenders/${site(siteId)}`, {}, recsHeaders()),
    /** One recommender; `doNotTrack: true` in the body keeps the shopper's ids out of it. */
    getRecommendations: (siteId: string, recommenderName: string, body: RecsRequest = {}) =>
      post<Recommendations>(
        `/v3/personalization/recs/${site(siteId)}/${encodeURIComponent(recommenderName)}`,
        body,
        recsHeaders(),
      ),
    /** The recommenders configured for a place on a page (product-detail-recs, cart-recs, home-recs…). */
    getZoneRecommendations: (siteId: string, zone: ZoneName | (string & {}), body: RecsRequest = {}) =>
      post<Recommendations>(
        `/v3/personalization/${site(siteId)}/zones/${encodeURIComponent(zone)}/recs`,
        body,
        recsHeaders(),
      ),
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
