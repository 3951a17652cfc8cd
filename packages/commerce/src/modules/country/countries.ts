import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { LocaleConfig, SiteConfig } from '@ridgeline/config';

const require = createRequire(import.meta.url);

/** An entry of flag-icons' list; `iso` is false for regions (EU, England, …), which are no visitor's country. */
type FlagEntry = { code: string; iso: boolean };

/** Kosovo is not in ISO 3166-1, but IP databases and CDNs answer its user-assigned code XK. */
const ALSO_KNOWN = ['XK'];

let known: ReadonlySet<string> | undefined;

/**
 * The countries a visitor can come from: ISO 3166-1 alpha-2 codes, upper case. Taken from the
 * flag set the modal draws (flag-icons), so every country named has a flag.
 */
export function knownCountryCodes(): ReadonlySet<string> {
  known ??= new Set([
    ...(JSON.parse(readFileSync(require.resolve('flag-icons/country.json'), 'utf8')) as FlagEntry[])
      .filter((entry) => entry.iso)
      .map((entry) => entry.code.toUpperCase()),
    ...ALSO_KNOWN,
  ]);
  return known;
}

export const isKnownCountry = (code: string): boolean => knownCountryCodes().has(code);

const displayNames = new Map<string, Intl.DisplayNames>();

/** A country's name in a language: DE is 'Germany' in en-US, 'Allemagne' in fr-CA. */
export function countryName(code: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/** The country of a locale: its last two characters (spec 3 §5), 'fr-CA' → 'CA'. */
export const localeCountry = (localeId: string): string => localeId.slice(-2).toUpperCase();

/**
 * The countries a site sells to, each with its locales, in the order of the site's locales:
 * the countries of its supported locales (US with en-US; CA with en-CA and fr-CA).
 */
export function servedCountries(site: SiteConfig): Map<string, LocaleConfig[]> {
  const countries = new Map<string, LocaleConfig[]>();
  for (const locale of site.l10n.supportedLocales) {
    const code = localeCountry(locale.id);
    countries.set(code, [...(countries.get(code) ?? []), locale]);
  }
  return countries;
}
