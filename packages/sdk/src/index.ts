export { createCommerceClient, type CommerceClient, type ClientOptions, type FetchLike, type Locale } from './client.js';
export { CommerceApiError } from './errors.js';
export type * from '@ridgeline/commerce/types';
export type { StoreSearchQuery, ProductSearchQuery } from './client.js';
