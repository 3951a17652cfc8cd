import { describe, expect, it } from 'vitest';
import { isDoNotTrack } from '@ridgeline/config';
import { InvalidInputError } from '../../http/errors.js';
import { ACTIVITY_REQUIREMENTS, checkActivityPayload, isActivityType, toActivityRow } from './activity-payload.js';
import { clientIdMatches, configuredClientId, DEFAULT_RECS_CLIENT_ID } from './client-id.js';
import { ActivityPayload, RecsRequest } from './contract.js';
import { ACTIVITY_TYPES, type ActivityType } from './schema.js';

const COOKIE = 'ab12cd34ef';
const UUID = '0b6f2a4e-5c1d-4f7a-9e3b-2d8c6a1f0e95';

describe('ActivityPayload', () => {
  it('takes the spec fields: products, categories, search text, basket items, realm, instance type, ids', () => {
    const parsed = ActivityPayload.parse({
      cookieId: COOKIE,
      userId: 'customer-1',
      realm: 'bfxz',
      instanceType: 'prd',
      products: [
        { id: 'RL1', sku: 'RL1-010-M' },
        { id: 'RL2', price: 129.99, quantity: 2 },
      ],
      categories: [{ id: 'mens-jackets' }],
      searchText: '  rain jacket ',
      recommenderName: 'viewed-also-viewed',
      recoUUID: UUID,
    });
    expect(parsed.searchText).toBe('rain jacket');
    expect(parsed.products).toHaveLength(2);
  });

  it.each([
    ['an unknown field', { cookieId: COOKIE, price: 1 }, '"price"'],
    [
      'an unknown field in a product',
      { cookieId: COOKIE, products: [{ id: 'RL1', customerId: 'x' }] },
      'products.0 Unrecognized key: "customerId"',
    ],
    ['no cookie id', { products: [{ id: 'RL1' }] }, 'cookieId'],
    [
      '51 products',
      { cookieId: COOKIE, products: Array.from({ length: 51 }, (_, i) => ({ id: `P${i}` })) },
      'products',
    ],
    [
      '51 categories',
      { cookieId: COOKIE, categories: Array.from({ length: 51 }, (_, i) => ({ id: `C${i}` })) },
      'categories',
    ],
    ['a 201-character search', { cookieId: COOKIE, searchText: 'x'.repeat(201) }, 'searchText'],
    ['a 201-character cookie id', { cookieId: 'x'.repeat(201) }, 'cookieId'],
    ['a cookie id with a space', { cookieId: 'a b' }, 'cookieId'],
    ['a product id with markup', { cookieId: COOKIE, products: [{ id: '<script>' }] }, 'products.0.id'],
    ['a negative price', { cookieId: COOKIE, products: [{ id: 'RL1', price: -1 }] }, 'products.0.price'],
    ['a fractional quantity', { cookieId: COOKIE, products: [{ id: 'RL1', quantity: 1.5 }] }, 'products.0.quantity'],
    ['an unknown instance type', { cookieId: COOKIE, instanceType: 'dev' }, 'instanceType'],
    ['a recoUUID that is not one', { cookieId: COOKIE, recoUUID: 'abc' }, 'recoUUID'],
  ])('refuses %s', (_, input, path) => {
    const result = ActivityPayload.safeParse(input);
    expect(result.success).toBe(false);
    // Unknown keys are reported on their object, with the key in the message.
    const named = result.error!.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    expect(named).toContain(path);
  });

  it('takes 50 products and a 200-character search', () => {
    const ok = ActivityPayload.safeParse({
      cookieId: COOKIE,
      products: Array.from({ length: 50 }, (_, i) => ({ id: `P${i}` })),
      searchText: 'x'.repeat(200),
    });
    expect(ok.success).toBe(true);
  });
});

