import { createRoute, z } from '@hono/zod-openapi';
import { clientIpOf } from '../../http/client-ip.js';
import { errorResponses, ok } from '../../http/responses.js';
import { createRouter } from '../../http/router.js';
import { CountriesQuery, CountryList, CountryVerification, CountryVerifyQuery, FlagSpriteQuery } from './contract.js';
import { flagSprite, MAX_SPRITE_FLAGS, spriteCodes } from './flags.js';
import { InvalidInputError } from '../../http/errors.js';
import { checkedCountryCode, listCountries, verifyCountry } from './service.js';
import { visitorCountry } from './visitor-country.js';

const tags = ['Country selector'];

/** Shaped like the platform's custom APIs: the "site" API, v1 (spec 3 §7 Country verify). One engine serves one organisation. */
const Organization = z.object({
  organizationId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'may only hold letters, digits, dash and underscore')
    .openapi({ example: 'f_ecom_ridgeline' }),
});

const routes = {
  verify: createRoute({
    method: 'get',
    path: '/custom/site/v1/organizations/{organizationId}/country/verify',
    tags,
    summary: 'Country verify: the home and visiting countries for the country selector modal',
    description:
      'overlayDetails is null when the visitor’s country is unknown (a private address, a country no database ' +
      'knows) or is the country of the locale asked for.',
    request: { params: Organization, query: CountryVerifyQuery },
    responses: { ...ok(CountryVerification, 'The country selector’s details.'), ...errorResponses },
  }),
  countries: createRoute({
    method: 'get',
    path: '/custom/site/v1/organizations/{organizationId}/countries',
    tags,
    summary: 'The countries the shop sells to, with their locales (the international page)',
    request: { params: Organization, query: CountriesQuery },
    responses: { ...ok(CountryList, 'The countries and their locales.'), ...errorResponses },
  }),
  flags: createRoute({
    method: 'get',
    path: '/country/flags.svg',
    tags,
    summary: 'A sprite of country flags: `#{countryCode}` shows one (an SVG view)',
    request: { query: FlagSpriteQuery },
    responses: {
      200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'The flags, stacked.' },
      ...errorResponses,
    },
  }),
};

export const countryRoutes = createRouter()
  .openapi(routes.verify, async (c) => {
    const { siteId, locale, c_visitorCountryCode } = c.req.valid('query');
    const visitorCountryCode = c_visitorCountryCode
      ? checkedCountryCode(c_visitorCountryCode)
      : await visitorCountry(c.req.raw.headers, clientIpOf(c.req));
    c.header('cache-control', 'private, no-store');
    return c.json(verifyCountry({ siteId, locale, visitorCountryCode }), 200);
  })
  .openapi(routes.countries, (c) => {
    c.header('cache-control', 'public, max-age=3600');
    return c.json(listCountries(c.req.valid('query')), 200);
  })
  .openapi(routes.flags, async (c) => {
    const asked = c.req.valid('query').codes.split(',');
    const codes = spriteCodes(asked);
    if (codes.length === 0 || codes.length > MAX_SPRITE_FLAGS) {
      throw new InvalidInputError(`codes must name 1 to ${MAX_SPRITE_FLAGS} countries by ISO 3166-1 code.`);
    }
    return c.body(await flagSprite(codes), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=86400',
      // An SVG opened on its own must not run anything.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
