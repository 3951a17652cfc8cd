import { describe, expect, it } from 'vitest';
import { boundingBox, fromKilometres, haversineKm, roundDistance, toKilometres, type Coordinates } from './distance.js';

const BERLIN = { latitude: 52.52, longitude: 13.405 };
const MUNICH = { latitude: 48.1351, longitude: 11.582 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 };
const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
const MONTREAL = { latitude: 45.5017, longitude: -73.5673 };

describe('haversineKm', () => {
  it.each([
    ['Berlin–Munich', BERLIN, MUNICH, 504],
    ['London–Paris', LONDON, PARIS, 344],
    ['New York–Los Angeles', NEW_YORK, LOS_ANGELES, 3936],
    ['Toronto–Montréal', TORONTO, MONTREAL, 504],
  ])('%s is about %i km', (_, a, b, km) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, -1);
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThan(3);
  });

  it('is symmetric and zero at the same point', () => {
    expect(haversineKm(BERLIN, MUNICH)).toBeCloseTo(haversineKm(MUNICH, BERLIN), 9);
    expect(haversineKm(BERLIN, BERLIN)).toBe(0);
  });

  it('stays finite for antipodal points (half the circumference)', () => {
    const d = haversineKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 });
    expect(d).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('measures across the antimeridian the short way', () => {
    expect(haversineKm({ latitude: 0, longitude: 179.5 }, { latitude: 0, longitude: -179.5 })).toBeCloseTo(111.2, 0);
  });
});

describe('units', () => {
  it('converts miles and kilometres both ways', () => {
    expect(toKilometres(100, 'mi')).toBeCloseTo(160.9344, 6);
    expect(fromKilometres(160.9344, 'mi')).toBeCloseTo(100, 6);
    expect(toKilometres(42, 'km')).toBe(42);
    expect(fromKilometres(42, 'km')).toBe(42);
  });

  it('rounds to one decimal', () => {
    expect(roundDistance(503.96)).toBe(504);
    expect(roundDistance(2.449)).toBe(2.4);
    expect(roundDistance(2.45)).toBe(2.5);
  });
});

/** The point `km` away from `origin` in direction `bearing` (degrees), on the same sphere. */
function destination(origin: Coordinates, km: number, bearing: number): Coordinates {
  const r = km / 6371.0088;
  const lat1 = (origin.latitude * Math.PI) / 180;
  const lon1 = (origin.longitude * Math.PI) / 180;
  const b = (bearing * Math.PI) / 180;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(r) + Math.cos(lat1) * Math.sin(r) * Math.cos(b));
  const lon2 =
    lon1 + Math.atan2(Math.sin(b) * Math.sin(r) * Math.cos(lat1), Math.cos(r) - Math.sin(lat1) * Math.sin(lat2));
  const longitude = (((((lon2 * 180) / Math.PI + 540) % 360) + 360) % 360) - 180;
  return { latitude: (lat2 * 180) / Math.PI, longitude };
}

function inBox(box: ReturnType<typeof boundingBox>, p: Coordinates): boolean {
  const eps = 1e-9;
  return (
    p.latitude >= box.minLatitude - eps &&
    p.latitude <= box.maxLatitude + eps &&
    box.longitudeRanges.some(([min, max]) => p.longitude >= min - eps && p.longitude <= max + eps)
  );
}

describe('boundingBox', () => {
  it.each([
    ['Berlin, 100 km', BERLIN, 100],
    ['Anchorage, 800 km', { latitude: 61.2175, longitude: -149.894 }, 800],
    ['Fiji, across the antimeridian', { latitude: -17.7, longitude: 179.9 }, 300],
    ['Samoa, across the antimeridian westwards', { latitude: -13.8, longitude: -179.8 }, 300],
    ['Svalbard, over the pole', { latitude: 89.5, longitude: 15 }, 200],
  ])('holds every point of the circle: %s', (_, origin, km) => {
    const box = boundingBox(origin, km);
    for (let bearing = 0; bearing < 360; bearing += 5) {
      for (const fraction of [0.5, 0.999]) {
        const point = destination(origin, km * fraction, bearing);
        expect(haversineKm(origin, point)).toBeCloseTo(km * fraction, 6);
        expect(inBox(box, point)).toBe(true);
      }
    }
  });

  it('is tight: a point just outside the latitude range is further than the radius', () => {
    const box = boundingBox(BERLIN, 100);
    expect(haversineKm(BERLIN, { latitude: box.maxLatitude + 0.01, longitude: BERLIN.longitude })).toBeGreaterThan(100);
    expect(box.longitudeRanges).toHaveLength(1);
  });

  it('splits the longitude range at the antimeridian and takes every longitude near a pole', () => {
    expect(boundingBox({ latitude: 0, longitude: 179.9 }, 100).longitudeRanges).toHaveLength(2);
    expect(boundingBox({ latitude: 89.9, longitude: 0 }, 100).longitudeRanges).toEqual([[-180, 180]]);
    expect(boundingBox(BERLIN, 30_000).longitudeRanges).toEqual([[-180, 180]]);
  });
});
