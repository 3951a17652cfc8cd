export type {
  AppConfig,
  CurrencyCode,
  FeatureFlags,
  LocaleConfig,
  SiteConfig,
  UrlConfig,
  UrlPartPlacement,
} from './types.js';
export { RIDGELINE_SITE, SITES } from './sites.js';
export { APP_CONFIG } from './app-config.js';
export {
  DESKTOP_BREAKPOINT,
  ENRICHMENT_BATCH_SIZE,
  ENRICHMENT_TIMEOUT_MS,
  MAX_BASKET_LINES,
  MAX_ORDER_QUANTITY,
  MINI_CART_LIMIT,
  PRODUCT_LIST_DEFAULT_LIMIT,
  PRODUCT_LIST_DEFAULT_SORT,
  SHIPPING_COUNTRIES,
} from './constants.js';
export type { ShippingCountry } from './constants.js';
export { TECH_BADGE_NAMES, techBadgeLabel, techBadgeLabels, type TechBadgeCode } from './tech-badges.js';
export {
  ACCOUNT_LIMITS,
  GENDER_VALUES,
  PASSWORD_CONSTRAINTS,
  REGISTER_FORM_SETTINGS,
  SIGN_IN_OPTIONS,
  type PasswordConstraints,
  type RegisterFormSettings,
  type SignInOptions,
} from './accounts.js';
export {
  CONFIGURED_CUSTOMER_GROUPS,
  CUSTOMER_GROUPS,
  DEFAULT_CUSTOMER_GROUPS,
  LOYALTY_SETTINGS,
  minimumRedemptionMinor,
  type LoyaltySettings,
} from './loyalty.js';
export {
  REFINEMENT_IDS,
  SEARCH_METHODS,
  SORT_OPTIONS,
  sortLabel,
  type RefinementId,
  type SearchMethod,
  type SortOption,
} from './search.js';
export { isDoNotTrack } from './do-not-track.js';
export {
  SHOPPER_CONTEXT_PLACEHOLDER_COUPON,
  shopperContextCoupons,
  type ShopperContextCouponItem,
} from './shopper-context-coupons.js';
export { DEFAULT_EXPANDED_ACCORDIONS, PRODUCT_ACCORDIONS, type ProductAccordion } from './product-accordions.js';
export {
  NEWSLETTER_CAMPAIGNS,
  NEWSLETTER_EMAIL_MAX,
  NEWSLETTER_EMAIL_PATTERN,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  newsletterEmailProblem,
  TWO_STEP_SIGNUP_MIN_WIDTH,
  type NewsletterSource,
} from './newsletter.js';
