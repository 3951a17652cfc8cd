import type { EnrichedProduct } from '@ridgeline/commerce/types';
import { describe, expect, it, vi } from 'vitest';
import type { CustomApiCall } from './client.js';
import { enrichProducts, EnrichmentTimeoutError } from './enrichment.js';

const product = (productId: string) => ({ productId, productName: productId }) as EnrichedProduct;
const query = { siteId: 'ridgeline', locale: 'en-US' };

describe('enrichProducts', () => {
  it('asks in batches of the given size, each once, and answers every product', async () => {
    const calls: CustomApiCall[] = [];
    const client = {
      callCustomApi: vi.fn(async (call: CustomApiCall) => {
        calls.push(call);
        const ids = (call.body as { productIds: string[] }).productIds;
        return { data: ids.map(product) } as never;
      }),
    };
    const ids = Array.from({ length: 19 }, (_, i) => `P${i}`);
    const result = await enrichProducts(client, { ...query, productIds: [...ids, 'P0'], categoryId: 'footwear' }, { batchSize: 8, timeoutMs: 1000 });
    expect(calls.map((c) => (c.body as { productIds: string[] }).productIds.length)).toEqual([8, 8, 3]);
    expect(calls[0]).toMatchObject({ apiName: 'products', endpointPath: 'products', siteId: 'ridgeline', locale: 'en-US' });
    expect(calls[0]!.body).toMatchObject({ categoryId: 'footwear' });
    expect([...result.keys()]).toEqual(ids);
  });

  it('keeps default data for a batch that fails or takes longer than the timeout, and says so', async () => {
    vi.useFakeTimers();
    try {
      const client = {
        callCustomApi: vi.fn((call: CustomApiCall) => {
          const ids = (call.body as { productIds: string[] }).productIds;
          if (ids[0] === 'A') return Promise.resolve({ data: ids.map(product) } as never);
          if (ids[0] === 'C') return Promise.reject(new Error('Request failed with status 500 Internal Server Error'));
          return new Promise<never>(() => {}); // never answers
        }),
      };
      const onError = vi.fn();
      const pending = enrichProducts(client, { ...query, productIds: ['A', 'B', 'C', 'D', 'E', 'F'] }, { batchSize: 2, timeoutMs: 15_000, onError });
      await vi.advanceTimersByTimeAsync(14_999);
      expect(onError).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      const result = await pending;
      expect([...result.keys()]).toEqual(['A', 'B']);
      expect(onError).toHaveBeenCalledTimes(2);
      expect(onError.mock.calls[0]![1]).toEqual(['C', 'D']);
      expect(onError.mock.calls[1]![0]).toBeInstanceOf(EnrichmentTimeoutError);
      expect(onError.mock.calls[1]![1]).toEqual(['E', 'F']);
    } finally {
      vi.useRealTimers();
    }
  });
});
