import type { ApiErrorBody, Category, Product, ProductList } from '@ridgeline/commerce/types';
import type { Store, StoreSearchResult } from '@ridgeline/commerce/types';
import { CommerceApiError } from './errors.js';

export type FetchLike = (request: Request) => Promise<Response>;
export type ClientOptions = {
  /** Where the API lives, e.g. `http://127.0.0.1:3000/api`. In-process clients pass any base. */
  baseUrl: string;
  fetch?: FetchLike;
  /** Forwarded on every call so one request can be followed through both halves. */
  headers?: Record<string, string>;
};
export type Locale = { locale: string; currency: 'USD' | 'CAD' };
type Query = Record<string, string | number | boolean | undefined>;
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

  async function get<T>(path: string, query: Query = {}): Promise<T> {
    const url = new URL(base + path);
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
    }
    const response = await send(new Request(url, { headers: { accept: 'application/json', ...options.headers } }));
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
    /** Stores nearest first: by postal code and country, by latitude and longitude, or around the spec's default (10178, DE). */
    searchStores: (q: StoreSearchQuery = {}) => get<StoreSearchResult>('/stores', q),
    getStore: (id: string, q: { locale?: string } = {}) => get<Store>(`/stores/${encodeURIComponent(id)}`, q),
  };
}

export type CommerceClient = ReturnType<typeof createCommerceClient>;
