import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerTestCustomer, TEST_PASSWORD, testRegistrationPayload } from '../testing/customers.js';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../testing/shopper-call.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const NUL_MESSAGE = 'must not contain the NUL character (\\u0000).';

describe('a NUL character in any input', () => {
  it('answers 400 invalid_input naming the field, on each operation where it used to reach SQL and answer 500', async () => {
    const token = await registerTestCustomer(t.api, 'ada@example.com');
    const { usid } = (await shopperCall(t.api, token, 'GET', '/shopper/sessions/current')).body as { usid: string };
    const cases: [method: string, path: string, body: unknown, field: string][] = [
      ['GET', '/products?q=a%00b', undefined, 'q'],
      ['GET', '/search-suggestions?q=a%00b', undefined, 'q'],
      ['GET', '/search-engine/ridgeline/ridgeline-us/autosuggest?q=a%00b', undefined, 'q'],
      ['POST', '/shopper/auth/login', { email: 'ada\u0000@example.com', password: TEST_PASSWORD }, 'email'],
      [
        'POST',
        '/custom/auth/v1/organizations/ridgeline/precheck-customer',
        { gatewayEmail: 'a\u0000@b.co' },
        'gatewayEmail',
      ],
      ['GET', `/shopper/contexts/${usid}?siteId=%00`, undefined, 'siteId'],
      ['GET', '/shopper/customers/me/addresses/Home%00', undefined, 'path'],
      ['DELETE', '/shopper/customers/me/addresses/%00', undefined, 'path'],
      ['POST', '/shopper/customers/me/product-lists', { type: 'wish_list', name: 'Trips\u0000' }, 'name'],
      ['DELETE', '/baskets/current/coupons/SAVE%0010', undefined, 'path'],
      ['PATCH', '/shopper/customers/me', { c_postalCode: 'H2X\u00001Z4' }, 'c_postalCode'],
      ['POST', '/baskets/current/coupons', { code: '\u0000' }, 'code'],
    ];
    for (const [method, path, body, field] of cases) {
      const answer = await shopperCall(t.api, token, method, path, body);
      expect({ method, path, status: answer.status, error: answer.body.error }).toEqual({
        method,
        path,
        status: 400,
        error: expect.objectContaining({ code: 'invalid_input', message: `${field}: ${NUL_MESSAGE}` }),
      });
    }
  });

  it('is found deep in a JSON body, in keys too, and a body without one goes on to the route', async () => {
    const registration = testRegistrationPayload('grace@example.com', { postalCode: 'H2X 1Z4\u0000' });
    const nested = await shopperCall(t.api, undefined, 'POST', '/shopper/customers?locale=en-CA', registration);
    expect(nested.status).toBe(400);
    expect(nested.body.error.message).toBe(`customer.c_additionalFields.postalCode: ${NUL_MESSAGE}`);

    const response = await t.api.request('/shopper/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"a@b.co","password":"12345678","\\u0000":1}',
    });
    expect(response.status).toBe(400);
    // An escaped backslash before "u0000" is not a NUL: the route answers (wrong login).
    const escaped = await shopperCall(t.api, undefined, 'POST', '/shopper/auth/login', {
      email: 'nobody@example.com',
      password: 'not\\u0000really',
    });
    expect(escaped.status).toBe(401);
  });
});
