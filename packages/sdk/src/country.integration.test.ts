import { createApi, silentLogger, type DatabaseHandle } from '@ridgeline/commerce';
import { createTestDatabase } from '@ridgeline/commerce/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
import { apiFetch } from './test-api-fetch.js';

let handle: DatabaseHandle;
let client: CommerceClient;

beforeAll(async () => {
  handle = await createTestDatabase();
  client = createCommerceClient({
    baseUrl: 'http://commerce.internal/api',
    fetch: apiFetch(createApi({ db: handle.db, logger: silentLogger })),
  });
});
afterAll(async () => {
  await handle.close();
});

describe('the country calls', () => {
  it('verify a visitor country and list the served countries through the site custom API', async () => {
    const verification = await client.verifyCountry({
      siteId: 'ridgeline',
      locale: 'en-CA',
      c_visitorCountryCode: 'FR',
    });
    expect(verification.overlayDetails?.homeCountry.countryCode).toBe('CA');
    expect(verification.overlayDetails?.visitingCountry).toMatchObject({ countryCode: 'FR', ecommerceEnabled: false });
    const list = await client.listCountries({ siteId: 'ridgeline', locale: 'en-US' });
    expect(list.countries.map((c) => c.countryCode)).toEqual(['US', 'CA']);
  });
  it('raises the engine’s 400 for a code that is no country', async () => {
    const refused = await client
      .verifyCountry({ siteId: 'ridgeline', locale: 'en-US', c_visitorCountryCode: 'ZZ' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CommerceApiError);
    expect((refused as CommerceApiError).status).toBe(400);
  });
});
