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

const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '1 Main St',
  city: 'Arlington',
  stateCode: 'VA',
  postalCode: '22201',
  countryCode: 'US' as const,
  phone: '7035550100',
};
const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 2,
  cvc: '123',
  holder: 'Grace Hopper',
});

describe('SDK order calls', () => {
  it('place the shopper’s basket, read the order back, and surface declines as CommerceApiError', async () => {
    const stocked = await t.handle.db.query.inventoryRecords.findMany({
      where: (r, { and, eq, gte }) => and(gte(r.ats, 2), eq(r.backorderable, false)),
      columns: { productId: true },
    });
    const variant = await t.handle.db.query.variants.findFirst({
      where: (v, { and, eq, inArray }) =>
        and(
          eq(v.orderable, true),
          inArray(
            v.id,
            stocked.map((r) => r.productId),
          ),
        ),
    });
    const { token } = await client.createGuestSession();
    const shopper = client.forShopper(token);
    const scope = { locale: 'en-US' };
    await shopper.addToBasket(scope, { productId: variant!.id, quantity: 1 });
    await shopper.setBasketEmail(scope, 'grace@example.com');
    await shopper.setShippingAddress(scope, address);
    await shopper.setShippingMethod(scope, 'express');
    const bag = await shopper.setBillingAddress(scope, address);

    const declined = await shopper
      .placeOrder(scope, { payment: { card: card('4000000000009995') } })
      .catch((e: unknown) => e);
    expect(declined).toBeInstanceOf(CommerceApiError);
    expect(declined).toMatchObject({
      status: 402,
      code: 'payment_declined',
      message: 'Your card has insufficient funds.',
    });

    const order = await shopper.placeOrder(scope, {
      payment: { card: card('5555555555554444') },
      expectedTotal: bag.orderTotal,
    });
    expect(order).toMatchObject({
      status: 'placed',
      currency: 'USD',
      orderTotal: bag.orderTotal,
      paymentCard: { brand: 'mastercard', last4: '4444' },
    });
    expect(await shopper.getOrder(scope, order.orderNo)).toEqual(order);

    const stranger = client.forShopper((await client.createGuestSession()).token);
    await expect(stranger.getOrder(scope, order.orderNo)).rejects.toMatchObject({ status: 404 });
  });
});
