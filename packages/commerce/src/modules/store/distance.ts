import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Great-circle distances on a spherical Earth: good to about 0.5 %, plenty for "stores near you". */

export type Coordinates = { latitude: number; longitude: number };
export type DistanceUnit = 'km' | 'mi';

/** The mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088;
export const KM_PER_MILE = 1.609344;

const radians = (degrees: number) => (degrees * Math.PI) / 180;
const degrees = (radians: number) => (radians * 180) / Math.PI;

export function toKilometres(distance: number, unit: DistanceUnit): number {
  return unit === 'mi' ? distance * KM_PER_MILE : distance;
}

export function fromKilometres(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? km / KM_PER_MILE : km;
}

/** The haversine formula, in kilometres. */
export function haversineKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  // min(1, …) absorbs rounding that would push asin out of its domain for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The same formula in SQL, with the core math functions PostgreSQL 15 has everywhere
 * (no PostGIS or earthdistance): the distance from `origin` to each row, in kilometres.
 */
export function haversineKmSql(origin: Coordinates, latitude: AnyPgColumn, longitude: AnyPgColumn): SQL<number> {
  const lat = origin.latitude;
  const lon = origin.longitude;
  return sql<number>`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${latitude}))
      * power(sin(radians(${longitude} - ${lon}::float8) / 2), 2)))))`;
}

/** Latitude and longitude ranges; two longitude ranges when the box crosses the antimeridian. */
export type BoundingBox = {
  minLatitude: number;
  maxLatitude: number;
  longitudeRanges: Array<[min: number, max: number]>;
};

/**
 * The smallest latitude/longitude box that holds every point within `radiusKm` of `origin`
 * (J. P. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude"). Every point
 * in the circle is in the box, so filtering by the box first (with an index) and by the exact
 * distance second gives the exact answer. Near a pole the box takes every longitude.
 */
export function boundingBox(origin: Coordinates, radiusKm: number): BoundingBox {
  const angular = radiusKm / EARTH_RADIUS_KM;
  const lat = radians(origin.latitude);
  const minLat = lat - angular;
  const maxLat = lat + angular;
  if (angular >= Math.PI || minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) {
    return {
      minLatitude: Math.max(-90, degrees(minLat)),
      maxLatitude: Math.min(90, degrees(maxLat)),
      longitudeRanges: [[-180, 180]],
    };
  }
  const deltaLon = degrees(Math.asin(Math.sin(angular) / Math.cos(lat)));
  const longitudeRanges = wrapLongitudes(origin.longitude - deltaLon, origin.longitude + deltaLon);
  return { minLatitude: degrees(minLat), maxLatitude: degrees(maxLat), longitudeRanges };
}

/** A west–east range as ranges within ±180°: split in two where it crosses the antimeridian. */
function wrapLongitudes(west: number, east: number): BoundingBox['longitudeRanges'] {
  if (east - west >= 360) return [[-180, 180]];
  if (west < -180)
    return [
      [west + 360, 180],
      [-180, east],
    ];
  if (east > 180)
    return [
      [west, 180],
      [-180, east - 360],
    ];
  return [[west, east]];
}

/** Rounds a distance for display: one decimal, as the store locator shows it. */
export function roundDistance(distance: number): number {
  return Math.round(distance * 10) / 10;
}
