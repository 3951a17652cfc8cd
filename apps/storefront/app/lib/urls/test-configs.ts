import { APP_CONFIG, type AppConfig, type LocaleConfig, type SiteConfig } from '@ridgeline/config';

/** Test-only configs: two sites with locale aliases, so alias and multi-site rules are exercised. */

const locale = (id: string, alias: string, currency: 'USD' | 'CAD'): LocaleConfig => ({
  id,
  alias,
  preferredCurrency: currency,
  priceFormat: '${price}',
  priceFractionDigits: 2,
  name: id,
});

export const US_SITE: SiteConfig = {
  id: 'RidgelineUS',
  alias: 'us',
  l10n: {
    defaultLocale: 'en-US',
    defaultCurrency: 'USD',
    supportedLocales: [locale('en-US', 'en', 'USD'), locale('es-US', 'es', 'USD')],
  },
  oneTrust: { cjEventEnabled: false },
};

export const CA_SITE: SiteConfig = {
  id: 'RidgelineCA',
  alias: 'ca',
  l10n: {
    defaultLocale: 'en-CA',
    defaultCurrency: 'CAD',
    supportedLocales: [locale('en-CA', 'ca-en', 'CAD'), locale('fr-CA', 'ca-fr', 'CAD')],
  },
  oneTrust: { cjEventEnabled: true },
};

/** Site and locale both as path prefixes: `/{site}/{locale}/…`. */
export const MULTI_SITE_CONFIG: AppConfig = {
  ...APP_CONFIG,
  sites: [US_SITE, CA_SITE],
  defaultSite: 'RidgelineUS',
  url: { site: 'path', locale: 'path', showDefaults: false },
};

/** Site and locale both as `site` / `locale` query parameters. */
export const QUERY_CONFIG: AppConfig = {
  ...MULTI_SITE_CONFIG,
  url: { site: 'query_param', locale: 'query_param', showDefaults: false },
};

export function withUrl(config: AppConfig, url: Partial<AppConfig['url']>): AppConfig {
  return { ...config, url: { ...config.url, ...url } };
}
