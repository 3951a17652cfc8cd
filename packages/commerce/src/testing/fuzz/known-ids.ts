import type { Database } from '../../db/client.js';
import { stockedVariants } from '../stock.js';
import { shopperCall, type JsonBody } from '../shopper-call.js';

type Api = Parameters<typeof shopperCall>[0];

const ID_KEY = /^(?:id|code|slug|orderNo|c_slugUrl)$|Id$/;

/** Every short string held under an id-like key of a JSON answer (`id`, `productId`, `orderNo`…). */
export function idsIn(body: unknown, into = new Set<string>()): Set<string> {
  const pending: unknown[] = [body];
  for (let value = pending.pop(); value !== undefined; value = pending.pop()) {
    if (Array.isArray(value)) pending.push(...value);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value as JsonBody)) {
        if (typeof item === 'string' && ID_KEY.test(key) && item.length <= 80) into.add(item);
        else pending.push(item);
      }
    }
  }
  return into;
}

/**
 * Real identifiers for fuzzed path parameters and fields, so requests reach the rows behind them:
 * products, categories, stores and content of the test catalogue, and a customer's bag line,
 * address and wishlist, made here for the purpose.
 */
export async function knownIds(api: Api, db: Database, customerToken: string): Promise<string[]> {
  const [variant] = await stockedVariants(db, 1);
  if (!variant) throw new Error('The test catalogue has no stocked variant.');
  const call = (method: string, path: string, body?: unknown) => shopperCall(api, customerToken, method, path, body);
  await call('POST', '/baskets/current/items', { productId: variant.id, quantity: 1 });
  await call('POST', '/shopper/customers/me/addresses', {
    addressId: 'Home',
    firstName: 'Grace',
    lastName: 'Hopper',
    address1: '1 Main Street',
    city: 'Montreal',
    stateCode: 'QC',
    postalCode: 'H2X 1Z4',
    countryCode: 'CA',
    phone: '(514) 555-0100',
  });
  const ids = new Set<string>([variant.id, variant.masterId]);
  for (const path of [
    '/products?limit=5',
    `/products/${variant.masterId}`,
    '/categories/root?levels=2',
    '/stores?countryCode=CA&postalCode=H2X%201Z4',
    '/content',
    '/baskets/current',
    '/shopper/customers/me/addresses',
    '/shopper/customers/me/product-lists',
  ]) {
    idsIn((await call('GET', path)).body, ids);
  }
  return [...ids].slice(0, 150);
}
