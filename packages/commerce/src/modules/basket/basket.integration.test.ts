import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockedVariants } from '../../testing/stock.js';
import { createTestApi } from '@ridgeline/data/testing';
import { categories, productCategories } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { savePromotions } from '../promotion/index.js';
import type { BasketDto } from './contract.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

type Answer = { status: number; body: BasketDto & { error?: { code: string; message: string } } };

async function call(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
  locale = 'en-US',
): Promise<Answer> {
  const response = await t.api.request(`${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function guest(): Promise<string> {
  const response = await t.api.request('/shopper/sessions/guest', { method: 'POST' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
}

/** A variant in stock (at least `atLeast` units), with its master. */
async function stockedVariant(atLeast = 3) {
  return (await stockedVariants(t.handle.db, 1, atLeast))[0]!;
}

describe('baskets', () => {
  it('refuse calls without a valid shopper session', async () => {
    expect((await call(undefined, 'GET', '/baskets/current')).status).toBe(401);
    expect((await call('x'.repeat(43), 'GET', '/baskets/current')).status).toBe(401);
    const token = await guest();
    expect((await call(token, 'GET', '/baskets/current')).status).toBe(404);
  });

  it('add, merge lines, change and remove items, with prices computed by the server', async () => {
    const token = await guest();
    const variant = await stockedVariant();
    const first = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.productItems).toHaveLength(1);
    const item = first.body.productItems[0]!;
    expect(item).toMatchObject({
      productId: variant.id,
      masterProductId: variant.masterId,
      quantity: 1,
      bonusProductLineItem: false,
    });
    expect(item.basePrice).toBeGreaterThan(0);
    expect(first.body.currency).toBe('USD');
    expect(first.body.orderTotal).toBeCloseTo(first.body.productTotal + (first.body.shippingTotal ?? 0), 2);

    const again = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 2 });
    expect(again.body.productItems).toHaveLength(1);
    expect(again.body.productItems[0]!.quantity).toBe(3);
    expect(again.body.itemCount).toBe(3);
    expect(again.body.productItems[0]!.price).toBeCloseTo(again.body.productItems[0]!.basePrice * 3, 2);

    const changed = await call(token, 'PATCH', `/baskets/current/items/${item.itemId}`, { quantity: 1 });
    expect(changed.body.productItems[0]!.quantity).toBe(1);
    const removed = await call(token, 'DELETE', `/baskets/current/items/${item.itemId}`);
    expect(removed.body.productItems).toHaveLength(0);
    expect(removed.body.orderTotal).toBe(0);
  });

  it('keep each shopper to their own basket and never take prices from the request', async () => {
    const alice = await guest();
    const bob = await guest();
    const variant = await stockedVariant();
    const added = await call(alice, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    const tampered = await call(alice, 'POST', '/baskets/current/items', {
      productId: variant.id,
      quantity: 1,
      price: 0.01,
    });
    expect(tampered.status).toBe(400);
    expect((await call(bob, 'GET', '/baskets/current')).status).toBe(404);
    const itemId = added.body.productItems[0]!.itemId;
    expect((await call(bob, 'PATCH', `/baskets/current/items/${itemId}`, { quantity: 2 })).status).toBe(404);
    await call(bob, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    expect((await call(bob, 'DELETE', `/baskets/current/items/${itemId}`)).status).toBe(404);
    expect((await call(alice, 'GET', '/baskets/current')).body.productItems[0]!.quantity).toBe(1);
  });

  it('refuse more than is in stock, with the spec’s message, and unknown products', async () => {
    const token = await guest();
    const variant = await stockedVariant(1);
    await t.handle.db.update(inventoryRecords).set({ ats: 2 }).where(eq(inventoryRecords.productId, variant.id));
    const tooMany = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 3 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error!.message).toMatch(/^Only 2 left for .+!$/);
    const unknown = await call(token, 'POST', '/baskets/current/items', { productId: 'NOPE', quantity: 1 });
    expect(unknown.status).toBe(404);
    const master = await call(token, 'POST', '/baskets/current/items', { productId: variant.masterId, quantity: 1 });
    expect(master.status).toBe(404);
  });

  it('follow the shopper’s locale: a Canadian locale prices the same bag in CAD', async () => {
    const token = await guest();
    const variant = await stockedVariant();
    const usd = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    const cad = await call(token, 'GET', '/baskets/current', undefined, 'fr-CA');
    expect(cad.body.currency).toBe('CAD');
    expect(cad.body.basketId).toBe(usd.body.basketId);
    expect(cad.body.productItems[0]!.basePrice).not.toBe(usd.body.productItems[0]!.basePrice);
  });

  it('apply promotions and coupons, and refuse bad coupon codes clearly', async () => {
    const token = await guest();
    const variant = await stockedVariant();
    await savePromotions(t.handle.db, {
      promotions: [
        {
          id: 'save10',
          name: { en: '10% off' },
          calloutMessage: { en: '10% off your order', fr: '10 % de rabais' },
          kind: 'order-percent',
          value: 10,
          couponCode: 'SAVE10',
          showOn: ['cart', 'checkout'],
        },
      ],
      coupons: [
        { code: 'save10', promotionIds: ['save10'], includeInShopperContext: true },
        { code: 'OLD', promotionIds: ['save10'], endsAt: '2020-01-01T00:00:00Z' },
      ],
    });
    const before = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 2 });
    const unknown = await call(token, 'POST', '/baskets/current/coupons', { code: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error!.message).toBe('Coupon code "NOPE" is not valid.');
    const expired = await call(token, 'POST', '/baskets/current/coupons', { code: 'old' });
    expect(expired.status).toBe(400);
    const applied = await call(token, 'POST', '/baskets/current/coupons', { code: ' save10 ' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.couponItems).toEqual([{ code: 'SAVE10', c_includeInShopperContext: true, valid: true }]);
    expect(applied.body.orderPriceAdjustments[0]!.itemText).toBe('10% off your order');
    expect(applied.body.productTotal).toBeCloseTo(before.body.productTotal * 0.9, 1);
    expect((await call(token, 'POST', '/baskets/current/coupons', { code: 'SAVE10' })).status).toBe(409);
    const removed = await call(token, 'DELETE', '/baskets/current/coupons/save10');
    expect(removed.body.couponItems).toEqual([]);
    expect(removed.body.productTotal).toBe(before.body.productTotal);
  });

  it('apply a category promotion through the category’s ancestors, as soon as it is saved', async () => {
    const token = await guest();
    const variant = await stockedVariant();
    const [link] = await t.handle.db
      .select({ categoryId: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, variant.masterId));
    // The top-level category above the product's own: it matches only through the ancestors.
    let top = link!.categoryId;
    for (;;) {
      const [row] = await t.handle.db.select().from(categories).where(eq(categories.id, top));
      if (!row?.parentId || row.parentId === 'root') break;
      top = row.parentId;
    }
    const plain = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    expect(plain.body.productItems[0]!.priceAdjustments).toEqual([]);
    // Saved after the bag has been priced once: the promotions cached then must not hide it (decision 027).
    await savePromotions(t.handle.db, {
      promotions: [
        {
          id: 'cat20',
          name: { en: '20% off' },
          calloutMessage: { en: '20% off this category' },
          kind: 'category-percent',
          value: 20,
          categoryIds: [top],
          showOn: ['cart'],
        },
      ],
    });
    const again = await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const line = again.body.productItems[0]!;
    expect(line.priceAdjustments.map((a) => a.promotionId)).toEqual(['cat20']);
    expect(line.priceAfterItemDiscount).toBeCloseTo(line.price * 0.8, 1);
  });

  it('take addresses, a shipping method and e-mail, and add tax for the destination', async () => {
    const token = await guest();
    const variant = await stockedVariant();
    await call(token, 'POST', '/baskets/current/items', { productId: variant.id, quantity: 1 }, 'en-CA');
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Rue Sainte-Catherine',
      city: 'Montréal',
      stateCode: 'QC',
      postalCode: 'H2X 1Z4',
      countryCode: 'CA',
      phone: '5145550100',
    };
    expect(
      (await call(token, 'PUT', '/baskets/current/customer', { email: 'Ada@Example.com' }, 'en-CA')).body.customerInfo,
    ).toEqual({
      email: 'ada@example.com',
    });
    const shipped = await call(token, 'PUT', '/baskets/current/shipments/me/shipping-address', address, 'en-CA');
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    expect(shipped.body.taxTotal).toBeGreaterThan(0);
    // Standard shipping is estimated in the totals, but no method counts as chosen until the shopper picks one.
    expect(shipped.body.shippingTotal).toBeGreaterThan(0);
    expect(shipped.body.shipments[0]!.shippingMethod).toBeUndefined();
    const express = await call(
      token,
      'PUT',
      '/baskets/current/shipments/me/shipping-method',
      { id: 'express' },
      'en-CA',
    );
    expect(express.body.shipments[0]!.shippingMethod!.id).toBe('express');
    expect(express.body.shippingTotal!).toBeGreaterThan(shipped.body.shippingTotal!);
    const t1 = express.body;
    expect(t1.orderTotal).toBeCloseTo(t1.productTotal + t1.shippingTotal! + t1.taxTotal!, 2);
    const billing = await call(
      token,
      'PUT',
      '/baskets/current/billing-address',
      { ...address, countryCode: 'FR' },
      'en-CA',
    );
    expect(billing.status).toBe(400);
    for (const [field, value] of [
      ['postalCode', '12345'],
      ['stateCode', 'WA'],
      ['phone', '555'],
    ] as const) {
      const refused = await call(
        token,
        'PUT',
        '/baskets/current/shipments/me/shipping-address',
        { ...address, [field]: value },
        'en-CA',
      );
      expect(refused.status, field).toBe(400);
      expect(JSON.stringify(refused.body), field).toContain(field);
    }
    expect(
      (await call(token, 'GET', '/baskets/current', undefined, 'en-CA')).body.shipments[0]!.shippingAddress,
    ).toEqual(address);
    expect(
      (await call(token, 'PUT', '/baskets/current/shipments/me/shipping-method', { id: 'teleport' }, 'en-CA')).status,
    ).toBe(404);
  });
});
