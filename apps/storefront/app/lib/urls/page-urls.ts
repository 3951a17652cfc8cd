import type { AppConfig, LocaleConfig, SiteConfig } from '@ridgeline/config';
import { buildPathWithUrlConfig, resolveTarget, type SiteLocaleTarget } from './locale-path.js';
import { resolveLocale } from './site-resolution.js';
import { urlRef } from './url-parts.js';

/** `/` for the default site and locale, otherwise e.g. `/fr-CA/home`. */
export function homeUrl(config: AppConfig, target: SiteLocaleTarget = {}): string {
  return buildPathWithUrlConfig(config, '/', target);
}

/** Only the locale prefixes the not-found path; the site never does. */
export function notFoundUrl(config: AppConfig, locale: LocaleConfig | string, site?: SiteConfig | string): string {
  const resolved = resolveTarget(config, { site, locale });
  const isDefaultLocale = resolved.locale.id === resolveLocale(config, resolved.site, undefined).id;
  const showLocale = config.url.locale === 'path' && (config.url.showDefaults || !isDefaultLocale);
  return showLocale ? `/${encodeURIComponent(urlRef(resolved.locale))}${config.notFoundPath}` : config.notFoundPath;
}

/** Where the payment provider sends the shopper back. */
export function paymentCallbackUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/callback`;
}
