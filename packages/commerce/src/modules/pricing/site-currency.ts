import { SITES } from '@ridgeline/config';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import type { Currency } from './service.js';

/** The currency a site sells in for a locale: the locale's preferred one in the site's configuration. */
export function siteCurrency(siteId: string, locale: string): Currency {
  const site = SITES.find((s) => s.id === siteId);
  if (!site) throw new NotFoundError('Site', siteId);
  const config = site.l10n.supportedLocales.find((l) => l.id === locale);
  if (!config) {
    const supported = site.l10n.supportedLocales.map((l) => l.id).join(', ');
    throw new InvalidInputError(`locale "${locale}" is not one of site ${siteId}'s locales (${supported}).`);
  }
  return config.preferredCurrency as Currency;
}
