import { createCommerceClient } from '@ridgeline/sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { Store, StoreSearchResult } from '../../types.js';
import { haversineKm, KM_PER_MILE } from './distance.js';
import { importStores } from './import-stores.js';
import { stores } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

async function search(query: string): Promise<StoreSearchResult> {
  const { status, body } = await t.get(`/stores${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as StoreSearchResult;
}

function expectNearestFirst(result: StoreSearchResult) {
  const distances = result.data.map((s) => s.distance);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
}

describe('the seeded stores', () => {
  it('number at least 60, in the US, Canada and Germany', async () => {
    const rows = await t.handle.db.select({ countryCode: stores.countryCode }).from(stores);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.countryCode))).toEqual(new Set(['US', 'CA', 'DE']));
    const everywhere = await search('?latitude=0&longitude=0&maxDistance=20000');
    expect(everywhere.total).toBe(rows.length);
  });
});

describe('GET /stores by postal code', () => {
  it('finds Berlin stores first for a Berlin postal code, nearest first, with distances in km', async () => {
    const result = await search('?countryCode=DE&postalCode=10178');
    expect(result.origin).toMatchObject({ countryCode: 'DE', postalCode: '10178' });
    expect(result.maxDistance).toBe(100);
    expect(result.distanceUnit).toBe('km');
    expect(result.data[0]!.id).toBe('de-berlin-mitte');
    expect(result.data.slice(0, 4).every((s) => s.city === 'Berlin')).toBe(true);
    expect(result.data.map((s) => s.id)).toContain('de-potsdam');
    expect(result.total).toBe(result.data.length);
    expectNearestFirst(result);
    for (const store of result.data) {
      expect(store.distanceUnit).toBe('km');
      expect(store.distance).toBeLessThanOrEqual(100);
      expect(Math.round(store.distance * 10)).toBe(store.distance * 10);
      // The database's haversine agrees with the one in TypeScript.
      expect(Math.abs(store.distance - haversineKm(result.origin, store))).toBeLessThanOrEqual(0.051);
      expect(store.storeHours).toMatch(/^<table>/);
      expect(store.inventoryId).toBeTruthy();
    }
  });

  it('searches 10178, Germany, within 100 km when given no location', async () => {
    const byDefault = await search('');
    const explicit = await search('?countryCode=DE&postalCode=10178&maxDistance=100&distanceUnit=km');
    expect(byDefault).toEqual(explicit);
  });

  it('normalises Canadian and ZIP+4 codes and takes the default country when none is given', async () => {
    const ottawa = await search('?countryCode=ca&postalCode=k1p%205b5&maxDistance=20');
    expect(ottawa.origin.postalCode).toBe('K1P 5B5');
    expect(ottawa.data.map((s) => s.id)).toEqual(expect.arrayContaining(['ca-ottawa', 'ca-gatineau']));
    const boulder = await search('?countryCode=US&postalCode=80302-1234&maxDistance=50');
    expect(boulder.data.map((s) => s.id).slice(0, 3)).toEqual(['us-boulder', 'us-golden', 'us-denver']);
    const berlin = await search('?postalCode=10435');
    expect(berlin.origin.countryCode).toBe('DE');
  });

  it('answers an unknown postal code with a 404 JSON message naming it', async () => {
    const { status, body } = await t.get('/stores?countryCode=US&postalCode=00000');
    expect(status).toBe(404);
    expect(body.error).toMatchObject({
      code: 'postal_code_not_found',
      message: "We couldn't find postal code 00000 in US.",
    });
  });
});

describe('GET /stores by latitude and longitude', () => {
  it('finds stores around a position', async () => {
    const result = await search('?latitude=49.2827&longitude=-123.1207&maxDistance=50');
    expect(result.origin).toEqual({ latitude: 49.2827, longitude: -123.1207 });
    expect(result.data.map((s) => s.id)).toEqual(['ca-vancouver', 'ca-north-vancouver', 'ca-squamish']);
    expectNearestFirst(result);
  });

  it('measures from a position to the millionth of a degree: a subnormal one is 0, not a 500', async () => {
    const result = await search('?latitude=6e-323&longitude=-2.5e-320&maxDistance=20000');
    expect(result.origin).toEqual({ latitude: 0, longitude: 0 });
    expect(result.total).toBeGreaterThan(0);
    const precise = await search('?latitude=49.28270049&longitude=-123.1207&maxDistance=50');
    expect(precise.origin).toEqual({ latitude: 49.2827, longitude: -123.1207 });
  });

  it('finds the same stores in miles, with distances converted', async () => {
    const km = await search('?latitude=52.52&longitude=13.405&maxDistance=160.9344');
    const mi = await search('?latitude=52.52&longitude=13.405&maxDistance=100&distanceUnit=mi');
    expect(mi.data.map((s) => s.id)).toEqual(km.data.map((s) => s.id));
    expect(mi.distanceUnit).toBe('mi');
    for (const [i, store] of mi.data.entries()) {
      expect(store.distanceUnit).toBe('mi');
      expect(Math.abs(store.distance * KM_PER_MILE - km.data[i]!.distance)).toBeLessThan(0.2);
    }
    const defaultInMiles = await search('?latitude=52.52&longitude=13.405&distanceUnit=mi');
    expect(defaultInMiles.maxDistance).toBe(62.1);
  });

  it('leaves out stores beyond maxDistance', async () => {
    const wide = await search('?latitude=52.52&longitude=13.405&maxDistance=100');
    const near = await search('?latitude=52.52&longitude=13.405&maxDistance=5');
    expect(near.total).toBeLessThan(wide.total);
    expect(near.total).toBe(wide.data.filter((s) => s.distance <= 5).length);
    expect(near.data.every((s) => s.distance <= 5)).toBe(true);
    const nowhere = await search('?latitude=0&longitude=-30&maxDistance=100');
    expect(nowhere).toMatchObject({ data: [], total: 0 });
  });

  it('pages with limit and offset, counting all matches', async () => {
    const first = await search('?latitude=52.52&longitude=13.405&maxDistance=20000&limit=5');
    const second = await search('?latitude=52.52&longitude=13.405&maxDistance=20000&limit=5&offset=5');
    expect(first.data).toHaveLength(5);
    expect(second.data).toHaveLength(5);
    expect(first.total).toBe(second.total);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(second.data.some((s) => first.data.some((f) => f.id === s.id))).toBe(false);
    expect(second.data[0]!.distance).toBeGreaterThanOrEqual(first.data[4]!.distance);
    const all = await search('?latitude=52.52&longitude=13.405&maxDistance=20000&limit=200');
    expect(all.data).toHaveLength(all.total);
    expect(all.data.slice(5, 10).map((s) => s.id)).toEqual(second.data.map((s) => s.id));
    const past = await search('?latitude=52.52&longitude=13.405&maxDistance=20000&offset=1000');
    expect(past).toMatchObject({ data: [], total: first.total });
  });

  it('finds stores across the antimeridian', async () => {
    const result = await search('?latitude=61.2&longitude=179.9&maxDistance=2000');
    expect(result.data.map((s) => s.id)).toContain('us-anchorage');
  });
});

describe('GET /stores bad input', () => {
  it.each([
    ['/stores?limit=201', 'limit'],
    ['/stores?limit=0', 'limit'],
    ['/stores?offset=-1', 'offset'],
    ['/stores?latitude=91&longitude=0', 'latitude'],
    ['/stores?latitude=-90.5&longitude=0', 'latitude'],
    ['/stores?latitude=10&longitude=181', 'longitude'],
    ['/stores?latitude=abc&longitude=1', 'latitude'],
    ['/stores?latitude=52.5', 'latitude and longitude together'],
    ['/stores?longitude=13.4', 'latitude and longitude together'],
    ['/stores?latitude=52.5&longitude=13.4&postalCode=10178', 'not both'],
    ['/stores?countryCode=US', 'Please enter a postal code.'],
    ['/stores?countryCode=US&postalCode=%20', 'Please enter a postal code.'],
    ['/stores?countryCode=FR&postalCode=75001', 'US, CA, DE'],
    ['/stores?countryCode=Germany&postalCode=10178', 'countryCode'],
    ['/stores?countryCode=DE&postalCode=1017', 'is not a postal code in DE'],
    ['/stores?countryCode=US&postalCode=%3Cscript%3E', 'is not a postal code in US'],
    ['/stores?maxDistance=0', 'maxDistance'],
    ['/stores?maxDistance=-5', 'maxDistance'],
    ['/stores?distanceUnit=yards', 'distanceUnit'],
    ['/stores?locale=xx', 'locale'],
  ])('%s answers 400 with a message about %s', async (path, words) => {
    const { status, body } = await t.get(path);
    expect(status).toBe(400);
    expect(body.error?.message).toContain(words);
  });

  it('takes 200 as the largest page', async () => {
    expect((await t.get('/stores?limit=200')).status).toBe(200);
  });
});

describe('GET /stores/{id}', () => {
  it('returns a store with its hours in the requested language', async () => {
    const en = await t.get('/stores/de-berlin-mitte');
    expect(en.status).toBe(200);
    const store = en.body as unknown as Store;
    expect(store).toMatchObject({
      id: 'de-berlin-mitte',
      city: 'Berlin',
      postalCode: '10178',
      countryCode: 'DE',
      stateCode: 'BE',
    });
    expect(store.storeHours).toContain('Monday');
    const fr = (await t.get('/stores/de-berlin-mitte?locale=fr-CA')).body as unknown as Store;
    expect(fr.storeHours).toContain('lundi');
    expect('distance' in store).toBe(false);
  });

  it('answers 404 for an unknown store and 400 for an impossible id', async () => {
    const missing = await t.get('/stores/no-such-store');
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toContain('no-such-store');
    expect((await t.get('/stores/%3Cscript%3E')).status).toBe(400);
  });
});

describe('importing stores', () => {
  it('stores hostile hours HTML inert, and skips ids it already has', async () => {
    const hostile = {
      id: 'test-hostile',
      name: 'Hostile',
      inventoryId: 'inventory-test-hostile',
      address1: '1 Test Street',
      city: 'Berlin',
      stateCode: 'BE',
      postalCode: '10178',
      countryCode: 'DE',
      phone: '030 23125199',
      latitude: 52.52,
      longitude: 13.41,
      storeHours: {
        en: '<p onclick="alert(1)">Mon</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><svg><script>alert(1)</script></svg>',
        fr: '<table><tr><td style="x">lun</td></tr></table><script>alert(1)</script>',
      },
    };
    expect(await importStores(t.handle.db, [hostile])).toBe(1);
    expect(await importStores(t.handle.db, [hostile])).toBe(0);
    const en = (await t.get('/stores/test-hostile')).body as unknown as Store;
    expect(en.storeHours).toBe('<p>Mon</p>x');
    const fr = (await t.get('/stores/test-hostile?locale=fr-CA')).body as unknown as Store;
    expect(fr.storeHours).toBe('<table><tr><td>lun</td></tr></table>');
  });

  it('refuses a store with impossible coordinates', async () => {
    const bad = { ...(await t.get('/stores/de-potsdam')).body, id: 'test-bad', latitude: 123 } as never;
    await expect(importStores(t.handle.db, [bad])).rejects.toThrow(/latitude/);
  });
});

describe('the SDK', () => {
  it('searches stores and reads one', async () => {
    const client = createCommerceClient({
      baseUrl: 'http://commerce.internal/api',
      fetch: (request) => {
        const url = new URL(request.url);
        url.pathname = url.pathname.replace(/^\/api/, '');
        return Promise.resolve(t.api.fetch(new Request(url, request)));
      },
    });
    const result = await client.searchStores({
      countryCode: 'CA',
      postalCode: 'T2P 1B5',
      maxDistance: 150,
      distanceUnit: 'mi',
    });
    expect(result.data.map((s) => s.id).slice(0, 3)).toEqual(['ca-calgary', 'ca-canmore', 'ca-banff']);
    const store = await client.getStore('ca-quebec', { locale: 'fr-CA' });
    expect(store.storeHours).toContain('Du lundi au mercredi');
    await expect(client.searchStores({ countryCode: 'DE', postalCode: '00000' })).rejects.toMatchObject({
      status: 404,
      message: "We couldn't find postal code 00000 in DE.",
    });
  });
});
