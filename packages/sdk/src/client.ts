import type { ApiErrorBody, Category, Product, ProductList, ProductsByIds } from '@ridgeline/commerce/types';
import type { ContentAsset, ContentAssetList, Store, StoreSearchResult, UrlMapping } from '@ridgeline/commerce/types';
import type { MailboxList, MailboxMessage } from '@ridgeline/commerce/types';
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
import { accountCalls } from './accounts.js';
import { basketCalls } from './basket.js';
import { consentCalls } from './consent.js';
import { contentItemCalls } from './content-items.js';
import { contentPreviewCalls } from './content-preview.js';
import { countryCalls } from './country.js';
import { targetingCalls } from './targeting.js';
import { customerAccountCalls } from './customer-account.js';
import { orderCalls } from './orders.js';
import { recoveryCalls } from './recovery.js';
import { shopperContextCalls } from './shopper-context.js';
import { staffCalls } from './staff.js';
import { loyaltyCalls } from './loyalty.js';
import { newsletterCalls } from './newsletter.js';
import { socialCalls } from './social.js';
import { wishlistCalls } from './wishlist.js';
import { CommerceApiError } from './errors.js';
import type { Query } from './transport.js';

export type FetchLike = (request: Request) => Promise<Response>;
export type ClientOptions = {
  /** Where the API lives, e.g. `http://127.0.0.1:3000/api`. In-process clients pass any base. */
  baseUrl: string;
  fetch?: FetchLike;
  /** Forwarded on every call so one request can be followed through both halves. */
  headers?: Record<string, string>;
  /** Sent as `x-cq-client-id` on recommendation calls: the engine's RECS_CLIENT_ID (default 'ridgeline-storefront'). */
  recsClientId?: string;
  /** The organisation custom APIs are addressed under (default `f_ecom_ridgeline`). */
  organizationId?: string;
};
/** A call to a custom API (spec 2 §7 "Custom API helper"). */
export type CustomApiCall = {
  apiName: string;
  endpointPath: string;
  siteId: string;
  locale: string;
  /** POST unless said otherwise. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: Record<string, string>;
  body?: unknown;
};
export type Locale = { locale: string; currency: 'USD' | 'CAD' };
/** A product's locale and currency, and the moment and source code whose prices and promotions apply (the toolkit's, decision 049). */
export type ProductQuery = Locale & { effectiveDateTime?: string; sourceCode?: string };
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

  function urlFor(path: string, query: Query = {}): URL {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) for (const item of value) url.searchParams.append(key, item);
      else if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    return url;
  }

  async function get<T>(path: string, query: Query = {}, headers: Record<string, string> = {}): Promise<T> {
    const response = await send(
      new Request(urlFor(path, query), { headers: { accept: 'application/json', ...options.headers, ...headers } }),
    );
    return read<T>(response);
  }

  /** Sends JSON (or nothing) with a method that changes something; the answer is read like a GET's. */
  async function write<T>(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    { query, headers = {} }: { query?: Query; headers?: Record<string, string> } = {},
  ): Promise<T> {
    const response = await send(
      new Request(urlFor(path, query), {
        method,
        headers: {
          accept: 'application/json',
          ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
          ...headers,
        },
        ...(payload !== undefined ? { body: JSON.stringify(payload) } : {}),
      }),
    );
    return read<T>(response);
  }

  const post = <T>(path: string, payload: unknown, headers: Record<string, string> = {}) =>
    write<T>('POST', path, payload, { headers });

  /** {base}/custom/{apiName}/v1/organizations/{orgId}/{endpointPath}?siteId&locale&…, JSON both ways. */
  async function callCustomApi<T>({
    apiName,
    endpointPath,
    siteId,
    locale,
    method = 'POST',
    params,
    body,
  }: CustomApiCall) {
    if (endpointPath.startsWith('/')) throw new Error(`endpointPath "${endpointPath}" must not start with a slash`);
    const org = encodeURIComponent(options.organizationId ?? 'f_ecom_ridgeline');
    const url = new URL(`${base}/custom/${encodeURIComponent(apiName)}/v1/organizations/${org}/${endpointPath}`);
    for (const [key, value] of Object.entries({ ...params, siteId, locale })) url.searchParams.set(key, value);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) };
    return read<T>(await send(new Request(url, init)));
  }

  const recsHeaders = (): Record<string, string> =>
    options.recsClientId ? { 'x-cq-client-id': options.recsClientId } : {};
  const site = (siteId: string) => encodeURIComponent(siteId);

  return {
    /** The same client, acting for one shopper: their session's bearer token goes with every call. */
    /** The same client sending these headers too (e.g. the client IP the storefront's edge decided). */
    withHeaders: (headers: Record<string, string>) =>
      createCommerceClient({ ...options, headers: { ...options.headers, ...headers } }),
    /** A client acting for a shopper; `headers` adds e.g. the client IP the storefront's edge decided. */
    forShopper: (token: string, headers: Record<string, string> = {}) =>
      createCommerceClient({
        ...options,
        headers: { ...options.headers, ...headers, authorization: `Bearer ${token}` },
      }),
    ...basketCalls({ get, write }),
    ...accountCalls({ get, write, organizationId: options.organizationId ?? 'f_ecom_ridgeline' }),
    ...recoveryCalls({ write }),
    ...newsletterCalls({ write, organizationId: options.organizationId ?? 'f_ecom_ridgeline' }),
    ...customerAccountCalls({ get, write }),
    ...socialCalls({ write }),
    ...orderCalls({ get, write }),
    ...shopperContextCalls({ get, write }),
    ...staffCalls({ get, write }),
    ...wishlistCalls({ get, write }),
    ...loyaltyCalls({ get, write }),
    ...contentItemCalls({ write }),
    ...consentCalls({ write }),
    ...contentPreviewCalls({ get }),
    ...countryCalls({ get, organizationId: options.organizationId ?? 'f_ecom_ridgeline' }),
    ...targetingCalls({ write }),
    callCustomApi,
    getCategory: (id: string, q: { locale: string; levels?: number }) =>
      get<Category>(`/categories/${encodeURIComponent(id)}`, q),
    getCategoryBySlug: (slug: string, q: { locale: string; levels?: number }) =>
      get<Category>(`/category-slugs/${encodeURIComponent(slug)}`, q),
    getProduct: (id: string, q: ProductQuery) => get<Product>(`/products/${encodeURIComponent(id)}`, q),
    getProductBySlug: (slug: string, q: ProductQuery) => get<Product>(`/product-slugs/${encodeURIComponent(slug)}`, q),
    getProductIndex: (q: { locale: string; limit?: number; offset?: number }) =>
      get<{ total: number; entries: { productId: string; slugUrl?: string; lastModified: string }[] }>(
        '/product-index',
        q,
      ),
    listProducts: (q: Locale & { categoryId?: string; q?: string; limit?: number; offset?: number }) =>
      get<ProductList>('/products', q),
    /** Whole products by id (up to 24), in that order; unknown ids are left out. */
    getProducts: (ids: readonly string[], q: Locale & { allImages?: boolean; perPricebook?: boolean }) =>
      get<ProductsByIds>('/products', { ...q, ids: ids.join(',') }),
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
    /** An online article or service page in the shopper's language; 404 when there is none. */
    getContentAsset: (id: string, q: { locale?: string } = {}) =>
      get<ContentAsset>(`/content/${encodeURIComponent(id)}`, q),
    /** Online articles and service pages (or one kind), newest first. */
    listContentAssets: (q: { locale?: string; kind?: 'article' | 'page'; limit?: number; offset?: number } = {}) =>
      get<ContentAssetList>('/content', q),
    /**
     * What a storefront path stands for (a legacy redirect, a product, a category, a content asset),
     * or `undefined` when nothing maps to it. `urlSegment` is the path without site or locale prefix.
     */
    getUrlMapping: (q: { urlSegment: string; locale?: string }): Promise<UrlMapping | undefined> =>
      get<UrlMapping>('/url-mapping', q).catch((error: unknown) => {
        if (error instanceof CommerceApiError && error.isNotFound) return undefined;
        throw error;
      }),
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
    /**
     * Development only: the e-mails in the engine's outbox, newest first (`limit` 1–200, 50 when
     * absent). A 404 CommerceApiError when the engine runs with NODE_ENV=production.
     */
    listMailbox: (q: { limit?: number; offset?: number } = {}) => get<MailboxList>('/dev/mailbox', q),
    /** Development only: one e-mail of the outbox with its HTML and text; 404 for an unknown id, 400 for a malformed one. */
    getMailboxMessage: (id: string) => get<MailboxMessage>(`/dev/mailbox/${encodeURIComponent(id)}`),
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
