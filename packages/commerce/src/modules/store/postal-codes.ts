/**
 * Postal codes as shoppers type them, turned into the form the geocoding data knows.
 * Pure functions: no data is loaded here.
 */

/** The countries whose postal codes can be placed on the map (see geocoder.ts). */
export const GEOCODED_COUNTRIES = ['US', 'CA', 'DE'] as const;
export type GeocodedCountry = (typeof GEOCODED_COUNTRIES)[number];

export type NormalisedPostalCode = {
  /** The code as it is written in that country: `10178`, `K1A 0B1`, `80302`. */
  code: string;
  /** What the data is keyed by: US ZIP (5 digits), Canadian forward sortation area (3 characters), German PLZ. */
  lookupKey: string;
};

const FORMATS: Record<GeocodedCountry, string> = {
  US: 'five digits, or ZIP+4 such as 80302-1234',
  CA: 'such as K1A 0B1, or its first three characters',
  DE: 'five digits, such as 10178',
};

// Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
const CA_FULL = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(\d[ABCEGHJ-NPRSTV-Z]\d)?$/;

export function isGeocodedCountry(country: string): country is GeocodedCountry {
  return (GEOCODED_COUNTRIES as readonly string[]).includes(country);
}

/** The expected shape, for messages that tell the shopper what to type. */
export function postalCodeFormat(country: GeocodedCountry): string {
  return FORMATS[country];
}

/**
 * Normalises a postal code for `country`, or returns undefined when it cannot be one:
 * `k1a0b1` → `K1A 0B1`, `80302-1234` → `80302`, `D-10178` → `10178`.
 */
export function normalisePostalCode(country: GeocodedCountry, input: string): NormalisedPostalCode | undefined {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s\u00a0]+/g, '');
  switch (country) {
    case 'US': {
      const match = /^(\d{5})(?:-?\d{4})?$/.exec(compact);
      return match ? { code: match[1]!, lookupKey: match[1]! } : undefined;
    }
    case 'CA': {
      const match = CA_FULL.exec(compact.replace(/-/g, ''));
      if (!match) return undefined;
      const fsa = match[1]!;
      return { code: match[2] ? `${fsa} ${match[2]}` : fsa, lookupKey: fsa };
    }
    case 'DE': {
      // "D-10178" is the pre-1993 international form some people still write.
      const match = /^(?:DE?-)?(\d{5})$/.exec(compact);
      return match ? { code: match[1]!, lookupKey: match[1]! } : undefined;
    }
  }
}
