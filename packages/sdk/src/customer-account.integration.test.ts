import { createTestApi } from '@ridgeline/data/testing';
import { SEATTLE, testRegistrationPayload } from '@ridgeline/commerce/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { type CommerceApiError } from './errors.js';
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

const PASSWORD = 'Difference-Engine-1822';
async function signedIn(email: string): Promise<CommerceClient> {
  const registered = await client.registerCustomer(
    'en-US',
    testRegistrationPayload(email, { ...SEATTLE, password: PASSWORD, firstName: 'Charles', lastName: 'Babbage' }),
  );
  return client.forShopper(registered.token);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as CommerceApiError,
  );

const HOME = {
  addressId: 'Home',
  firstName: 'Charles',
  lastName: 'Babbage',
  address1: '1 Dorset Street',
  city: 'Arlington',
  stateCode: 'VA',
  postalCode: '22201',
  countryCode: 'US' as const,
  phone: '(703) 555-0100',
};

describe('SDK account-area calls', () => {
  it('updates the profile and changes the password (other sessions signed out)', async () => {
    const charles = await signedIn('charles@example.com');
    const updated = await charles.updateCustomer('en-US', { firstName: 'Chuck', c_postalCode: '22202' });
    expect(updated).toMatchObject({ firstName: 'Chuck', c_postalCode: '22202' });
    const refused = await failure(charles.updateCustomer('en-US', { firstName: '' }));
    expect(refused).toMatchObject({ status: 400, code: 'invalid_form' });
    expect(refused!.details).toEqual([{ field: 'firstName', message: 'Please enter your first name.' }]);

    const other = client.forShopper((await client.login({ email: 'charles@example.com', password: PASSWORD })).token);
    const wrong = await failure(
      charles.updateCustomerPassword({ currentPassword: 'nope', password: 'Analytical-1837' }),
    );
    expect(wrong).toMatchObject({ status: 401, code: 'invalid_current_password' });
    await charles.updateCustomerPassword({ currentPassword: PASSWORD, password: 'Analytical-1837' });
    expect((await charles.getCustomer()).firstName).toBe('Chuck');
    expect(await failure(other.getCustomer())).toMatchObject({ status: 401 });
  });

  it('keeps an address book; another customer gets 404', async () => {
    const ada = await signedIn('ada@example.com');
    const bob = await signedIn('bob@example.com');
    expect(await ada.createCustomerAddress(HOME)).toMatchObject({ addressId: 'Home', preferred: true });
    await ada.createCustomerAddress({ ...HOME, addressId: 'Work Place', address1: '2 Office Park' });
    expect((await ada.updateCustomerAddress('Work Place', { preferred: true })).preferred).toBe(true);
    const book = await ada.getCustomerAddresses();
    expect(book.data.map((a) => [a.addressId, a.preferred])).toEqual([
      ['Work Place', true],
      ['Home', false],
    ]);
    expect((await ada.getCustomerAddress('work place')).address1).toBe('2 Office Park');
    expect(await failure(bob.getCustomerAddress('Home'))).toMatchObject({ status: 404 });
    expect(await failure(bob.removeCustomerAddress('Home'))).toMatchObject({ status: 404 });
    await ada.removeCustomerAddress('Home');
    expect((await ada.getCustomerAddresses()).total).toBe(1);
    expect(await failure(ada.createCustomerAddress({ ...HOME, addressId: 'work place' }))).toMatchObject({
      status: 409,
      code: 'address_name_taken',
    });
  });

  it('pages the order history (empty for a new customer) and 404s an unknown order', async () => {
    const mary = await signedIn('mary@example.com');
    expect(await mary.getCustomerOrders()).toEqual({ limit: 10, offset: 0, total: 0, data: [] });
    expect(await mary.getCustomerOrders({ limit: 5, offset: 5 })).toMatchObject({ limit: 5, offset: 5 });
    expect(await failure(mary.getCustomerOrder('RL10000001', { locale: 'en-US' }))).toMatchObject({ status: 404 });
  });
});
