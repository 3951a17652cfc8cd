import { z } from '@hono/zod-openapi';
import { LocaleQuery } from '../../http/site-query.js';

/** API shapes of the country selector (spec 3 §3.12 Country verification response, §7 Country verify). */

const SiteId = z.string().min(1).max(50).default('ridgeline').openapi({ example: 'ridgeline' });

export const CountryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'must be a two-letter ISO 3166-1 country code such as DE')
  .openapi({ example: 'DE' });

export const CountryVerifyQuery = z.object({
  siteId: SiteId,
  locale: LocaleQuery,
  c_visitorCountryCode: CountryCode.optional().openapi({
    description:
      'The visitor’s country. Without it the engine places the visitor itself: by the header named in ' +
      'VISITOR_COUNTRY_HEADER when that is set and sent, else by the client IP in an offline database.',
  }),
});

export const CountriesQuery = z.object({ siteId: SiteId, locale: LocaleQuery });

export const FlagSpriteQuery = z.object({
  codes: z
    .string()
    .min(2)
    .max(200)
    .regex(/^[A-Za-z]{2}(?:,[A-Za-z]{2})*$/, 'must be country codes separated by commas, such as US,DE')
    .openapi({ example: 'US,DE' }),
});

export const CountryLocale = z
  .object({
    id: z.string().openapi({ example: 'fr-CA' }),
    /** In the locale's own language, as the locale selector shows it. */
    name: z.string().openapi({ example: 'Français (Canada)' }),
    /** The locale's home page on the storefront. */
    url: z.string().openapi({ example: '/fr-CA/home' }),
  })
  .openapi('CountryLocale');

export const Country = z
  .object({
    countryCode: z.string().openapi({ example: 'CA' }),
    /** In English, the shop's default locale's language (spec 3 §9: the selector's default locale is en-US). */
    name: z.string().openapi({ example: 'Canada' }),
    /** In the language of the locale asked for. */
    translatedName: z.string().openapi({ example: 'Canada' }),
    /** The shop's locales for the country; empty for a country the shop does not sell to. */
    locales: z.array(CountryLocale),
    /** Whether the shop sells to the country (US and Canada). */
    ecommerceEnabled: z.boolean(),
  })
  .openapi('Country');

const SelectorLinks = {
  /** A sprite of the flags named: `{flagsIconUrl}#{countryCode}` is one country's flag (an SVG view). */
  flagsIconUrl: z.string().openapi({ example: '/api/country/flags.svg?codes=US,DE' }),
  /** The storefront's international page in the locale asked for. */
  viewAllCountriesUrl: z.string().openapi({ example: '/international' }),
  modalTitle: z.string().openapi({ example: 'Choose your country' }),
};

export const CountryVerification = z
  .object({
    /** Null when the visitor's country is unknown or is the locale's own country: no modal then. */
    overlayDetails: z
      .object({
        /** The country of the locale asked for (its last two characters). */
        homeCountry: Country,
        /** The country the visitor is in. */
        visitingCountry: Country,
      })
      .nullable(),
    ...SelectorLinks,
  })
  .openapi('CountryVerification');

export const CountryList = z
  .object({
    /** The countries the shop sells to, with their locales. */
    countries: z.array(Country),
    ...SelectorLinks,
  })
  .openapi('CountryList');

export type CountryLocale = z.infer<typeof CountryLocale>;
export type Country = z.infer<typeof Country>;
export type CountryVerification = z.infer<typeof CountryVerification>;
export type CountryList = z.infer<typeof CountryList>;