describe('checkActivityPayload', () => {
  it('knows every activity of the spec, and purchase', () => {
    expect(Object.keys(ACTIVITY_REQUIREMENTS).sort()).toEqual([...ACTIVITY_TYPES].sort());
    expect(isActivityType('purchase')).toBe(true);
    expect(isActivityType('viewproduct')).toBe(false);
    expect(isActivityType('constructor')).toBe(false);
  });

  it.each([
    ['viewProduct', {}, ['products']],
    ['viewProduct', { products: [] }, ['products']],
    ['viewSearch', {}, ['searchText']],
    ['clickSearch', { searchText: 'boots' }, ['products']],
    ['viewCategory', { products: [{ id: 'RL1' }] }, ['categories']],
    ['clickCategory', {}, ['categories', 'products']],
    ['viewReco', { products: [{ id: 'RL1' }] }, ['recommenderName', 'recoUUID']],
    ['clickReco', { recommenderName: 'top-sellers', recoUUID: UUID }, ['products']],
    ['checkoutStep', { stepName: 'shipping' }, ['stepNumber']],
    ['addToCart', {}, ['products']],
    ['purchase', {}, ['products']],
  ] as [ActivityType, Omit<ActivityPayload, 'cookieId'>, string[]][])(
    '%s without %j names %j',
    (type, fields, missing) => {
      const error = (() => {
        try {
          checkActivityPayload(type, { cookieId: COOKIE, ...fields });
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(InvalidInputError);
      const message = (error as InvalidInputError).message;
      for (const field of missing) expect(message).toContain(`${field}: is required for ${type}`);
    },
  );

  it('passes complete payloads, and viewPage needs nothing but the cookie', () => {
    expect(() => checkActivityPayload('viewPage', { cookieId: COOKIE })).not.toThrow();
    expect(() =>
      checkActivityPayload('checkoutStep', { cookieId: COOKIE, stepName: 'payment', stepNumber: 0 }),
    ).not.toThrow();
    expect(() =>
      checkActivityPayload('clickReco', {
        cookieId: COOKIE,
        recommenderName: 'top-sellers',
        recoUUID: UUID,
        products: [{ id: 'RL1' }],
      }),
    ).not.toThrow();
  });
});

describe('toActivityRow', () => {
  it('keeps ids once each in the order given, and only what the recommenders read', () => {
    const row = toActivityRow('RidgelineUS', 'purchase', {
      cookieId: COOKIE,
      products: [{ id: 'B' }, { id: 'A', quantity: 2 }, { id: 'B', sku: 'B-1' }],
      categories: [{ id: 'footwear' }, { id: 'footwear' }],
      orderNo: 'ORD-1',
    });
    expect(row).toEqual({
      siteId: 'RidgelineUS',
      type: 'purchase',
      cookieId: COOKIE,
      userId: null,
      productIds: ['B', 'A'],
      categoryIds: ['footwear'],
      searchText: null,
    });
  });
});

describe('RecsRequest', () => {
  it('defaults to 10 recommendations in en-US and USD, and takes at most 10', () => {
    expect(RecsRequest.parse({})).toMatchObject({ limit: 10, locale: 'en-US', currency: 'USD' });
    expect(RecsRequest.safeParse({ limit: 11 }).success).toBe(false);
    expect(RecsRequest.safeParse({ limit: 0 }).success).toBe(false);
    expect(RecsRequest.safeParse({ products: [{ id: 'RL1', price: 3 }] }).success).toBe(false);
  });
});

describe('do-not-track', () => {
  it('is on for DNT: 1, Sec-GPC: 1 or doNotTrack: true, and off otherwise', () => {
    expect(isDoNotTrack({ dnt: '1' })).toBe(true);
    expect(isDoNotTrack({ gpc: ' 1 ' })).toBe(true);
    expect(isDoNotTrack({}, { doNotTrack: true })).toBe(true);
    expect(isDoNotTrack({ dnt: '0' })).toBe(false);
    expect(isDoNotTrack({ dnt: 'yes' })).toBe(false);
    expect(isDoNotTrack({}, { doNotTrack: false })).toBe(false);
    expect(isDoNotTrack({})).toBe(false);
  });
});

describe('client id', () => {
  it('is RECS_CLIENT_ID, or ridgeline-storefront when unset or blank', () => {
    expect(configuredClientId({})).toBe(DEFAULT_RECS_CLIENT_ID);
    expect(configuredClientId({ RECS_CLIENT_ID: '  ' })).toBe(DEFAULT_RECS_CLIENT_ID);
    expect(configuredClientId({ RECS_CLIENT_ID: 'shop-42' })).toBe('shop-42');
  });

  it('matches only the exact id', () => {
    expect(clientIdMatches('ridgeline-storefront', 'ridgeline-storefront')).toBe(true);
    expect(clientIdMatches('ridgeline-storefront ', 'ridgeline-storefront')).toBe(false);
    expect(clientIdMatches('ridgeline', 'ridgeline-storefront')).toBe(false);
    expect(clientIdMatches(undefined, 'ridgeline-storefront')).toBe(false);
    expect(clientIdMatches('', 'ridgeline-storefront')).toBe(false);
  });
});
