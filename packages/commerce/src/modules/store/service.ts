import { and, asc, between, count, eq, getTableColumns, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pick } from '../../db/localized.js';
import { InvalidInputError, NotFoundError } from '../../http/errors.js';
import { STORE_SEARCH_DEFAULTS, type Store, type StoreSearchResult } from './contract.js';
import {
  boundingBox,
  fromKilometres,
  haversineKmSql,
  roundDistance,
  toKilometres,
  type Coordinates,
  type DistanceUnit,
} from './distance.js';
import { geocodePostalCode } from './geocoder.js';
import { GEOCODED_COUNTRIES, isGeocodedCountry } from './postal-codes.js';
import { stores } from './schema.js';

type Row = typeof stores.$inferSelect;

export type StoreSearchQuery = {
  countryCode?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  locale: string;
  /** In `distanceUnit`; 100 km when absent (spec 2 §9). */
  maxDistance?: number;
  distanceUnit: DistanceUnit;
  limit: number;
  offset: number;
};

type Origin = Coordinates & { countryCode?: string; postalCode?: string };

/**
 * A coordinate to the millionth of a degree (about 10 cm), which is all a store search can use. A
 * finer one such as 6e-323 would make PostgreSQL's trigonometry underflow, which it reports as an
 * error rather than a zero.
 */
const toMicrodegrees = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * Where to measure from: coordinates, or a postal code in a country, or with neither the spec's
 * default (10178, Germany). Half of a pair, or both kinds at once, is a mistake worth a clear 400.
 */
export async function resolveOrigin(
  query: Pick<StoreSearchQuery, 'countryCode' | 'postalCode' | 'latitude' | 'longitude'>,
): Promise<Origin> {
  const hasLatitude = query.latitude !== undefined;
  const hasLongitude = query.longitude !== undefined;
  if (hasLatitude !== hasLongitude) {
    throw new InvalidInputError('Give latitude and longitude together, or search by postal code and country instead.');
  }
  if (query.latitude !== undefined && query.longitude !== undefined) {
    // A country alongside coordinates is harmless (a form may always send it); a postal code is a contradiction.
    if (query.postalCode !== undefined) {
      throw new InvalidInputError('Search by postal code and country, or by latitude and longitude, not both.');
    }
    return { latitude: toMicrodegrees(query.latitude), longitude: toMicrodegrees(query.longitude) };
  }
  if (query.postalCode === undefined && query.countryCode === undefined) {
    return geocodePostalCode(STORE_SEARCH_DEFAULTS.countryCode, STORE_SEARCH_DEFAULTS.postalCode);
  }
  if (query.postalCode === undefined || query.postalCode.trim() === '') {
    throw new InvalidInputError('Please enter a postal code.');
  }
  // With no country chosen, the default country applies (spec 2 §5).
  const country = (query.countryCode ?? STORE_SEARCH_DEFAULTS.countryCode).toUpperCase();
  if (!isGeocodedCountry(country)) {
    throw new InvalidInputError(
      `Searching by postal code works in ${GEOCODED_COUNTRIES.join(', ')}; for ${country}, search by latitude and longitude.`,
    );
  }
  return geocodePostalCode(country, query.postalCode);
}

function toStore(row: Row, locale: string): Store {
  const store: Store = {
    id: row.id,
    name: row.name,
    inventoryId: row.inventoryId,
    address1: row.address1,
    city: row.city,
    stateCode: row.stateCode,
    postalCode: row.postalCode,
    countryCode: row.countryCode,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    storeHours: pick(row.storeHours, locale) ?? '',
  };
  if (row.email) store.email = row.email;
  return store;
}

/**
 * Stores within `maxDistance` of the origin, nearest first. The database does the work:
 * a latitude/longitude box that holds the whole circle narrows by index, the haversine
 * distance filters exactly and orders, and paging and counting happen in the query.
 */
export async function searchStores(db: Database, query: StoreSearchQuery): Promise<StoreSearchResult> {
  const origin = await resolveOrigin(query);
  const unit = query.distanceUnit;
  const maxDistance = query.maxDistance ?? roundDistance(fromKilometres(STORE_SEARCH_DEFAULTS.maxDistanceKm, unit));
  const radiusKm = toKilometres(maxDistance, unit);
  const box = boundingBox(origin, radiusKm);
  const distanceKm = haversineKmSql(origin, stores.latitude, stores.longitude);
  const where = and(
    between(stores.latitude, box.minLatitude, box.maxLatitude),
    or(...box.longitudeRanges.map(([min, max]) => between(stores.longitude, min, max))),
    lte(distanceKm, radiusKm),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...getTableColumns(stores), distanceKm })
      .from(stores)
      .where(where)
      .orderBy(asc(distanceKm), asc(stores.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(stores).where(where),
  ]);
  return {
    data: rows.map(({ distanceKm: km, ...row }) => ({
      ...toStore(row, query.locale),
      distance: roundDistance(fromKilometres(Number(km), unit)),
      distanceUnit: unit,
    })),
    total: counted?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
    origin: {
      latitude: origin.latitude,
      longitude: origin.longitude,
      ...(origin.countryCode ? { countryCode: origin.countryCode } : {}),
      ...(origin.postalCode ? { postalCode: origin.postalCode } : {}),
    },
    maxDistance,
    distanceUnit: unit,
  };
}

export async function getStore(db: Database, id: string, locale: string): Promise<Store> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  if (!row) throw new NotFoundError('Store', id);
  return toStore(row, locale);
}
