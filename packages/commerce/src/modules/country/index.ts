/** Country's public face: where a visitor is, and the API shapes of the country selector. */
export type { Country, CountryList, CountryLocale, CountryVerification } from './contract.js';
export { isPublicAddress, visitorCountry, visitorCountryHeader } from './visitor-country.js';
