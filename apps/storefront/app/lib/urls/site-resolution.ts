import type { AppConfig, LocaleConfig, SiteConfig } from '@ridgeline/config';
import { getParamsFromPath } from './path-params.js';

type Ref = string | null | undefined;

export function getSiteByReference(config: AppConfig, ref: Ref): SiteConfig | undefined {
  if (!ref) return undefined;
  return config.sites.find((site) => site.id === ref || site.alias === ref);
}

export function getLocaleByReference(site: SiteConfig, ref: Ref): LocaleConfig | undefined {
  if (!ref) return undefined;
  return site.l10n.supportedLocales.find((locale) => locale.id === ref || locale.alias === ref);
}

/** Throws on a broken config, since no URL can be resolved or built without a default site. */
export function getDefaultSite(config: AppConfig): SiteConfig {
  if (config.sites.length === 0) {
    throw new Error('No sites are configured: the app config needs at least one site.');
  }
  const site = getSiteByReference(config, config.defaultSite);
  if (!site) {
    throw new Error(`The default site "${config.defaultSite}" is not one of the configured sites.`);
  }
  return site;
}

/** Unknown or missing locale references fall back to the site's default locale. */
export function resolveLocale(config: AppConfig, site: SiteConfig | undefined, ref: Ref): LocaleConfig {
  const target = site ?? getDefaultSite(config);
  const locale = getLocaleByReference(target, ref) ?? getLocaleByReference(target, target.l10n.defaultLocale);
  if (!locale) {
    throw new Error(
      `Site "${target.id}" has default locale "${target.l10n.defaultLocale}", which is not among its supported locales.`,
    );
  }
  return locale;
}

/** The site named in the URL, else the default site; unknown site references also fall back. */
export function resolveSiteFromUrl(config: AppConfig, url: string | null | undefined): SiteConfig {
  if (!url) throw new Error('A URL is required to resolve the site.');
  const defaultSite = getDefaultSite(config);
  const { siteRef } = getParamsFromPath(config, url);
  return getSiteByReference(config, siteRef) ?? defaultSite;
}

export function resolveSiteAndLocaleFromUrl(
  config: AppConfig,
  url: string | null | undefined,
): { site: SiteConfig; locale: LocaleConfig } {
  const site = resolveSiteFromUrl(config, url);
  const { localeRef } = getParamsFromPath(config, url ?? '');
  return { site, locale: resolveLocale(config, site, localeRef) };
}
