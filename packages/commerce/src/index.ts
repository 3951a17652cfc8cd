/** The commerce engine: database, modules and the REST API, usable without the storefront. */
export { createApi, type Api } from './http/app.js';
export type { AppDeps } from './http/types.js';
export { serveCommerce } from './http/serve.js';
export { CLIENT_IP_HEADER, clientIpAtEdge, trustedClientIp, withClientIp } from './http/client-ip.js';
export { imageRoutes, ARTWORK_KINDS, ARTWORK_STYLE_COUNT, type ArtworkKind } from './modules/image/index.js';
export {
  openDatabase,
  databaseOptionsFromEnv,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type PoolStats,
  type QueryObserver,
} from './db/client.js';
export { migrate } from './db/migrate.js';
export { createLogger, silentLogger, type Logger } from './logger.js';
export { announceChange, onChange, type ChangeTopic, type HeardChange } from './events/changes.js';
export { startChangeListening } from './events/engine-caches.js';
export { countStores, importStores, StoreInput, geocodePostalCode, haversineKm } from './modules/store/index.js';
export { countContentAssets, importContentAssets, ContentAssetInput } from './modules/content/index.js';
export {
  ContentImportError,
  contentReference,
  countContentItems,
  dropContentCache,
  exportContentItems,
  importContentItems,
  localized,
  type ContentBundle,
  type ContentIssue,
  type StoredEdition,
  type StoredItem,
} from './modules/content/index.js';
export { selectVariants, type VariantRule } from './modules/personalisation/index.js';
export {
  createStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountDisabled,
  StaffAccountError,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from './modules/staff/index.js';
export { countUrlRedirects, importUrlRedirects, UrlRedirectInput } from './modules/url-mapping/index.js';
export { socialIssuerOrigins } from './modules/social/index.js';
export { visitorCountry, visitorCountryHeader } from './modules/country/index.js';
export { createPaymentProvider } from './modules/payment/index.js';
export { mailBacklog, startMailFromEnv, type MailBacklog } from './modules/mail/index.js';
export {
  searchResultCacheCounts,
  reindexProducts,
  SEARCH_TABLES,
  type ReindexResult,
  ensureSearchIndex,
  startMemoryIndex,
  startMemoryIndexFromEnv,
  stopMemoryIndex,
} from './modules/search/index.js';
export { startHousekeeping, type Housekeeping } from './jobs/housekeeping.js';
export { startRateLimitsFromEnv } from './modules/rate-limit/index.js';
export type { PaymentProvider } from './modules/payment/index.js';
export { cancelOrder } from './flows/cancel-order.js';
export {
  recoveryTimingFromEnv,
  settleUnsettledOrders,
  startOrderRecovery,
  type OrderRecovery,
} from './flows/order-recovery.js';
export type * from './types.js';
export {
  countPromotions,
  savePromotions,
  type CouponInput,
  type PromotionInput,
} from './modules/promotion/index.js';
export {
  decide,
  estimateWeather,
  listRules,
  seedRules,
  type DecideAnswer,
  type DecideRequest,
  type TargetingActionDto,
  type TargetingRuleInput,
  type WeatherProvider,
} from './modules/targeting/index.js';
