export { getParamsFromPath, type PathParams } from './path-params.js';
export {
  getDefaultSite,
  getLocaleByReference,
  getSiteByReference,
  resolveLocale,
  resolveSiteAndLocaleFromUrl,
  resolveSiteFromUrl,
} from './site-resolution.js';
export {
  buildPathWithUrlConfig,
  removeSiteLocaleFromPath,
  resolveTarget,
  stripDefaultSitePrefix,
  type SiteLocaleTarget,
} from './locale-path.js';
export { homeUrl, notFoundUrl, paymentCallbackUrl } from './page-urls.js';
export {
  parseProductSlug,
  productSlugUrl,
  productUrl,
  type ParsedProductSlug,
  type ProductLike,
} from './product-url.js';
export { categoryUrl, categoryUrlCandidate, type CategoryLike } from './category-url.js';
export { legacyAreaUrl, legacyEndpointPath, legacyEndpointUrl, type LegacyArea } from './legacy.js';
export { paginationUrl, type PaginationOptions } from './pagination.js';
export { isSameOriginPath, safeRedirectTarget } from './redirects.js';
export { mappedDestination } from './mapped-destination.js';
export { urlRef } from './url-parts.js';
