import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.js';
import { InvalidPostalCodeError, PostalCodeNotFoundError } from './errors.js';
import { buildGermanPostalTable, germanPostalTable, placeNameKeys } from './geocode-germany.js';
import { geocodePostalCode } from './geocoder.js';

/** City centres to check the data against, and how far a postal code's point may lie from them. */
const KNOWN = [
  ['DE', '10178', 'Berlin-Mitte', 52.52, 13.405, 5],
  ['DE', '80331', 'Munich', 48.1372, 11.5755, 5],
  ['DE', '79098', 'Freiburg im Breisgau', 47.999, 7.8421, 5],
  ['DE', '82467', 'Garmisch-Partenkirchen', 47.4921, 11.0958, 5],
  ['DE', '01067', 'Dresden', 51.0504, 13.7373, 5],
  ['DE', '15230', 'Frankfurt (Oder), not Frankfurt am Main', 52.347, 14.5506, 10],
  ['DE', '06108', 'Halle (Saale)', 51.4828, 11.9697, 10],
  ['US', '80302', 'Boulder', 40.015, -105.2705, 5],
  ['US', '10012', 'New York SoHo', 40.7255, -73.9983, 3],
  ['US', '99501', 'Anchorage', 61.2181, -149.9003, 5],
  ['CA', 'K1A 0B1', 'Ottawa', 45.4215, -75.6972, 5],
  ['CA', 'H2X 1Y4', 'Montréal', 45.5088, -73.568, 5],
  ['CA', 'V6B 1B6', 'Vancouver', 49.2827, -123.1207, 5],
  ['CA', 'B3J 3N8', 'Halifax', 44.6488, -63.5752, 5],
] as const;

describe('geocodePostalCode', () => {
  it.each(KNOWN)('%s %s lies in %s', async (country, code, _, latitude, longitude, withinKm) => {
    const point = await geocodePostalCode(country, code);
    expect(haversineKm(point, { latitude, longitude })).toBeLessThan(withinKm);
  });

  it('normalises what shoppers type and says what it looked up', async () => {
    expect(await geocodePostalCode('CA', 'k1a0b1')).toMatchObject({ countryCode: 'CA', postalCode: 'K1A 0B1' });
    expect(await geocodePostalCode('US', '80302-1234')).toMatchObject({ countryCode: 'US', postalCode: '80302' });
    expect(await geocodePostalCode('DE', ' 10178 ')).toMatchObject({ countryCode: 'DE', postalCode: '10178' });
  });

  it('refuses a well-formed code the data does not know, with a message naming it', async () => {
    await expect(geocodePostalCode('US', '00000')).rejects.toThrow(PostalCodeNotFoundError);
    await expect(geocodePostalCode('US', '00000')).rejects.toThrow("We couldn't find postal code 00000 in US.");
    await expect(geocodePostalCode('DE', '00000')).rejects.toThrow("We couldn't find postal code 00000 in DE.");
    // A Canadian area must not be found as a US ZIP, nor the other way round.
    await expect(geocodePostalCode('CA', 'X0X 0X0')).rejects.toThrow(PostalCodeNotFoundError);
  });

  it('refuses what cannot be a postal code of that country', async () => {
    await expect(geocodePostalCode('US', 'K1A 0B1')).rejects.toThrow(InvalidPostalCodeError);
    await expect(geocodePostalCode('CA', '80302')).rejects.toThrow(InvalidPostalCodeError);
    await expect(geocodePostalCode('DE', '1017')).rejects.toThrow(/is not a postal code in DE/);
  });

  it('places every German postal code somewhere in Germany', async () => {
    const table = await germanPostalTable();
    expect(table.size).toBeGreaterThan(8000);
    for (const [code, point] of table) {
      expect(code).toMatch(/^\d{5}$/);
      expect(point.latitude).toBeGreaterThan(47.2);
      expect(point.latitude).toBeLessThan(55.1);
      expect(point.longitude).toBeGreaterThan(5.8);
      expect(point.longitude).toBeLessThan(15.1);
    }
  });
});

describe('placeNameKeys', () => {
  it.each([
    ['Freiburg im Breisgau', 'freiburg'],
    ['Werder (Havel)', 'werder'],
    ['Hansestadt Stade', 'stade'],
    ['Universitäts- und Hansestadt Greifswald', 'greifswald'],
    ['Cottbus - Chóśebuz', 'cottbus'],
    ['Ketzin/Havel', 'ketzin'],
    ['Limburg a. d. Lahn', 'limburg'],
    ['Neuenhagen bei Berlin', 'neuenhagen'],
    ['München', 'munich'],
  ])('%s is also found as %s', (name, key) => {
    expect(placeNameKeys(name)).toContain(key);
  });
});

describe('buildGermanPostalTable', () => {
  const place = (name: string, lat: number, lng: number) => ({
    name,
    lat: String(lat),
    lng: String(lng),
    country: 'DE',
  });
  const places = [
    place('Neustadt', 54.1, 10.8), // in Holstein, near 23xxx
    place('Neustadt', 49.35, 8.14), // an der Weinstraße, near 67xxx
    place('Lübeck', 53.87, 10.69),
    place('Eutin', 54.14, 10.62),
    place('Ludwigshafen am Rhein', 49.48, 8.44),
    place('Speyer', 49.32, 8.43),
    place('Paris', 48.85, 2.35),
  ];
  places[6]!.country = 'FR';
  const table = buildGermanPostalTable(
    {
      '23552': ['Lübeck'],
      '23701': ['Eutin'],
      '23730': ['Neustadt in Holstein'],
      '67059': ['Ludwigshafen am Rhein'],
      '67346': ['Speyer'],
      '67433': ['Neustadt an der Weinstraße'],
      '23999': ['Some Hamlet'],
      '75001': ['Paris'],
    },
    places,
  );

  it('picks, among places of the same name, the one near its postal neighbours', () => {
    expect(table.get('23730')).toEqual({ latitude: 54.1, longitude: 10.8 });
    expect(table.get('67433')).toEqual({ latitude: 49.35, longitude: 8.14 });
  });

  it('puts a place too small for GeoNames at the centre of its neighbours, and ignores other countries', () => {
    expect(table.get('23999')!.latitude).toBeCloseTo((53.87 + 54.14) / 2, 6);
    expect(table.has('75001')).toBe(false);
  });
});
