import { describe, expect, it } from 'vitest';
import { createCommerceClient } from './client.js';
import { contentOf, inBatches, type ContentRequest } from './content-items.js';

describe('inBatches', () => {
  it('cuts a list into runs of the size, in order, the last one shorter', () => {
    const ids = Array.from({ length: 25 }, (_, i) => i);
    expect(inBatches(ids).map((b) => b.length)).toEqual([12, 12, 1]);
    expect(inBatches(ids).flat()).toEqual(ids);
    expect(inBatches([])).toEqual([]);
    expect(inBatches([1, 2, 3], 2)).toEqual([[1, 2], [3]]);
  });

  it('refuses a size that would never end', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
    expect(() => inBatches([1], 1.5)).toThrow(RangeError);
  });
});

describe('fetchContent', () => {
  /** An engine that answers each request with its key, after a delay that makes later batches finish first. */
  function fakeEngine() {
    const bodies: { requests: ContentRequest[]; parameters: unknown }[] = [];
    const client = createCommerceClient({
      baseUrl: 'http://engine.test/api',
      fetch: async (request) => {
        expect(request.method).toBe('POST');
        expect(new URL(request.url).pathname).toBe('/api/cms/fetch');
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        await new Promise((resolve) => setTimeout(resolve, 20 - bodies.length * 5));
        const responses = body.requests.map((r) =>
          'key' in r && r.key.startsWith('missing')
            ? { error: { type: 'CONTENT_NOT_FOUND', message: 'not found' } }
            : { content: { _meta: { schema: 'blank', name: 'x', deliveryId: 'id' }, asked: 'key' in r ? r.key : r.id } },
        );
        return Response.json({ responses });
      },
    });
    return { client, bodies };
  }

  it('sends 12 requests a call and answers all of them in the order asked', async () => {
    const { client, bodies } = fakeEngine();
    const requests = Array.from({ length: 26 }, (_, i) => ({ key: i === 13 ? 'missing-13' : `k${i}` }));
    const answers = await client.fetchContent(requests, { locale: 'fr-CA', depth: 'all', format: 'inlined' });
    expect(bodies.map((b) => b.requests.length).sort()).toEqual([12, 12, 2]);
    expect(bodies.every((b) => JSON.stringify(b.parameters) === '{"locale":"fr-CA","depth":"all","format":"inlined"}')).toBe(true);
    expect(answers).toHaveLength(26);
    expect(answers.map((a) => (contentOf(a) as { asked?: string } | undefined)?.asked)).toEqual(
      requests.map((r, i) => (i === 13 ? undefined : r.key)),
    );
  });

  it('makes no call for no requests', async () => {
    const { client, bodies } = fakeEngine();
    expect(await client.fetchContent([], { locale: 'en-US' })).toEqual([]);
    expect(bodies).toHaveLength(0);
  });
});
