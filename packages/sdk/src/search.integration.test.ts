import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('the SDK’s search calls', () => {
  it('sends refinements as repeated refine parameters', async () => {
    const result = await client.searchProducts({
      locale: 'fr-CA',
      currency: 'CAD',
      refine: { cgid: 'footwear', c_isSale: 'true' },
      sort: 'price-low-to-high',
      limit: 3,
    });
    expect(result.selectedRefinements).toEqual({ cgid: 'footwear', c_isSale: 'true' });
    expect(result.hits.length).toBeLessThanOrEqual(3);
    expect(result.hits.every((h) => h.c_isSale && h.currency === 'CAD')).toBe(true);
  });

  it('gets suggestions, and raises the API’s 400 for a short query', async () => {
    const suggestions = await client.getSearchSuggestions({ q: 'jac', locale: 'en-US', currency: 'USD' });
    expect(suggestions.productSuggestions.products.length).toBeGreaterThan(0);
    const error = await client.getSearchSuggestions({ q: 'ja', locale: 'en-US', currency: 'USD' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceApiError);
    expect((error as CommerceApiError).status).toBe(400);
  });
});
