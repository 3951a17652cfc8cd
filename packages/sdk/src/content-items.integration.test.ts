import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { contentOf, type DeliveredItem } from './content-items.js';
import { apiFetch } from './test-api-fetch.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
let client: CommerceClient;

beforeAll(async () => {
  t = await createTestApi();
  client = createCommerceClient({ baseUrl: 'http://commerce.internal/api', fetch: apiFetch(t.api) });
});
afterAll(async () => {
  await t.close();
});

/** Every string in a delivered tree, for "is this text on the page". */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

it('fetchContent sends more than 12 requests in batches the engine takes, answering each in order', async () => {
  const keys = ['home', 'footer', 'no-such-key', 't/trail-guide', 'pdp-configuration'];
  const requests = Array.from({ length: 26 }, (_, i) => ({ key: keys[i % keys.length]! }));
  const answers = await client.fetchContent(requests, { locale: 'fr-CA', depth: 'root', format: 'inlined' });
  expect(answers).toHaveLength(26);
  answers.forEach((answer, i) => {
    const key = keys[i % keys.length]!;
    if (key === 'no-such-key') expect(answer).toMatchObject({ error: { type: 'CONTENT_NOT_FOUND' } });
    else expect(contentOf(answer)?._meta.deliveryKey).toBe(key);
  });
});

it("the home page comes with the guests' or the registered customers' welcome, chosen by the groups sent", async () => {
  const home = async (customerGroups: string[]) =>
    texts(
      contentOf<DeliveredItem>(
        (await client.fetchContent([{ key: 'home' }], { locale: 'en-US', depth: 'all', customerGroups }))[0],
      ),
    ).join('\n');
  const guest = await home(['Unregistered', 'Everyone']);
  const registered = await home(['Everyone', 'Registered']);
  expect(guest).toContain('New here? Create an account');
  expect(guest).not.toContain('Welcome back. Your wishlist');
  expect(registered).toContain('Welcome back. Your wishlist');
  expect(registered).not.toContain('New here? Create an account');
});

it('filterContent lists the content pages', async () => {
  const answer = await client.filterContent({
    filterBy: [{ path: '/_meta/schema', value: 'content-page' }],
    parameters: { locale: 'en-US', depth: 'root' },
  });
  expect(answer.responses.map((r) => r.content._meta.deliveryKey)).toEqual(
    expect.arrayContaining(['t/trail-guide', 't/gift-guide', 't/sustainability']),
  );
});
