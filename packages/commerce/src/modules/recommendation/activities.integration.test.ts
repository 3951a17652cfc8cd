import { CommerceApiError, createCommerceClient } from '@ridgeline/sdk';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import type { RecommenderList } from '../../types.js';
import { activities } from './schema.js';

const SITE = 'RidgelineUS';
const CLIENT_ID = { 'x-cq-client-id': 'ridgeline-storefront' };

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

type Answer = { status: number; body: Record<string, unknown> & { error?: { code: string; message: string } } };

async function post(path: string, body: unknown, headers: Record<string, string> = CLIENT_ID): Promise<Answer> {
  const response = await t.api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const stored = () => t.handle.db.select().from(activities);

describe('POST /v3/activities/{siteId}/{activity}', () => {
  it('stores a product view with its site, cookie, user and product ids', async () => {
    const { status, body } = await post(`/v3/activities/${SITE}/viewProduct`, {
      cookieId: 'cookie-1',
      userId: 'customer-1',
      realm: 'bfxz',
      instanceType: 'sbx',
      products: [{ id: 'RL100000', sku: 'RL100000-664-M' }],
    });
    expect(status).toBe(202);
    expect(body).toEqual({ recorded: true });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      siteId: SITE,
      type: 'viewProduct',
      cookieId: 'cookie-1',
      userId: 'customer-1',
      productIds: ['RL100000'],
      categoryIds: [],
      searchText: null,
    });
    expect(Date.now() - rows[0]!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('stores every activity of the spec, and purchases', async () => {
    const cookieId = 'cookie-2';
    const uuid = '0b6f2a4e-5c1d-4f7a-9e3b-2d8c6a1f0e95';
    const calls: [string, Record<string, unknown>][] = [
      ['viewProduct', { products: [{ id: 'RL100001' }] }],
      ['viewSearch', { searchText: 'rain jacket', products: [{ id: 'RL100001' }], showProducts: true }],
      ['clickSearch', { searchText: 'rain jacket', products: [{ id: 'RL100001' }] }],
      ['viewCategory', { categories: [{ id: 'footwear' }], products: [{ id: 'RL100002' }] }],
      ['clickCategory', { categories: [{ id: 'footwear' }], products: [{ id: 'RL100002' }] }],
      ['viewReco', { recommenderName: 'top-sellers', recoUUID: uuid, products: [{ id: 'RL100003' }] }],
      ['clickReco', { recommenderName: 'top-sellers', recoUUID: uuid, products: [{ id: 'RL100003' }] }],
      ['viewPage', { currentLocation: '/store-locator' }],
      ['beginCheckout', { products: [{ id: 'RL100004', price: 89.99, quantity: 1 }], amount: 89.99 }],
      ['checkoutStep', { stepName: 'shipping', stepNumber: 1, basketId: 'basket-1' }],
      ['addToCart', { products: [{ id: 'RL100004', sku: 'RL100004-010-M', price: 89.99, quantity: 1 }] }],
      [
        'purchase',
        {
          products: [
            { id: 'RL100004', quantity: 1 },
            { id: 'RL100005', quantity: 2 },
          ],
          orderNo: 'ORD-1',
        },
      ],
    ];
    for (const [type, payload] of calls) {
      const { status, body } = await post(`/v3/activities/${SITE}/${type}`, { cookieId, ...payload });
      expect(status, `${type}: ${JSON.stringify(body)}`).toBe(202);
    }
    const rows = await stored();
    expect(rows.map((r) => r.type)).toEqual(calls.map(([type]) => type));
    expect(rows.find((r) => r.type === 'viewSearch')?.searchText).toBe('rain jacket');
    expect(rows.find((r) => r.type === 'viewCategory')?.categoryIds).toEqual(['footwear']);
    expect(rows.find((r) => r.type === 'purchase')?.productIds).toEqual(['RL100004', 'RL100005']);
  });

  it('answers 401 JSON without the client id or with another one, and stores nothing', async () => {
    const payload = { cookieId: 'cookie-3', products: [{ id: 'RL100000' }] };
    const attempts: Record<string, string>[] = [{}, { 'x-cq-client-id': 'someone-else' }, { 'x-cq-client-id': '' }];
    for (const headers of attempts) {
      const { status, body } = await post(`/v3/activities/${SITE}/viewProduct`, payload, headers);
      expect(status).toBe(401);
      expect(body.error).toMatchObject({ code: 'unknown_client' });
      expect(body.error!.message).toContain('x-cq-client-id');
    }
    expect(await stored()).toHaveLength(0);
  });

  it('takes the client id from RECS_CLIENT_ID when it is set', async () => {
    const before = process.env.RECS_CLIENT_ID;
    process.env.RECS_CLIENT_ID = 'shop-42';
    try {
      const payload = { cookieId: 'cookie-4', products: [{ id: 'RL100000' }] };
      expect((await post(`/v3/activities/${SITE}/viewProduct`, payload)).status).toBe(401);
      expect((await post(`/v3/activities/${SITE}/viewProduct`, payload, { 'x-cq-client-id': 'shop-42' })).status).toBe(
        202,
      );
    } finally {
      if (before === undefined) delete process.env.RECS_CLIENT_ID;
      else process.env.RECS_CLIENT_ID = before;
    }
  });

  it('records nothing under do-not-track: DNT: 1, Sec-GPC: 1 or doNotTrack in the body', async () => {
    const payload = { cookieId: 'cookie-5', products: [{ id: 'RL100000' }] };
    const path = `/v3/activities/${SITE}/viewProduct`;
    for (const answer of [
      await post(path, payload, { ...CLIENT_ID, dnt: '1' }),
      await post(path, payload, { ...CLIENT_ID, 'sec-gpc': '1' }),
      await post(path, { ...payload, doNotTrack: true }),
      // The header wins even over a body that would not pass.
      await post(path, { cookieId: 'cookie-5' }, { ...CLIENT_ID, dnt: '1' }),
    ]) {
      expect(answer).toEqual({ status: 202, body: { recorded: false } });
    }
    expect(await stored()).toHaveLength(0);
    expect((await post(path, payload, { ...CLIENT_ID, dnt: '0' })).body).toEqual({ recorded: true });
  });

  it('answers 404 for an unknown activity, before reading the body', async () => {
    for (const activity of ['viewproduct', 'deleteEverything', 'toString']) {
      const { status, body } = await post(`/v3/activities/${SITE}/${activity}`, 'not json');
      expect(status).toBe(404);
      expect(body.error?.message).toContain(activity);
    }
  });

  it.each([
    ['no products', { cookieId: 'c' }, 'products: is required for viewProduct'],
    ['no cookie id', { products: [{ id: 'RL100000' }] }, 'cookieId'],
    ['an unknown field', { cookieId: 'c', products: [{ id: 'RL100000' }], customerId: 'x' }, 'customerId'],
    ['a price where it does not belong', { cookieId: 'c', products: [{ id: 'RL1' }], total: 0 }, 'total'],
    ['51 products', { cookieId: 'c', products: Array.from({ length: 51 }, (_, i) => ({ id: `P${i}` })) }, 'products'],
    ['a product id with markup', { cookieId: 'c', products: [{ id: '<img src=x>' }] }, 'products.0.id'],
    ['products that are not a list', { cookieId: 'c', products: { id: 'RL1' } }, 'products'],
    ['malformed JSON', '{"cookieId":', ''],
  ])('answers 400 JSON for %s', async (_, payload, words) => {
    const { status, body } = await post(`/v3/activities/${SITE}/viewProduct`, payload);
    expect(status).toBe(400);
    expect(typeof body.error?.message).toBe('string');
    expect(body.error!.message).toContain(words);
    expect(await stored()).toHaveLength(0);
  });

  it('refuses an oversized body with 413 and a bad site id with 400', async () => {
    const huge = { cookieId: 'c', searchText: 'x', padding: 'y'.repeat(70_000) };
    const tooBig = await post(`/v3/activities/${SITE}/viewSearch`, huge);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error?.code).toBe('payload_too_large');
    const badSite = await post(`/v3/activities/${encodeURIComponent('<site>')}/viewPage`, { cookieId: 'c' });
    expect(badSite.status).toBe(400);
    expect(badSite.body.error?.message).toContain('siteId');
  });
});

describe('GET /v3/personalization/recommenders/{siteId}', () => {
  it('lists the six recommenders with descriptions, behind the client id', async () => {
    const denied = await t.api.request(`/v3/personalization/recommenders/${SITE}`);
    expect(denied.status).toBe(401);
    const response = await t.api.request(`/v3/personalization/recommenders/${SITE}`, { headers: CLIENT_ID });
    expect(response.status).toBe(200);
    const { recommenders } = (await response.json()) as RecommenderList;
    expect(recommenders.map((r) => r.name)).toEqual([
      'viewed-also-viewed',
      'bought-together',
      'top-sellers',
      'recently-viewed',
      'similar-products',
      'new-arrivals',
    ]);
    for (const r of recommenders) expect(r.description.length).toBeGreaterThan(20);
    expect(recommenders.filter((r) => r.personal).map((r) => r.name)).toEqual(['recently-viewed']);
  });
});

describe('the OpenAPI document', () => {
  it('describes the recommendation paths and the client id header', async () => {
    const { body } = await t.get('/openapi.json');
    const paths = Object.keys(body.paths as object);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v3/activities/{siteId}/{activity}',
        '/v3/personalization/recommenders/{siteId}',
        '/v3/personalization/recs/{siteId}/{recommenderName}',
        '/v3/personalization/{siteId}/zones/{zone}/recs',
      ]),
    );
    const schemes = (body.components as { securitySchemes?: Record<string, { name: string }> }).securitySchemes;
    expect(schemes?.recsClientId?.name).toBe('x-cq-client-id');
  });
});

