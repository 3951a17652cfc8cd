import { APP_CONFIG, type LocaleConfig, type SiteConfig } from '@ridgeline/config';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import { buildPathWithUrlConfig, removeSiteLocaleFromPath, resolveSiteAndLocaleFromUrl } from '../urls';
import { withoutDataSuffix } from '../http/page-url';

export type SiteContext = { site: SiteConfig; locale: LocaleConfig };

/** Site and locale of a request URL; unknown references fall back to the defaults. */
export function siteContextFromUrl(url: string): SiteContext {
  // A data request's path (`/fr-CA.data`) names its page's locale too.
  return resolveSiteAndLocaleFromUrl(APP_CONFIG, withoutDataSuffix(new URL(url, 'http://localhost')).href);
}

type RootData = { localeId: string; siteId: string } | undefined;

/** The current site and locale, from the root loader (the defaults while it has no data, e.g. on an error page). */
export function useSiteContext(): SiteContext {
  const data = useRouteLoaderData('root') as RootData;
  const site = APP_CONFIG.sites.find((s) => s.id === data?.siteId) ?? APP_CONFIG.sites[0]!;
  const locale =
    site.l10n.supportedLocales.find((l) => l.id === data?.localeId) ??
    site.l10n.supportedLocales.find((l) => l.id === site.l10n.defaultLocale)!;
  return { site, locale };
}

/** Whether a customer is signed in, from the root loader (a guest while it has no data). */
export function useSignedIn(): boolean {
  return Boolean((useRouteLoaderData('root') as { customer?: unknown } | undefined)?.customer);
}

/** Turns an app path into the current site and locale's URL (`/cart` → `/fr-CA/cart`). */
export function useLocalizedPath(): (path: string) => string {
  const { site, locale } = useSiteContext();
  return useCallback((path: string) => buildPathWithUrlConfig(APP_CONFIG, path, { site, locale }), [site, locale]);
}

/** The same page in another locale. */
export function pathInLocale(currentPath: string, site: SiteConfig, localeId: string): string {
  return buildPathWithUrlConfig(APP_CONFIG, removeSiteLocaleFromPath(APP_CONFIG, currentPath), {
    site,
    locale: localeId,
  });
}
