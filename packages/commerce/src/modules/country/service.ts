import { SITES, type LocaleConfig, type SiteConfig } from '@ridgeline/config';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import type { Country, CountryList, CountryVerification } from './contract.js';
import { countryName, isKnownCountry, localeCountry, servedCountries } from './countries.js';
import { localePath } from './locale-urls.js';

/** Where the engine is mounted on the storefront's origin: the flags are served from there. */
const API_BASE = '/api';

/** The modal's title per language of the locale asked for (spec 3 §3.12 modalTitle). */
const MODAL_TITLES: Record<string, string> = { en: 'Choose your country', fr: 'Choisissez votre pays' };

/** Names in English: the country selector's default locale is en-US (spec 3 §9). */
const NAME_LOCALE = 'en-US';

type SiteLocale = { site: SiteConfig; locale: LocaleConfig };

function siteLocale(siteId: string, localeId: string): SiteLocale {
  const site = SITES.find((s) => s.id === siteId);
  if (!site) throw new NotFoundError('Site', siteId);
  const locale = site.l10n.supportedLocales.find((l) => l.id === localeId);
  if (!locale) {
    const supported = site.l10n.supportedLocales.map((l) => l.id).join(', ');
    throw new InvalidInputError(`locale "${localeId}" is not one of site ${siteId}'s locales (${supported}).`);
  }
  return { site, locale };
}

function country(code: string, { site, locale }: SiteLocale): Country {
  const locales = servedCountries(site).get(code) ?? [];
  return {
    countryCode: code,
    name: countryName(code, NAME_LOCALE),
    translatedName: countryName(code, locale.id),
    locales: locales.map((l) => ({ id: l.id, name: l.name, url: localePath('/', site, l) })),
    ecommerceEnabled: locales.length > 0,
  };
}

function selectorLinks(codes: string[], { site, locale }: SiteLocale) {
  return {
    flagsIconUrl: `${API_BASE}/country/flags.svg?codes=${codes.join(',')}`,
    viewAllCountriesUrl: localePath('/international', site, locale),
    modalTitle: MODAL_TITLES[locale.id.slice(0, 2)] ?? MODAL_TITLES.en!,
  };
}

/** A country code from a caller: upper case, and a country (400 otherwise). */
export function checkedCountryCode(code: string): string {
  const upper = code.toUpperCase();
  if (!isKnownCountry(upper)) {
    throw new InvalidInputError(`c_visitorCountryCode "${code}" is not an ISO 3166-1 country code.`);
  }
  return upper;
}

/**
 * The country selector's answer (spec 3 §3.12): the locale's country and the visitor's, when the
 * visitor is known to be elsewhere; otherwise no overlay.
 */
export function verifyCountry(query: {
  siteId: string;
  locale: string;
  visitorCountryCode: string | undefined;
}): CountryVerification {
  const at = siteLocale(query.siteId, query.locale);
  const home = localeCountry(at.locale.id);
  const visiting = query.visitorCountryCode;
  if (!visiting || visiting === home) return { overlayDetails: null, ...selectorLinks([home], at) };
  return {
    overlayDetails: { homeCountry: country(home, at), visitingCountry: country(visiting, at) },
    ...selectorLinks([home, visiting], at),
  };
}

/** The countries the shop sells to, for the international page. */
export function listCountries(query: { siteId: string; locale: string }): CountryList {
  const at = siteLocale(query.siteId, query.locale);
  const codes = [...servedCountries(at.site).keys()];
  return { countries: codes.map((code) => country(code, at)), ...selectorLinks(codes, at) };
}
