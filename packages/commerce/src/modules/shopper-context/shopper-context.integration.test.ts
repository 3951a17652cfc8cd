import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../../testing/shopper-call.js';
import { stockedVariants } from '../../testing/stock.js';
import type { BasketDto } from '../basket/index.js';
import { sql } from 'drizzle-orm';
import { importContentItems } from '../content/index.js';
import { savePromotions } from '../promotion/index.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);

async function guest(): Promise<{ token: string; usid: string }> {
  const response = await t.api.request('/shopper/sessions/guest', { method: 'POST' });
  return (await response.json()) as { token: string; usid: string };
}

const contextPath = (usid: string, siteId = 'ridgeline') => `/shopper/contexts/${usid}?siteId=${siteId}`;

describe('shopper context', () => {
  it('tells a session its own usid', async () => {
    const { token, usid } = await guest();
    expect((await call(token, 'GET', '/shopper/sessions/current')).body).toEqual({ usid });
    expect((await call(undefined, 'GET', '/shopper/sessions/current')).status).toBe(401);
  });

  it('is created once per site, read, updated field by field and removed', async () => {
    const { token, usid } = await guest();
    expect((await call(token, 'GET', contextPath(usid))).status).toBe(404);
    const created = await call(token, 'PUT', contextPath(usid), {
      couponCodes: ['welcome10', 'WELCOME10'],
      sourceCode: 'email',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ couponCodes: ['WELCOME10'], sourceCode: 'email', customerGroupIds: [] });
    expect((await call(token, 'PUT', contextPath(usid), { couponCodes: [] })).status).toBe(409);

    const updated = await call(token, 'PATCH', contextPath(usid), {
      couponCodes: ['NO-COUPON'],
      customQualifiers: { sessionOrigination: 'pwa' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      couponCodes: ['NO-COUPON'],
      customQualifiers: { sessionOrigination: 'pwa' },
      sourceCode: 'email',
    });
    const dated = await call(token, 'PATCH', contextPath(usid), { effectiveDateTime: '2026-12-20T08:00:00Z' });
    expect(dated.body).toMatchObject({ effectiveDateTime: '2026-12-20T08:00:00.000Z', sourceCode: 'email' });
    // null clears the moment (the toolkit's Clear): the shop is seen at the present again.
    const cleared = await call(token, 'PATCH', contextPath(usid), { effectiveDateTime: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('effectiveDateTime');
    expect(cleared.body).toMatchObject({ sourceCode: 'email' });
    expect((await call(token, 'GET', contextPath(usid, 'other-site'))).status).toBe(404);
    expect((await call(token, 'PATCH', contextPath(usid, 'other-site'), { couponCodes: [] })).status).toBe(404);

    expect((await call(token, 'DELETE', contextPath(usid))).status).toBe(204);
    expect((await call(token, 'GET', contextPath(usid))).status).toBe(404);
  });

  it("never reaches another session's context: the same 404 as none", async () => {
    const ada = await guest();
    const eve = await guest();
    await call(ada.token, 'PUT', contextPath(ada.usid), { couponCodes: ['SECRET'] });
    for (const [method, body] of [
      ['GET'],
      ['PATCH', { couponCodes: ['X'] }],
      ['PUT', { couponCodes: ['X'] }],
      ['DELETE'],
    ] as const) {
      const answer = await call(eve.token, method, contextPath(ada.usid), body);
      expect(answer.status, method).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('SECRET');
    }
    expect((await call(ada.token, 'GET', contextPath(ada.usid))).body).toMatchObject({ couponCodes: ['SECRET'] });
    expect((await call(undefined, 'GET', contextPath(ada.usid))).status).toBe(401);
  });

  it('refuses bad input clearly', async () => {
    const { token, usid } = await guest();
    const tooMany = await call(token, 'PUT', contextPath(usid), {
      couponCodes: Array.from({ length: 21 }, (_, i) => `C${i}`),
    });
    expect(tooMany.status).toBe(400);
    expect((await call(token, 'PUT', contextPath(usid), { clientIp: 'not-an-ip' })).status).toBe(400);
    expect((await call(token, 'PUT', contextPath(usid), { price: 1 })).status).toBe(400);
    expect((await call(token, 'GET', '/shopper/contexts/not-a-uuid?siteId=ridgeline')).status).toBe(400);
  });

  it("prices the session's bag for the context's groups, source code and effective moment (the toolkit's, decision 049)", async () => {
    const { token, usid } = await guest();
    const [variant] = await stockedVariants(t.handle.db, 1, 3);
    const later = new Date(Date.now() + 40 * 86_400_000);
    await savePromotions(t.handle.db, {
      promotions: [
        {
          id: 'vip-20',
          name: { en: 'VIP' },
          calloutMessage: { en: 'VIPs save 20%' },
          kind: 'order-percent',
          value: 20,
          customerGroups: ['VIP'],
          showOn: ['cart'],
        },
        {
          id: 'later-10',
          name: { en: 'Later' },
          calloutMessage: { en: '10% off later' },
          kind: 'order-percent',
          value: 10,
          startsAt: new Date(later.getTime() - 86_400_000),
          endsAt: new Date(later.getTime() + 86_400_000),
          showOn: ['cart'],
        },
        {
          id: 'campaign-15',
          name: { en: 'Campaign' },
          calloutMessage: { en: '15% off from the winter e-mail' },
          kind: 'order-percent',
          value: 15,
          sourceCodes: ['WINTER'],
          showOn: ['cart'],
        },
      ],
    });
    expect((await call(token, 'POST', '/baskets/current/items', { productId: variant!.id, quantity: 1 })).status).toBe(
      200,
    );
    const adjustments = async () =>
      ((await call(token, 'GET', '/baskets/current')).body as BasketDto).orderPriceAdjustments
        .map((a) => a.promotionId)
        .sort();
    expect(await adjustments()).not.toContain('vip-20');
    expect(await adjustments()).not.toContain('campaign-15');

    await call(token, 'PUT', contextPath(usid), { customerGroupIds: ['VIP', 'Everyone'] });
    expect(await adjustments()).toContain('vip-20');
    expect(await adjustments()).not.toContain('later-10');

    await call(token, 'PATCH', contextPath(usid), { effectiveDateTime: later.toISOString() });
    expect(await adjustments()).toEqual(expect.arrayContaining(['later-10', 'vip-20']));
    // A source code unlocks its campaign's promotion (the toolkit's Source Code).
    await call(token, 'PATCH', contextPath(usid), { sourceCode: 'winter' });
    expect(await adjustments()).toContain('campaign-15');

    // Cleared, the bag is priced for the session's own groups, now.
    await call(token, 'PATCH', contextPath(usid), { customerGroupIds: [], effectiveDateTime: null, sourceCode: '' });
    const after = await adjustments();
    expect(after).not.toContain('vip-20');
    expect(after).not.toContain('later-10');
    expect(after).not.toContain('campaign-15');
  });

  it('moves content editions, promotions and prices together with the effective moment; a source code opens its price book', async () => {
    const { token, usid } = await guest();
    const [variant] = await stockedVariants(t.handle.db, 1, 3);
    const later = new Date(Date.now() + 400 * 86_400_000);
    const from = new Date(later.getTime() - 86_400_000);
    const to = new Date(later.getTime() + 86_400_000);
    // A sale book of that week only, and one for the winter e-mail's source code, whenever.
    await t.handle.db.execute(sql`
      INSERT INTO price_books (id, currency, kind, name, starts_at, ends_at, source_codes) VALUES
        ('usd-test-week', 'USD', 'sale', 'A week of sale', ${from.toISOString()}, ${to.toISOString()}, NULL),
        ('usd-test-winter', 'USD', 'sale', 'Winter e-mail', NULL, NULL, ARRAY['Winter'])`);
    await t.handle.db.execute(sql`
      INSERT INTO prices (price_book_id, product_id, min_quantity, amount_minor) VALUES
        ('usd-test-week', ${variant!.id}, 1, 1234), ('usd-test-winter', ${variant!.id}, 1, 999)`);
    await savePromotions(t.handle.db, {
      promotions: [
        {
          id: 'week-10',
          name: { en: 'Week' },
          calloutMessage: { en: '10% off that week' },
          kind: 'order-percent',
          value: 10,
          startsAt: from,
          endsAt: to,
          showOn: ['cart', 'product'],
        },
      ],
    });
    const bannerId = crypto.randomUUID();
    await importContentItems(t.handle.db, {
      items: [
        {
          id: bannerId,
          deliveryKey: 'test-week-banner',
          name: 'Banner',
          schema: 'test-note',
          body: { text: 'Regular' },
          published: true,
        },
      ],
      editions: [
        {
          id: crypto.randomUUID(),
          name: 'The week',
          start: from.toISOString(),
          end: to.toISOString(),
          published: true,
          items: [{ id: bannerId, body: { text: 'That week' } }],
        },
      ],
    });

    expect((await call(token, 'POST', '/baskets/current/items', { productId: variant!.id, quantity: 1 })).status).toBe(
      200,
    );
    const bag = async () => (await call(token, 'GET', '/baskets/current')).body as BasketDto;
    const product = async (query: string) =>
      (
        await call(
          undefined,
          'GET',
          `/products/${variant!.masterId}?siteId=ridgeline&locale=en-US&currency=USD${query}`,
        )
      ).body;
    const variantPrice = (body: Record<string, unknown>) =>
      (body.variants as { productId: string; price?: number }[]).find((v) => v.productId === variant!.id)?.price;
    const banner = async (effectiveDateTime?: string) =>
      (
        await call(undefined, 'POST', '/cms/fetch', {
          requests: [{ key: 'test-week-banner' }],
          parameters: { locale: 'en-US', ...(effectiveDateTime ? { effectiveDateTime } : {}) },
        })
      ).body.responses[0].content.text;

    const now = await bag();
    expect(now.productItems[0]!.basePrice).not.toBe(12.34);
    expect(now.orderPriceAdjustments.map((a) => a.promotionId)).not.toContain('week-10');
    expect(variantPrice(await product(''))).toBe(now.productItems[0]!.basePrice);
    expect(await banner()).toBe('Regular');

    // The toolkit's effective moment: that week's prices, promotion and content, all at once.
    await call(token, 'PUT', contextPath(usid), { effectiveDateTime: later.toISOString() });
    const thatWeek = await bag();
    expect(thatWeek.productItems[0]!.basePrice).toBe(12.34);
    expect(thatWeek.orderPriceAdjustments.map((a) => a.promotionId)).toContain('week-10');
    const productThen = await product(`&effectiveDateTime=${encodeURIComponent(later.toISOString())}`);
    expect(variantPrice(productThen)).toBe(12.34);
    expect((productThen.promotions as { promotionId: string }[]).map((p) => p.promotionId)).toContain('week-10');
    expect(await banner(later.toISOString())).toBe('That week');

    // A source code opens its book; of the books that apply, the lowest price wins.
    await call(token, 'PATCH', contextPath(usid), { sourceCode: 'WINTER' });
    expect((await bag()).productItems[0]!.basePrice).toBe(9.99);
    expect(variantPrice(await product('&sourceCode=winter'))).toBe(9.99);
    expect(variantPrice(await product('&sourceCode=summer'))).toBe(now.productItems[0]!.basePrice);

    // Bad moments and codes are refused, not guessed.
    expect(
      (
        await call(
          undefined,
          'GET',
          `/products/${variant!.masterId}?locale=en-US&currency=USD&effectiveDateTime=tomorrow`,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await call(
          undefined,
          'GET',
          `/products/${variant!.masterId}?locale=en-US&currency=USD&sourceCode=${'x'.repeat(101)}`,
        )
      ).status,
    ).toBe(400);
  });
});
