/** Helpers shared by the order module's integration tests: shoppers with a bag ready for checkout. */
import { expect } from 'vitest';
import {
  bundleWithDoubledFirstPart,
  setStock as setStockOf,
  stockedVariants,
  stockOf as stockLevel,
} from '../../testing/stock.js';
import type { Database } from '../../db/client.js';
import type { BasketDto } from '../basket/contract.js';
import { reindexProducts } from '../search/index.js';
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
    return stockLevel(t.handle.db, productId);
  }

  async function setStock(productId: string, ats: number): Promise<void> {
    await setStockOf(t.handle.db, productId, { ats });
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
    const { bundle, parts } = await bundleWithDoubledFirstPart(db);
    expect(parts.length).toBeGreaterThan(1);
    const setStock = (productId: string, ats: number) => setStockOf(db, productId, { ats, backorderable: false });
    await setStock(bundle.id, stock);
    for (const part of parts) await setStock(part.id, stock * part.quantity);
    await reindexProducts(db, [bundle.id]);
    return { id: bundle.id, name: bundle.name.en, parts: parts.map((p) => ({ ...p, name: p.name.en })), setStock };
  }

  const placeOrder = (token: string, body: unknown, locale = 'en-CA') =>
    call<OrderDto>(token, 'POST', '/orders', body, locale);

  return { call, guest, stockedVariant, stockedBundle, stockOf, setStock, readyBasket, placeOrder };
}
