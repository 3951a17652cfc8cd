import { createTestApi } from '@ridgeline/data/testing';
import { SEATTLE, stockedVariants, testRegistrationPayload } from '@ridgeline/commerce/testing';
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

async function signedIn(email: string): Promise<CommerceClient> {
  const registered = await client.registerCustomer(
    'en-US',
    testRegistrationPayload(email, { ...SEATTLE, password: 'Ichthyosaur-1811', firstName: 'Mary', lastName: 'Anning' }),
  );
  return client.forShopper(registered.token);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as CommerceApiError,
  );

describe('SDK wishlist calls', () => {
  it('create (idempotent), add (duplicate answers the same item), expand and remove', async () => {
    const mary = await signedIn('mary@example.com');
    const [variant] = await stockedVariants(t.handle.db, 1);
    const list = await mary.createCustomerProductList({ type: 'wish_list' });
    expect((await mary.createCustomerProductList({ type: 'wish_list' })).id).toBe(list.id);

    const item = await mary.createCustomerProductListItem(list.id, { productId: variant!.masterId, quantity: 1 });
    const again = await mary.createCustomerProductListItem(list.id, { productId: variant!.masterId, quantity: 1 });
    expect(again.id).toBe(item.id);

    const lists = await mary.getCustomerProductLists({ expand: 'product', locale: 'en-US', currency: 'USD' });
    expect(lists.total).toBe(1);
    expect(lists.data[0]!.customerProductListItems).toEqual([
      expect.objectContaining({ id: item.id, product: expect.objectContaining({ productId: variant!.masterId }) }),
    ]);
    expect((await mary.getCustomerProductList(list.id)).customerProductListItems).toHaveLength(1);

    await mary.deleteCustomerProductListItem(list.id, item.id);
    expect((await mary.getCustomerProductList(list.id)).customerProductListItems).toEqual([]);
    expect((await failure(mary.deleteCustomerProductListItem(list.id, item.id)))?.status).toBe(404);
    const unknown = await failure(mary.createCustomerProductListItem(list.id, { productId: 'nope', quantity: 1 }));
    expect(unknown).toMatchObject({ status: 400, code: 'unknown_product' });
  });

  it('guests are asked to create an account; another customer’s list is not found', async () => {
    const guest = client.forShopper((await client.createGuestSession()).token);
    const refused = await failure(guest.getCustomerProductLists());
    expect(refused).toBeInstanceOf(CommerceApiError);
    expect(refused).toMatchObject({ status: 403, message: 'You must create an account to access this feature.' });

    const owner = await signedIn('owner@example.com');
    const other = await signedIn('other@example.com');
    const [variant] = await stockedVariants(t.handle.db, 1);
    const list = await owner.createCustomerProductList({ type: 'wish_list' });
    const item = await owner.createCustomerProductListItem(list.id, { productId: variant!.id, quantity: 1 });
    expect((await failure(other.getCustomerProductList(list.id)))?.status).toBe(404);
    expect((await failure(other.createCustomerProductListItem(list.id, { productId: variant!.id })))?.status).toBe(404);
    expect((await failure(other.deleteCustomerProductListItem(list.id, item.id)))?.status).toBe(404);
    expect((await owner.getCustomerProductList(list.id)).customerProductListItems.map((i) => i.id)).toEqual([item.id]);
  });
});
