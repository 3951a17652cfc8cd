import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
import { apiFetch } from './test-api-fetch.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
let client: CommerceClient;

beforeAll(async () => {
  t = await createTestApi();
  client = createCommerceClient({
    baseUrl: 'http://commerce.internal/api',
    fetch: apiFetch(t.api),
  });
});
afterAll(async () => {
  await t.close();
});

it('getUrlMapping answers what a path maps to, sending the segment as given', async () => {
  expect(await client.getUrlMapping({ urlSegment: '/Mens/Jackets/?utm_source=mail', locale: 'fr-CA' })).toEqual({
    resourceType: 'category',
    resourceId: 'mens-clothing-jackets',
    statusCode: 301,
  });
  expect(await client.getUrlMapping({ urlSegment: '/mens/%6Aackets' })).toMatchObject({
    resourceId: 'mens-clothing-jackets',
  });
});

it('getUrlMapping gives undefined when nothing maps, and raises other failures', async () => {
  expect(await client.getUrlMapping({ urlSegment: '/no/such/page.html' })).toBeUndefined();
  const error = await client.getUrlMapping({ urlSegment: '/c/%E0%A4%A' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CommerceApiError);
  expect((error as CommerceApiError).status).toBe(400);
});
