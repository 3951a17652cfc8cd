import type { AppConfig } from '@ridgeline/config';
import { dropFirstSegment, firstSegment, splitUrl } from './url-parts.js';

export interface PathParams {
  siteRef?: string;
  localeRef?: string;
}

function siteRefs(config: AppConfig): Set<string> {
  return new Set(config.sites.flatMap((site) => [site.id, site.alias].filter(Boolean)));
}

// Locales of every site are accepted, because the site may not be in the URL at all;
// an unsupported locale is corrected later by resolveLocale.
function localeRefs(config: AppConfig): Set<string> {
  return new Set(
    config.sites
      .flatMap((site) => site.l10n.supportedLocales.flatMap((locale) => [locale.id, locale.alias ?? '']))
      .filter(Boolean),
  );
}

/**
 * Reads the site and locale references (ids or aliases) from a path or URL.
 * Only the placements the config declares are read, so a category slug that happens to equal
 * a site alias is not mistaken for a site when sites are not in the path.
 */
export function getParamsFromPath(config: AppConfig, pathOrUrl: string): PathParams {
  const { pathname, search } = splitUrl(pathOrUrl);
  const query = new URLSearchParams(search);
  const result: PathParams = {};
  let rest = pathname;

  if (config.url.site === 'path') {
    const segment = firstSegment(rest);
    if (siteRefs(config).has(segment)) {
      result.siteRef = segment;
      rest = dropFirstSegment(rest);
    }
  } else if (config.url.site === 'query_param') {
    const value = query.get('site');
    if (value) result.siteRef = value;
  }

  if (config.url.locale === 'path') {
    const segment = firstSegment(rest);
    if (localeRefs(config).has(segment)) result.localeRef = segment;
  } else if (config.url.locale === 'query_param') {
    const value = query.get('locale');
    if (value) result.localeRef = value;
  }

  return result;
}
