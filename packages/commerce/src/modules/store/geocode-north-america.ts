import type * as Zipcodes from 'zipcodes';
import type { Coordinates } from './distance.js';

/**
 * US ZIP codes and Canadian forward sortation areas from the `zipcodes` package
 * (GeoNames and Canada Post derived data, with coordinates). Its one module holds both
 * countries, about 5 MB of JavaScript: imported on the first lookup, then cached by the module system.
 */
type ZipcodesModule = typeof Zipcodes;

let loading: Promise<ZipcodesModule> | undefined;

function load(): Promise<ZipcodesModule> {
  loading ??= import('zipcodes').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The package keys both countries in one map: tell them apart by its `country` field. */
const COUNTRY_NAME = { US: 'US', CA: 'Canada' } as const;

export async function geocodeNorthAmerica(country: 'US' | 'CA', lookupKey: string): Promise<Coordinates | undefined> {
  const { codes } = await load();
  const entry = Object.hasOwn(codes, lookupKey) ? codes[lookupKey] : undefined;
  if (!entry || entry.country !== COUNTRY_NAME[country]) return undefined;
  // A few rural Canadian areas have no coordinates in the data (the types say otherwise).
  const latitude: unknown = entry.latitude;
  const longitude: unknown = entry.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude, longitude };
}
