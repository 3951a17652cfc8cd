import type { LocaleConfig, SiteConfig } from './types.js';

const EN_US: LocaleConfig = {
  id: 'en-US',
  preferredCurrency: 'USD',
  priceFormat: '${price}',
  priceFractionDigits: 2,
  name: 'English (United States)',
};

const EN_CA: LocaleConfig = {
  id: 'en-CA',
  preferredCurrency: 'CAD',
  priceFormat: '${price}',
  priceFractionDigits: 2,
  name: 'English (Canada)',
};

const FR_CA: LocaleConfig = {
  id: 'fr-CA',
  preferredCurrency: 'CAD',
  // French-Canadian convention puts the dollar sign after the amount.
  priceFormat: '{price} $',
  priceFractionDigits: 2,
  name: 'Français (Canada)',
};

export const RIDGELINE_SITE: SiteConfig = {
  id: 'ridgeline',
  alias: 'rl',
  l10n: {
    defaultLocale: 'en-US',
    defaultCurrency: 'USD',
    supportedLocales: [EN_US, EN_CA, FR_CA],
  },
  oneTrust: {
    cjEventEnabled: false,
  },
};

export const SITES: SiteConfig[] = [RIDGELINE_SITE];
