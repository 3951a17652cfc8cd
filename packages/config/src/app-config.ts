import { SITES } from './sites.js';
import type { AppConfig } from './types.js';

export const APP_CONFIG: AppConfig = {
  sites: SITES,
  defaultSite: 'ridgeline',
  // Single site, so only the locale is shown: `/` for en-US, `/en-CA/…` and `/fr-CA/…` otherwise.
  url: {
    site: 'none',
    locale: 'path',
    showDefaults: false,
  },
  notFoundPath: '/page-not-found',
  legacyStorefrontOrigin: 'https://www.ridgeline.com',
  features: { cart: true, checkout: true, wishlist: true },
  supportEmail: 'support@ridgeline.example',
};
