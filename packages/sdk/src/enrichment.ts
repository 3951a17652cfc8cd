import type { EnrichedProduct, EnrichmentResponse } from '@ridgeline/commerce/types';
import type { CommerceClient } from './client.js';

export type EnrichmentQuery = { siteId: string; locale: string; productIds: readonly string[]; categoryId?: string };
export type EnrichmentOptions = {
  /** Ids per call (spec 2 §9: 8). */
  batchSize: number;
  /** Per call (spec 2 §9: 15000 ms); a batch that takes longer keeps its default data. */
  timeoutMs: number;
  /** Told about each failed or timed-out batch; the batch's products keep their default data. */
  onError?: (error: unknown, productIds: readonly string[]) => void;
};

export class EnrichmentTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Products enrichment took longer than ${timeoutMs} ms`);
    this.name = 'EnrichmentTimeoutError';
  }
}

/**
 * Current tile data from the products enrichment API (spec 2 §7), asked in parallel batches.
 * Never fails: a batch that errs or times out is reported to `onError` and its products are
 * simply absent from the answer, so callers fall back to the data they already have.
 */
export async function enrichProducts(
  client: Pick<CommerceClient, 'callCustomApi'>,
  { siteId, locale, productIds, categoryId }: EnrichmentQuery,
  { batchSize, timeoutMs, onError }: EnrichmentOptions,
): Promise<Map<string, EnrichedProduct>> {
  const ids = [...new Set(productIds)];
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += batchSize) batches.push(ids.slice(i, i + batchSize));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new EnrichmentTimeoutError(timeoutMs)), timeoutMs);
      });
      try {
        const call = client.callCustomApi<EnrichmentResponse>({
          apiName: 'products',
          endpointPath: 'products',
          siteId,
          locale,
          body: { productIds: batch, ...(categoryId ? { categoryId } : {}) },
        });
        return (await Promise.race([call, timeout])).data;
      } catch (error) {
        onError?.(error, batch);
        return [];
      } finally {
        clearTimeout(timer);
      }
    }),
  );
  return new Map(answers.flat().map((product) => [product.productId, product]));
}
