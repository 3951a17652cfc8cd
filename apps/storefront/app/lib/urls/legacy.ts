import type { AppConfig } from '@ridgeline/config';
import { buildPathWithUrlConfig, resolveTarget, type SiteLocaleTarget } from './locale-path.js';

/**
 * `/on/demandware.store/Sites-{siteId}-Site/{en_US}/{endpoint}`. The endpoint is a controller
 * name such as `Cart-Show`, optionally with a query; a leading slash would produce a double
 * slash that the legacy platform does not route, so it is rejected rather than silently fixed.
 */
export function legacyEndpointPath(siteId: string, locale: string, endpoint: string): string {
  if (!siteId) throw new Error('A site id is required to build a legacy endpoint path.');
  if (!locale) throw new Error('A locale is required to build a legacy endpoint path.');
  if (!endpoint) throw new Error('A legacy endpoint name is required, e.g. "Cart-Show".');
  if (endpoint.startsWith('/')) {
    throw new Error(`Legacy endpoint "${endpoint}" must not start with a slash; pass e.g. "Cart-Show".`);
  }
  return `/on/demandware.store/Sites-${siteId}-Site/${locale.replace(/-/g, '_')}/${endpoint}`;
}

/** The same endpoint as an absolute URL on the legacy storefront. */
export function legacyEndpointUrl(config: AppConfig, siteId: string, locale: string, endpoint: string): string {
  const origin = config.legacyStorefrontOrigin.replace(/\/+$/, '');
  return `${origin}${legacyEndpointPath(siteId, locale, endpoint)}`;
}

/** The parts of the shop that can be handed back to the legacy storefront (`AppConfig.features`). */
export type LegacyArea = 'cart' | 'checkout';

/**
 * Where the legacy storefront serves an area for a site and locale (docs/decisions/016):
 * - cart: its cart page, at this shop's own path and locale prefix on the legacy origin, with `r=1`
 *   so the router in front of both storefronts keeps the request on the legacy one
 *   (`https://www.ridgeline.com/fr-CA/cart?r=1`);
 * - checkout: its checkout begin endpoint (`…/Sites-ridgeline-Site/fr_CA/Checkout-Begin`).
 */
export function legacyAreaUrl(config: AppConfig, area: LegacyArea, target: SiteLocaleTarget = {}): string {
  if (area === 'checkout') {
    const { site, locale } = resolveTarget(config, target);
    return legacyEndpointUrl(config, site.id, locale.id, 'Checkout-Begin');
  }
  const origin = config.legacyStorefrontOrigin.replace(/\/+$/, '');
  return origin + buildPathWithUrlConfig(config, '/cart?r=1', target);
}
