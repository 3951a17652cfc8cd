import { APP_CONFIG } from '@ridgeline/config';
import type { MiddlewareHandler } from 'hono';
import {
  buildPathWithUrlConfig,
  removeSiteLocaleFromPath,
  resolveSiteAndLocaleFromUrl,
  stripDefaultSitePrefix,
} from '../app/lib/urls/index.js';
import { isEngineOrAssetPath } from './engine-paths.js';

/**
 * Permanent redirects to a page's one canonical URL: a legacy default-site prefix
 * (`/s/ridgeline/…`) is stripped, and a default locale written out (`/en-US/…`) is dropped
 * unless the config shows defaults.
 */
export function canonicalRedirects(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (isEngineOrAssetPath(url.pathname) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    // Only the path is canonicalised; the query string is kept exactly as sent.
    const original = url.pathname;
    const stripped = stripDefaultSitePrefix(APP_CONFIG, original);
    let target = stripped;
    try {
      const { site, locale } = resolveSiteAndLocaleFromUrl(APP_CONFIG, url.origin + stripped);
      target = buildPathWithUrlConfig(APP_CONFIG, removeSiteLocaleFromPath(APP_CONFIG, stripped), { site, locale });
    } catch {
      // An unknown site or locale is left for the page routes to answer (not found).
    }
    if (target !== original) return c.redirect(target + url.search, 301);
    return next();
  };
}
