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

export interface AppConfig {
  sites: SiteConfig[];
  /** Id or alias of one of `sites`. */
  defaultSite: string;
  url: UrlConfig;
  notFoundPath: string;
  /** Origin of the legacy storefront that still serves cart, checkout and some endpoints. */
  legacyStorefrontOrigin: string;
  /** Where the error page's Contact Support link writes to. */
  supportEmail: string;
}
