/** Every module's tables, for Drizzle's typed queries and for drizzle-kit. */
export * from '../modules/basket/schema.js';
export * from '../modules/catalog/schema.js';
export * from '../modules/customer/schema.js';
export * from '../modules/inventory/schema.js';
export * from '../modules/mail/schema.js';
export * from '../modules/order/schema.js';
export * from '../modules/payment/schema.js';
export * from '../modules/pricing/schema.js';
export * from '../modules/promotion/schema.js';
export * from '../modules/rate-limit/schema.js';
export * from '../modules/recommendation/schema.js';
export * from '../modules/search/schema.js';
export * from '../modules/session/schema.js';
export * from '../modules/shopper-context/schema.js';
export * from '../modules/store/schema.js';
export * from '../modules/url-mapping/schema.js';
export type { Localized, Language } from './localized.js';
