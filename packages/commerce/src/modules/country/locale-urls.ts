import { APP_CONFIG, type AppConfig, type LocaleConfig, type SiteConfig } from '@ridgeline/config';

const ref = (entity: { id: string; alias?: string }) => entity.alias || entity.id;

/**
 * A storefront path in a site's locale, as the storefront builds it (apps/storefront
 * lib/urls/locale-path.ts, checked against it by a test there): the site and locale where the
 * configuration places them, the defaults left out unless shown, and `/home` for the home page
 * after a prefix. `/` in fr-CA is `/fr-CA/home`; `/international` in en-US is `/international`.
 */
export function localePath(
  path: string,
  site: SiteConfig,
  locale: LocaleConfig,
  config: Pick<AppConfig, 'url' | 'sites' | 'defaultSite'> = APP_CONFIG,
): string {
  const defaultSite = config.sites.find((s) => s.id === config.defaultSite || s.alias === config.defaultSite);
  const { showDefaults } = config.url;
  let prefix = '';
  const query = new URLSearchParams();
  const parts = [
    ['site', config.url.site, showDefaults || site.id !== defaultSite?.id ? ref(site) : null],
    ['locale', config.url.locale, showDefaults || locale.id !== site.l10n.defaultLocale ? ref(locale) : null],
  ] as const;
  for (const [key, where, value] of parts) {
    if (!value) continue;
    if (where === 'path') prefix += `/${encodeURIComponent(value)}`;
    if (where === 'query_param') query.set(key, value);
  }
  const home = path === '/' || path === '/home';
  const pathname = !prefix ? path : home ? `${prefix}/home` : prefix + path;
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}
