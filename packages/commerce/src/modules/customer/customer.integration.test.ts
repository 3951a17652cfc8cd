import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stockedVariants } from '../../testing/stock.js';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall, type JsonBody } from '../../testing/shopper-call.js';
import { baskets } from '../basket/schema.js';
import { customers } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

type Body = JsonBody;
const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);

async function guest() {
  return (await call(undefined, 'POST', '/shopper/sessions/guest')).body as { token: string; usid: string };
}

const PASSWORD = 'Trail-Runner-2026';
function registration(email: string, overrides: Body = {}, extra: Body = {}) {
  return {
    customer: {
      firstName: 'Ada',
      lastName: "O'Hara",
      email,
      login: email,
      c_additionalFields: {
        phone: '(206) 555-0100',
        gender: 2,
        postalCode: '98101',
        newsletter: true,
        sendsmsconsent: false,
        privacyconsent: true,
        isLoyaltyFormSubmit: true,
        platformOfOrigin: 'pwa',
        birthdayMonth: 4,
        birthdayDay: 12,
        ...extra,
      },
      ...overrides,
    },
    password: PASSWORD,
  };
}

async function stockedIds(n: number) {
  return (await stockedVariants(t.handle.db, n, 5)).map((r) => r.id);
}

describe('registration', () => {
  it('creates the customer, signs the guest session in with a new token and keeps its usid', async () => {
    const session = await guest();
    const registered = await call(
      session.token,
      'POST',
      '/shopper/customers?locale=en-US',
      registration('Ada@Example.com'),
    );
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(registered.body.usid).toBe(session.usid);
    expect(registered.body.token).not.toBe(session.token);
    expect(registered.body.customer).toMatchObject({
      email: 'ada@example.com',
      login: 'ada@example.com',
      isRegistered: true,
      customerType: 'registered',
      c_postalCode: '98101',
      c_customerGroups: ['Everyone', 'Registered', 'loyalty-members'],
    });
    // Fixation: the token from before sign-in is dead; the new one reaches the customer.
    expect((await call(session.token, 'GET', '/shopper/customers/me')).status).toBe(401);
    expect((await call(registered.body.token, 'GET', '/shopper/customers/me')).body.customerNo).toMatch(/^\d{8}$/);
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, 'ada@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(registered.body)).not.toContain(PASSWORD);
  });

  it('answers invalid_form with the spec’s message on each field', async () => {
    const bad = registration(
      'not-an-email',
      { firstName: ' ', lastName: 'Smith<script>' },
      {
        postalCode: 'K1A 0B1',
        phone: '555-01',
        privacyconsent: false,
        birthdayMonth: 13,
      },
    );
    const answer = await call(undefined, 'POST', '/shopper/customers?locale=en-US', { ...bad, password: 'short' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_form');
    expect(answer.body.error.details).toEqual([
      { field: 'firstName', message: 'Please enter your first name.' },
      { field: 'lastName', message: 'Please enter valid last name.' },
      { field: 'email', message: 'Please enter a valid email address.' },
      { field: 'password', message: 'Password must contain at least 8 characters.' },
      { field: 'postalCode', message: 'Please enter a valid zip code' },
      { field: 'phone', message: 'Please enter a valid phone number.' },
      { field: 'birthdayMonth', message: 'Please enter a valid birthday.' },
      { field: 'privacyconsent', message: 'This field is required.' },
    ]);
    expect(await t.handle.db.select().from(customers)).toEqual([]);
  });

  it('follows the locale’s country for postal codes, and refuses a second account for one address', async () => {
    const canadian = registration('lea@example.com', {}, { postalCode: 'h2x 1z4', phone: '514-555-0154' });
    expect((await call(undefined, 'POST', '/shopper/customers?locale=fr-CA', canadian)).status).toBe(201);
    const again = await call(
      undefined,
      'POST',
      '/shopper/customers?locale=fr-CA',
      registration('LEA@example.com', {}, { postalCode: 'H2X 1Z4' }),
    );
    expect(again.status).toBe(400);
    expect(again.body.error.details).toEqual([
      { field: 'email', message: 'An account with this email address already exists.' },
    ]);
  });

  it('refuses unknown fields and a smuggled customer id', async () => {
    const smuggled = registration('eve@example.com', { customerId: 'someone-else' });
    expect((await call(undefined, 'POST', '/shopper/customers?locale=en-US', smuggled)).status).toBe(400);
  });
});

describe('password login and logout', () => {
  it('answers the same for an unknown e-mail and a wrong password', async () => {
    await call(undefined, 'POST', '/shopper/customers?locale=en-US', registration('ada@example.com'));
    const wrong = await call(undefined, 'POST', '/shopper/auth/login', {
      email: 'ada@example.com',
      password: 'Wrong-Password-1',
    });
    const unknown = await call(undefined, 'POST', '/shopper/auth/login', {
      email: 'nobody@example.com',
      password: 'Wrong-Password-1',
    });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(
      'Invalid login or password. Remember that password is case-sensitive. Please try again.',
    );
  });

  it('signs in with the e-mail in any case, records the visit, and logout kills the token', async () => {
    await call(undefined, 'POST', '/shopper/customers?locale=en-US', registration('ada@example.com'));
    const first = await call(undefined, 'POST', '/shopper/auth/login', {
      email: 'ADA@example.com ',
      password: PASSWORD,
    });
    expect(first.status).toBe(200);
    const second = await call(undefined, 'POST', '/shopper/auth/login', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(second.body.customer.previousLoginTime).toBe(first.body.customer.lastLoginTime);
    expect((await call(second.body.token, 'POST', '/shopper/auth/logout')).status).toBe(204);
    expect((await call(second.body.token, 'GET', '/shopper/customers/me')).status).toBe(401);
    // The other session is untouched.
    expect((await call(first.body.token, 'GET', '/shopper/customers/me')).status).toBe(200);
    expect((await call((await guest()).token, 'GET', '/shopper/customers/me')).status).toBe(403);
  });

  it('accepts a 200-character password exactly, not a prefix of it', async () => {
    const long = `Aa1${'x'.repeat(197)}`;
    const body = { ...registration('long@example.com'), password: long };
    expect((await call(undefined, 'POST', '/shopper/customers?locale=en-US', body)).status).toBe(201);
    expect(
      (await call(undefined, 'POST', '/shopper/auth/login', { email: 'long@example.com', password: long })).status,
    ).toBe(200);
    const prefix = await call(undefined, 'POST', '/shopper/auth/login', {
      email: 'long@example.com',
      password: long.slice(0, 199),
    });
    expect(prefix.status).toBe(401);
  });
});

describe('basket merge at sign-in (spec 1 §4)', () => {
  it('adds the guest bag to the customer’s: quantities summed, new lines, addresses copied when present', async () => {
    const [a, b] = await stockedIds(2);
    const registered = await call(
      undefined,
      'POST',
      '/shopper/customers?locale=en-US',
      registration('ada@example.com'),
    );
    const device1 = registered.body.token as string;
    await call(device1, 'POST', '/baskets/current/items?locale=en-US', { productId: a, quantity: 1 });

    const device2 = await guest();
    await call(device2.token, 'POST', '/baskets/current/items?locale=en-US', { productId: a, quantity: 2 });
    await call(device2.token, 'POST', '/baskets/current/items?locale=en-US', { productId: b, quantity: 1 });
    const address = {
      firstName: 'Ada',
      lastName: 'Hara',
      address1: '1200 Pine Street',
      city: 'Seattle',
      stateCode: 'WA',
      postalCode: '98101',
      countryCode: 'US',
      phone: '2065550100',
    };
    await call(device2.token, 'PUT', '/baskets/current/shipments/me/shipping-address?locale=en-US', address);

    const signedIn = await call(device2.token, 'POST', '/shopper/auth/login', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect(signedIn.body.usid).toBe(device2.usid);
    const merged = (await call(signedIn.body.token, 'GET', '/baskets/current?locale=en-US')).body;
    expect(merged.productItems.map((i: Body) => [i.productId, i.quantity])).toEqual([
      [a, 3],
      [b, 1],
    ]);
    expect(merged.shipments[0].shippingAddress).toEqual(address);
    expect(merged.customerInfo.email).toBe('ada@example.com');
    expect(merged.billingAddress).toBeUndefined();
    // One basket for the customer, whichever device asks.
    expect((await call(device1, 'GET', '/baskets/current?locale=en-US')).body.basketId).toBe(merged.basketId);
    const statuses = await t.handle.db
      .select({ status: baskets.status })
      .from(baskets)
      .where(eq(baskets.usid, device2.usid));
    expect(statuses).toEqual([{ status: 'merged' }]);
  });

  it('lets a customer without a bag take the guest bag as it is; another customer never sees it', async () => {
    const [a] = await stockedIds(1);
    await call(undefined, 'POST', '/shopper/customers?locale=en-US', registration('ada@example.com'));
    const eve = await call(undefined, 'POST', '/shopper/customers?locale=en-US', registration('eve@example.com'));
    const session = await guest();
    const before = (
      await call(session.token, 'POST', '/baskets/current/items?locale=en-US', { productId: a, quantity: 1 })
    ).body;
    const ada = await call(session.token, 'POST', '/shopper/auth/login', {
      email: 'ada@example.com',
      password: PASSWORD,
    });
    expect((await call(ada.body.token, 'GET', '/baskets/current?locale=en-US')).body.basketId).toBe(before.basketId);
    expect((await call(eve.body.token, 'GET', '/baskets/current?locale=en-US')).status).toBe(404);
  });
});
