/** API shapes only: safe to import from browser code (type-only). */
export type {
  CategoryNode as Category,
  Product,
  ProductSummary,
  ProductList,
  ImageGroup,
  Image,
  VariationAttributeDto as VariationAttribute,
} from './modules/catalog/contract.js';
export type { Store, StoreSearchHit, StoreSearchResult } from './modules/store/contract.js';
export type { ApiErrorBody } from './http/error-handler.js';
