/** API shapes only: safe to import from browser code (type-only). */
export type {
  CategoryNode as Category,
  Product,
  ProductSummary,
  ProductList,
  ImageGroup,
  Image,
  VariationAttributeDto as VariationAttribute,
  ProductsByIds,
  MemberExclusive,
  ProductPromotion,
} from './modules/catalog/index.js';
export type { AddressInput as Address } from './modules/address/index.js';
export type { BasketDto as Basket, ProductItemDto as ProductItem } from './modules/basket/index.js';
export type { ShippingMethodDto as ShippingMethod } from './modules/basket/index.js';
export type { CurrentSessionDto as CurrentSession, GuestSessionDto as GuestSession } from './modules/session/index.js';
export type { ShopperContextDto as ShopperContext, ShopperContextInput } from './modules/shopper-context/index.js';
export type {
  CreatedPreviewLinkDto as CreatedPreviewLink,
  CurrentStaffSessionDto as CurrentStaffSession,
  OpenedPreviewLinkDto as OpenedPreviewLink,
  PreviewLinkDto as PreviewLink,
  StaffSignInDto as StaffSignIn,
} from './modules/staff/index.js';
export type { EnrichedProduct, EnrichmentRequest, EnrichmentResponse } from './modules/enrichment/index.js';
export type {
  EngineAutosuggestResponse,
  EngineFacet,
  EngineProduct,
  EngineSearchResponse,
  ProductSearchHit,
  ProductSearchResult,
  Refinement,
  SearchSuggestions,
} from './modules/search/index.js';
export type { Store, StoreSearchHit, StoreSearchResult } from './modules/store/index.js';
export type { Country, CountryList, CountryLocale, CountryVerification } from './modules/country/index.js';
export type { ContentAsset, ContentAssetList, ContentAssetSummary } from './modules/content/index.js';
export type { ItemPreview as ContentItemPreview } from './modules/content/index.js';
export type {
  AdjustableHero,
  AutoRefresh,
  BackgroundColor,
  Billboard,
  Blank,
  BlockIssue,
  BlockType,
  ButtonGroup,
  CardCarousel,
  CategoryBanner,
  CategoryLandingPage,
  CollectionLink,
  ContentBlock,
  ContentBlockOf,
  ContentCallToAction,
  ContentHref,
  ContentImage,
  ContentLinkObject,
  ContentPage,
  ContentSeo,
  ContentVideoSource,
  CountdownTimer,
  FontColor,
  Footer,
  GridContent,
  HeroBanner,
  HomePage,
  InformationalCardGallery,
  InlineContentItem,
  LocalisedSlot,
  MarketingBanner,
  MessagingBanner,
  MomentsBanner,
  NavigationTiles,
  NestedContent,
  PersonalisedContainer,
  PersonalisedMatch,
  PersonalisedSlot,
  PersonalisedVariant,
  ProductCarousel,
  ProductDetailConfiguration,
  ProductDetailText,
  ProductRecommendations,
  Promotions,
  SelectedPersonalisedContent,
  Slot,
  Story,
  Video,
  VideoHero,
} from './modules/content/index.js';
export type { UrlMapping } from './modules/url-mapping/index.js';
export type { RefinementId, SortOption } from '@ridgeline/config';
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
  ActivityType,
  ZoneName,
} from './modules/recommendation/index.js';
export type { ApiErrorBody } from './http/error-handler.js';
export type {
  ConsentRecordDto as ConsentRecord,
  ConsentRecordRequestDto as ConsentRecordRequest,
  ConsentSource,
} from './modules/consent/index.js';
export type { MailboxEntry, MailboxList, MailboxMessage } from './modules/mail/index.js';
export type {
  OrderDto as Order,
  OrderProductItemDto as OrderProductItem,
  PlaceOrderRequest,
} from './modules/order/index.js';
export type { AuthResultDto as AuthResult, CustomerDto as Customer, LoginRequest } from './modules/customer/index.js';
export type { PostAuthResponse } from './flows/after-sign-in.js';
export type { PrecheckResponse } from './modules/customer/index.js';
export type { RegistrationRequest } from './modules/customer/index.js';
export type {
  EmailLinkCheckRequest,
  EmailLinkStatusDto as EmailLinkStatus,
  PasswordlessAuthorizeRequest,
  PasswordlessLoginRequest,
  PasswordlessLoginResultDto as PasswordlessLoginResult,
  PasswordResetRequest,
  PasswordResetTokenRequest,
} from './modules/recovery/index.js';
export type { CustomerProfileUpdate, PasswordChangeRequest } from './modules/customer/index.js';
export type {
  NewsletterDetailRequest,
  NewsletterSubscribeAnswer,
  NewsletterSubscribeRequest,
  UnsubscribeStatus as NewsletterUnsubscribeStatus,
} from './modules/newsletter/index.js';
export type {
  CreateCustomerAddressRequest,
  CustomerAddressDto as CustomerAddress,
  CustomerAddressResultDto as CustomerAddressResult,
  UpdateCustomerAddressRequest,
} from './modules/address/index.js';
export type {
  CustomerOrderResultDto as CustomerOrderResult,
  CustomerOrderSummaryDto as CustomerOrderSummary,
} from './modules/order/index.js';
export type {
  SocialAuthorizationDto as SocialAuthorization,
  SocialAuthorizeRequest,
  SocialAuthResultDto as SocialAuthResult,
  SocialCallbackRequest,
} from './modules/social/index.js';
export type {
  AddProductListItemRequest,
  CreateProductListRequest,
  CustomerProductListDto as CustomerProductList,
  CustomerProductListItemDto as CustomerProductListItem,
  CustomerProductListResultDto as CustomerProductListResult,
} from './modules/wishlist/index.js';
export type {
  CustomerGroupsFolderDto as CustomerGroupsFolder,
  JoinLoyaltyRequest,
  LoyaltyAccountDto as LoyaltyAccount,
  LoyaltyLedgerEntryDto as LoyaltyLedgerEntry,
  LoyaltyStatusDto as LoyaltyStatus,
  ShopperCustomerGroupsDto as ShopperCustomerGroups,
} from './modules/loyalty/index.js';
export type {
  DecideAnswer as TargetingDecision,
  DecideRequest as TargetingDecideRequest,
  TargetingActionDto as TargetingAction,
} from './modules/targeting/index.js';
