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
export type {
  AddressInput as Address,
  BasketDto as Basket,
  ProductItemDto as ProductItem,
} from './modules/basket/contract.js';
export type { ShippingMethodDto as ShippingMethod } from './modules/basket/contract.js';
export type { CurrentSessionDto as CurrentSession, GuestSessionDto as GuestSession } from './modules/session/http.js';
export type { ShopperContextDto as ShopperContext, ShopperContextInput } from './modules/shopper-context/contract.js';
export type { EnrichedProduct, EnrichmentRequest, EnrichmentResponse } from './modules/enrichment/contract.js';
export type {
  EngineAutosuggestResponse,
  EngineFacet,
  EngineProduct,
  EngineSearchResponse,
} from './modules/search/search-engine-contract.js';
export type { Store, StoreSearchHit, StoreSearchResult } from './modules/store/contract.js';
export type { UrlMapping } from './modules/url-mapping/contract.js';
export type {
  ProductSearchHit,
  ProductSearchResult,
  Refinement,
  RefinementId,
  SearchSuggestions,
  SortOption,
} from './modules/search/contract.js';
export type {
  ActivityPayload,
  ActivityProduct,
  ActivityReceipt,
  Recommendation,
  Recommendations,
  RecommenderInfo,
  RecommenderList,
  RecommenderName,
  RecsRequestInput as RecsRequest,
} from './modules/recommendation/contract.js';
export type { ActivityType } from './modules/recommendation/schema.js';
export type { ZoneName } from './modules/recommendation/zones.js';
export type { ApiErrorBody } from './http/error-handler.js';
export type { MailboxEntry, MailboxList, MailboxMessage } from './modules/mail/contract.js';
export type { OrderDto as Order, OrderProductItemDto as OrderProductItem, PlaceOrderRequest } from './modules/order/contract.js';
export type { AuthResultDto as AuthResult, CustomerDto as Customer, LoginRequest } from './modules/customer/contract.js';
export type { PrecheckResponse } from './modules/customer/precheck.js';
export type { RegistrationRequest } from './modules/customer/registration.js';
