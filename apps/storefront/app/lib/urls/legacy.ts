import type { AppConfig } from '@ridgeline/config';

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
