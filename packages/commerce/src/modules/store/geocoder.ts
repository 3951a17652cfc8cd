import type { Coordinates } from './distance.js';
import { geocodeGermany } from './geocode-germany.js';
import { geocodeNorthAmerica } from './geocode-north-america.js';
import { InvalidPostalCodeError, PostalCodeNotFoundError } from './errors.js';
import { normalisePostalCode, postalCodeFormat, type GeocodedCountry } from './postal-codes.js';

export type GeocodedPostalCode = Coordinates & { countryCode: GeocodedCountry; postalCode: string };

/**
 * Places a postal code on the map, offline, from data packages installed with the engine.
 * Each country's data is loaded on its first lookup and kept, so starting the engine costs nothing.
 * Throws InvalidPostalCodeError (400) for something that cannot be a postal code of that country
 * and PostalCodeNotFoundError (404) for a well-formed code the data does not know.
 */
export async function geocodePostalCode(country: GeocodedCountry, input: string): Promise<GeocodedPostalCode> {
  const normalised = normalisePostalCode(country, input);
  if (!normalised) throw new InvalidPostalCodeError(country, input.trim(), postalCodeFormat(country));
  const point =
    country === 'DE'
      ? await geocodeGermany(normalised.lookupKey)
      : await geocodeNorthAmerica(country, normalised.lookupKey);
  if (!point) throw new PostalCodeNotFoundError(country, normalised.code);
  return { ...point, countryCode: country, postalCode: normalised.code };
}
