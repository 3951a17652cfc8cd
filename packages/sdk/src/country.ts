import type { CountryList, CountryVerification } from '@ridgeline/commerce/types';
import type { Transport } from './transport.js';

export type CountryVerifyQuery = {
  siteId: string;
  locale: string;
  /** The visitor's country (ISO 3166-1 alpha-2); the storefront asks only when it knows one (spec 3 §7). */
  c_visitorCountryCode: string;
};

/** The country selector (spec 3 §7 Country verify) and the international page's countries: the "site" custom API. */
export function countryCalls({ get, organizationId }: Pick<Transport, 'get'> & { organizationId: string }) {
  const base = `/custom/site/v1/organizations/${encodeURIComponent(organizationId)}`;
  return {
    /** overlayDetails is null when the visitor is in the locale's own country. */
    verifyCountry: (query: CountryVerifyQuery) => get<CountryVerification>(`${base}/country/verify`, query),
    /** The countries the shop sells to, with their locales. */
    listCountries: (query: { siteId: string; locale: string }) => get<CountryList>(`${base}/countries`, query),
  };
}
