import type { AppConfig, LocaleConfig, SiteConfig, UrlPartPlacement } from '@ridgeline/config';
import { getParamsFromPath } from './path-params.js';
import { getDefaultSite, getSiteByReference, resolveLocale } from './site-resolution.js';
import { dropFirstSegment, joinUrl, splitUrl, urlRef } from './url-parts.js';

/** The site and locale a URL is built for; missing or unknown ones fall back to the defaults. */
export interface SiteLocaleTarget {
  site?: SiteConfig | string | undefined;
  locale?: LocaleConfig | string | undefined;
}

const DEFAULT_SITE_PREFIX = 's';

export function resolveTarget(
  config: AppConfig,
  target: SiteLocaleTarget = {},
): { site: SiteConfig; locale: LocaleConfig } {
  const site =
    (typeof target.site === 'string' ? getSiteByReference(config, target.site) : target.site) ?? getDefaultSite(config);
  const localeRef = typeof target.locale === 'string' ? target.locale : target.locale?.id;
  return { site, locale: resolveLocale(config, site, localeRef) };
}

interface SiteLocalePlacement {
  /** '' or e.g. '/rl/fr-CA'. */
  pathPrefix: string;
  /** Query values to set; `null` means remove the key. */
  query: Array<[key: string, value: string | null]>;
}

function placeSiteLocale(config: AppConfig, target: SiteLocaleTarget): SiteLocalePlacement {
  const { site, locale } = resolveTarget(config, target);
  const { showDefaults } = config.url;
  const parts: Array<[UrlPartPlacement, string, string | null]> = [
    [config.url.site, 'site', showDefaults || site.id !== getDefaultSite(config).id ? urlRef(site) : null],
    [
      config.url.locale,
      'locale',
      showDefaults || locale.id !== resolveLocale(config, site, undefined).id ? urlRef(locale) : null,
    ],
  ];
  const placement: SiteLocalePlacement = { pathPrefix: '', query: [] };
  for (const [where, key, value] of parts) {
    if (where === 'path' && value) placement.pathPrefix += `/${encodeURIComponent(value)}`;
    if (where === 'query_param') placement.query.push([key, value]);
  }
  return placement;
}

/**
 * Adds the site and locale to an app-relative path as the config places them (path prefix or
 * query parameter), leaving out the default site and locale unless `showDefaults` is on.
 * The home page gets `/home` after a prefix, since `/fr-CA/` alone is not a home route.
 */
export function buildPathWithUrlConfig(config: AppConfig, path: string, target: SiteLocaleTarget = {}): string {
  const { pathname, search, hash } = splitUrl(path);
  const { pathPrefix, query } = placeSiteLocale(config, target);
  const params = new URLSearchParams(search);
  for (const [key, value] of query) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const isHome = pathname === '/' || pathname === '/home';
  const fullPath = !pathPrefix ? pathname : isHome ? `${pathPrefix}/home` : pathPrefix + pathname;
  return joinUrl(fullPath, params, hash);
}

/** Removes a legacy `/{site-prefix}/{defaultSite}` lead (id or alias) from a path. */
export function stripDefaultSitePrefix(config: AppConfig, path: string): string {
  const { pathname, search, hash } = splitUrl(path);
  const segments = pathname.split('/');
  const site = getDefaultSite(config);
  const matches =
    segments[1] === (config.url.sitePrefix ?? DEFAULT_SITE_PREFIX) &&
    (segments[2] === site.id || segments[2] === site.alias);
  if (!matches) return path;
  return joinUrl(`/${segments.slice(3).join('/')}`, search, hash);
}

/** Removes site and locale references from a path, from wherever the config places them. */
export function removeSiteLocaleFromPath(config: AppConfig, path: string): string {
  const { siteRef, localeRef } = getParamsFromPath(config, path);
  const { pathname, search, hash } = splitUrl(path);
  let rest = pathname;
  if (config.url.site === 'path' && siteRef) rest = dropFirstSegment(rest);
  if (config.url.locale === 'path' && localeRef) rest = dropFirstSegment(rest);

  let query = search;
  if (config.url.site === 'query_param' || config.url.locale === 'query_param') {
    const params = new URLSearchParams(search);
    if (config.url.site === 'query_param') params.delete('site');
    if (config.url.locale === 'query_param') params.delete('locale');
    query = params.toString();
  }
  return joinUrl(rest, query, hash);
}
