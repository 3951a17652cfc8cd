import { APP_CONFIG, type SiteConfig } from '@ridgeline/config';
import { buildPathWithUrlConfig, removeSiteLocaleFromPath } from '../urls';

/** Query parameters that make a different page (kept in canonical URLs); all others, including a
 * product's colour and size, are dropped: every variant's page is the product's page. */
const CANONICAL_PARAMS = ['q', 'page'];

/** The canonical path of a URL: its path plus only the parameters that change the content. */
export function canonicalPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The same page in every locale of the site, for hreflang links; x-default is the default locale. */
export function alternates(site: SiteConfig, pathname: string, search: string) {
  const base = removeSiteLocaleFromPath(APP_CONFIG, canonicalPath(pathname, search));
  const list = site.l10n.supportedLocales.map((locale) => ({
    hrefLang: locale.id,
    path: buildPathWithUrlConfig(APP_CONFIG, base, { site, locale }),
  }));
  const fallback = list.find((l) => l.hrefLang === site.l10n.defaultLocale);
  return fallback ? [...list, { hrefLang: 'x-default', path: fallback.path }] : list;
}

/** JSON for a <script type="application/ld+json">, safe to inline: no `</script>` can break out. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
