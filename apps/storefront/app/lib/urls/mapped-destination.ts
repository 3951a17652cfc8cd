import type { AppConfig } from '@ridgeline/config';
import { buildPathWithUrlConfig, type SiteLocaleTarget } from './locale-path.js';
import { getParamsFromPath } from './path-params.js';
import { isSameOriginPath } from './redirects.js';

function legacyStorefrontUrl(config: AppConfig, value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    // `https://www.ridgeline.com@evil.com` parses with host evil.com; credentials have no business here either.
    const legacy = url.origin === new URL(config.legacyStorefrontOrigin).origin && !url.username && !url.password;
    return legacy ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a stored redirect (a URL-mapping `destinationUrl`) may send a shopper: a path of this
 * storefront, placed in the shopper's site and locale unless it names its own, or a URL on the
 * configured legacy storefront. Anything else gives undefined — another host, a protocol-relative
 * or backslash URL, a script URL: redirect data must never turn the shop into an open redirect.
 */
export function mappedDestination(
  config: AppConfig,
  destinationUrl: string,
  target: SiteLocaleTarget = {},
): string | undefined {
  if (isSameOriginPath(destinationUrl)) {
    const { siteRef, localeRef } = getParamsFromPath(config, destinationUrl);
    return siteRef || localeRef ? destinationUrl : buildPathWithUrlConfig(config, destinationUrl, target);
  }
  return legacyStorefrontUrl(config, destinationUrl);
}
