import { createTestApi } from '@ridgeline/data/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
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

const registration = {
  customer: {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    login: 'grace@example.com',
    c_additionalFields: {
      phone: '(703) 555-0100',
      gender: -1,
      postalCode: '22201',
      newsletter: true,
      sendsmsconsent: false,
      privacyconsent: false,
      isLoyaltyFormSubmit: false,
    },
  },
  password: 'Compiler-1952',
};

describe('SDK account calls', () => {
  it('precheck, register, read the customer, log out, and sign in again', async () => {
    expect((await client.precheckCustomer('grace@example.com')).registrationStep).toBe('register');
    const guest = await client.createGuestSession();
    const registered = await client.forShopper(guest.token).registerCustomer('en-US', registration);
    expect(registered.usid).toBe(guest.usid);
    const me = await client.forShopper(registered.token).getCustomer();
    expect(me).toMatchObject({ firstName: 'Grace', email: 'grace@example.com', c_postalCode: '22201' });
    expect((await client.precheckCustomer('grace@example.com')).registrationStep).toBe('login');

    await client.forShopper(registered.token).logout();
    const dead = await client
      .forShopper(registered.token)
      .getCustomer()
      .catch((e: unknown) => e);
    expect(dead).toBeInstanceOf(CommerceApiError);
    expect((dead as CommerceApiError).status).toBe(401);

    const again = await client.login({ email: 'grace@example.com', password: 'Compiler-1952' });
    expect(again.customer.customerNo).toBe(me.customerNo);
  });

  it('surfaces invalid_form details and wrong passwords as CommerceApiError', async () => {
    const bad = await client
      .registerCustomer('en-US', {
        ...registration,
        customer: { ...registration.customer, email: 'x@y', login: 'x@y' },
      })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({
      status: 400,
      code: 'invalid_form',
      details: [{ field: 'email', message: 'Please enter a valid email address.' }],
    });
    const wrong = await client.login({ email: 'grace@example.com', password: 'nope-nope-1A' }).catch((e: unknown) => e);
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_credentials' });
  });
});