describe('the SDK', () => {
  const clientFor = (recsClientId?: string) =>
    createCommerceClient({
      baseUrl: 'http://commerce.internal/api',
      recsClientId,
      fetch: (request) => {
        const url = new URL(request.url);
        url.pathname = url.pathname.replace(/^\/api/, '');
        return Promise.resolve(t.api.fetch(new Request(url, request)));
      },
    });

  it('records activities, and under do-not-track sends nothing', async () => {
    const client = clientFor('ridgeline-storefront');
    const payload = { cookieId: 'sdk-cookie', products: [{ id: 'RL100000' }] };
    expect(await client.recordActivity(SITE, 'viewProduct', payload)).toEqual({ recorded: true });
    expect(await client.recordActivity(SITE, 'viewProduct', payload, { doNotTrack: true })).toEqual({
      recorded: false,
    });
    const rows = await t.handle.db.select().from(activities).where(eq(activities.cookieId, 'sdk-cookie'));
    expect(rows).toHaveLength(1);
  });

  it('lists recommenders and asks for recommendations by name and by zone', async () => {
    const client = clientFor('ridgeline-storefront');
    expect((await client.getRecommenders(SITE)).recommenders).toHaveLength(6);
    const byName = await client.getRecommendations(SITE, 'similar-products', {
      products: [{ id: 'RL100000' }],
      limit: 3,
    });
    expect(byName.recommenderName).toBe('similar-products');
    expect(byName.recs.length).toBeGreaterThan(0);
    expect(byName.recs.length).toBeLessThanOrEqual(3);
    const byZone = await client.getZoneRecommendations(SITE, 'home-recs', { locale: 'fr-CA', currency: 'CAD' });
    expect(byZone.recs).toHaveLength(10);
    expect(byZone.recs[0]!.currency).toBe('CAD');
    expect(byZone.displayMessage).toBe('Meilleures ventes');
  });

  it('raises the API error without the client id, and on bad input', async () => {
    const error = await clientFor()
      .getRecommenders(SITE)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceApiError);
    expect((error as CommerceApiError).status).toBe(401);
    await expect(
      clientFor('ridgeline-storefront').recordActivity(SITE, 'viewProduct', { cookieId: 'c' }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_input' });
  });
});
