/** Helpers shared by the order module's integration tests: shoppers with a bag ready for checkout. */
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stockedVariants } from '../../testing/stock.js';
import type { Database } from '../../db/client.js';
import type { BasketDto } from '../basket/contract.js';
import { productComponents, products } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { reindexProducts } from '../search/indexer.js';
import type { OrderDto } from './contract.js';

/** What these helpers use of a test API (@ridgeline/data/testing's createTestApi gives one). */
type ApiUnderTest = {
  api: { request(path: string, init?: RequestInit): Response | Promise<Response> };
  handle: { db: Database };
};
export type Answer<T> = { status: number; body: T & { error?: { code: string; message: string; details?: unknown } } };

const nextYear = new Date().getUTCFullYear() + 2;
/** Test provider cards (docs/decisions/013). */
export const CARDS = {
  visa: { number: '4242 4242 4242 4242', expMonth: 12, expYear: nextYear, cvc: '123', holder: 'Ada Lovelace' },
  declined: { number: '4000000000000002', expMonth: 12, expYear: nextYear, cvc: '123', holder: 'Ada Lovelace' },
  networkError: { number: '4000000000000119', expMonth: 12, expYear: nextYear, cvc: '123', holder: 'Ada Lovelace' },
  lostResponse: { number: '4000000000000135', expMonth: 12, expYear: nextYear, cvc: '123', holder: 'Ada Lovelace' },
} as const;

export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Rue Sainte-Catherine',
  city: 'Montréal',
  stateCode: 'QC',
  postalCode: 'H2X 1Z4',
  countryCode: 'CA',
  phone: '5145550100',
} as const;

export function shopperCalls(t: ApiUnderTest) {
  async function call<T = Record<string, unknown>>(
    token: string | undefined,
    method: string,
    path: string,
    body?: unknown,
    locale = 'en-CA',
  ): Promise<Answer<T>> {
    const response = await t.api.request(`${path}${path.includes('?') ? '&' : '?'}locale=${locale}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
  }

  async function guest(): Promise<string> {
    const response = await t.api.request('/shopper/sessions/guest', { method: 'POST' });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  }

  /** An orderable variant with at least `atLeast` units, not back-orderable. */
  async function stockedVariant(atLeast = 3) {
    return (await stockedVariants(t.handle.db, 1, atLeast))[0]!;
  }

  async function stockOf(productId: string): Promise<number> {
    const [row] = await t.handle.db
      .select({ ats: inventoryRecords.ats })
      .from(inventoryRecords)
      .where(eq(inventoryRecords.productId, productId));
    return row!.ats;
  }

  async function setStock(productId: string, ats: number): Promise<void> {
    await t.handle.db.update(inventoryRecords).set({ ats }).where(eq(inventoryRecords.productId, productId));
  }

  /** A bag holding `quantity` of the product, with e-mail, addresses and a shipping method: ready to order. */
  async function readyBasket(token: string, productId: string, quantity = 1, locale = 'en-CA'): Promise<BasketDto> {
    const added = await call<BasketDto>(token, 'POST', '/baskets/current/items', { productId, quantity }, locale);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.productItems).toHaveLength(1);
    await call(token, 'PUT', '/baskets/current/customer', { email: 'ada@example.com' }, locale);
    await call(token, 'PUT', '/baskets/current/shipments/me/shipping-address', ADDRESS, locale);
    await call(token, 'PUT', '/baskets/current/shipments/me/shipping-method', { id: 'standard' }, locale);
    const ready = await call<BasketDto>(token, 'PUT', '/baskets/current/billing-address', ADDRESS, locale);
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    return ready.body;
  }

  /**
   * A bundle with its parts in order (English names), its own stock and each part's set to `stock` ×
   * what one bundle takes; one bundle takes two of its first part. Reindexed, so search agrees.
   */
  async function stockedBundle(stock: number) {
    const db = t.handle.db;
    const [bundle] = await db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.type, 'bundle'), eq(products.online, true)))
      .orderBy(asc(products.id))
      .limit(1);
    const [first] = await db
      .select()
      .from(productComponents)
      .where(eq(productComponents.parentId, bundle!.id))
      .orderBy(asc(productComponents.position))
      .limit(1);
    await db
      .update(productComponents)
      .set({ quantity: 2 })
      .where(and(eq(productComponents.parentId, bundle!.id), eq(productComponents.childId, first!.childId)));
    const parts = await db
      .select({ id: productComponents.childId, quantity: productComponents.quantity, name: products.name })
      .from(productComponents)
      .innerJoin(products, eq(products.id, productComponents.childId))
      .where(eq(productComponents.parentId, bundle!.id))
      .orderBy(asc(productComponents.position));
    expect(parts.length).toBeGreaterThan(1);
    const setStock = (productId: string, ats: number) =>
      db.update(inventoryRecords).set({ ats, backorderable: false }).where(eq(inventoryRecords.productId, productId));
    await setStock(bundle!.id, stock);
    for (const part of parts) await setStock(part.id, stock * part.quantity);
    await reindexProducts(db, [bundle!.id]);
    return { id: bundle!.id, name: bundle!.name.en, parts: parts.map((p) => ({ ...p, name: p.name.en })), setStock };
  }

  const placeOrder = (token: string, body: unknown, locale = 'en-CA') =>
    call<OrderDto>(token, 'POST', '/orders', body, locale);

  return { call, guest, stockedVariant, stockedBundle, stockOf, setStock, readyBasket, placeOrder };
}
