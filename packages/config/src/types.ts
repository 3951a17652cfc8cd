export type CurrencyCode = 'USD' | 'CAD';

export interface LocaleConfig {
  id: string;
  /** Shorter or friendlier URL segment; when set it is what URLs display. */
  alias?: string;
  preferredCurrency: CurrencyCode;
  /** Pattern containing the `{price}` placeholder, e.g. '${price}' or '{price} $'. */
  priceFormat: string;
  priceFractionDigits: number;
  /** Display name in the locale's own language, for the locale selector. */
  name: string;
}

export interface SiteConfig {
  id: string;
  alias: string;
  l10n: {
    defaultLocale: string;
    defaultCurrency: string;
    supportedLocales: LocaleConfig[];
  };
  oneTrust: {
    cjEventEnabled: boolean;
  };
}

/** Where a site or locale reference lives in a URL. */
export type UrlPartPlacement = 'path' | 'query_param' | 'none';

export interface UrlConfig {
  site: UrlPartPlacement;
  locale: UrlPartPlacement;
  /** When false, the default site and default locale are left out of generated URLs. */
  showDefaults: boolean;
  /** The `{site-prefix}` of legacy `/{site-prefix}/{defaultSite}/…` paths; 's' when unset. */
  sitePrefix?: string;
}

/**
 * Parts of the shop that can be switched off. Cart and checkout off send the shopper to the legacy
 * storefront by full page load (spec 1 §2 "Cart and checkout routing"); the storefront server may override
 * each from its environment (FEATURE_CART, FEATURE_CHECKOUT, FEATURE_WISHLIST).
 */
export interface FeatureFlags {
  /** The in-app bag at /cart. */
  cart: boolean;
  /** The in-app checkout at /checkout. */
  checkout: boolean;
  /**
   * Wishlist hearts on tiles and product pages, and /account/wishlist (FEATURE_WISHLIST). The spec's
   * shop ships with the wishlist off (spec 2 §9); here it is on, since the shop's own engine serves
   * the lists (decision 023). Off hides the hearts and the page.
   */
  wishlist: boolean;
}

export interface AppConfig {
  sites: SiteConfig[];
  /** Id or alias of one of `sites`. */
  defaultSite: string;
  url: UrlConfig;
  notFoundPath: string;
  /** Origin of the legacy storefront that still serves cart, checkout and some endpoints. */
  legacyStorefrontOrigin: string;
  /** On by default; see `FeatureFlags`. */
  features: FeatureFlags;
  /** Where the error page's Contact Support link writes to. */
  supportEmail: string;
}
