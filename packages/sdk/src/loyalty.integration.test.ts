import { createTestApi } from '@ridgeline/data/testing';
import { SEATTLE, testRegistrationPayload } from '@ridgeline/commerce/testing';
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

async function signedIn(email: string, member: boolean): Promise<CommerceClient> {
  const registered = await client.registerCustomer(
    'en-US',
    testRegistrationPayload(email, {
      ...SEATTLE,
      password: 'Ichthyosaur-1811',
      firstName: 'Mary',
      lastName: 'Anning',
      member,
    }),
  );
  return client.forShopper(registered.token);
}

describe('SDK loyalty calls', () => {
  it('status, join, account and groups for a customer; 403 for a guest', async () => {
    const mary = await signedIn('mary-loyalty@example.com', false);
    expect(await mary.getLoyaltyStatus({ locale: 'en-US', currency: 'USD' })).toEqual({
      loyaltyActiveInCurrentSession: false,
    });
    const joined = await mary.joinLoyalty({ privacyconsent: true }, { locale: 'fr-CA', currency: 'CAD' });
    expect(joined).toMatchObject({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member' },
      rewardsBalance: { available: { points: 0, currencyFormattedString: '0,00\u00a0$' } },
      entries: [],
    });
    expect((await mary.getLoyaltyAccount()).loyaltyActiveInCurrentSession).toBe(true);
    expect((await mary.getShopperCustomerGroups()).customerGroups).toEqual([
      'Everyone',
      'Registered',
      'loyalty-members',
    ]);

    const guest = client.forShopper((await client.createGuestSession()).token);
    const refused = await guest.getLoyaltyStatus().then(
      () => undefined,
      (e: unknown) => e as CommerceApiError,
    );
    expect(refused).toBeInstanceOf(CommerceApiError);
    expect(refused!.status).toBe(403);
    expect((await guest.getShopperCustomerGroups()).customerGroups).toEqual(['Unregistered', 'Everyone']);
    expect((await client.getCustomerGroupsFolder()).c_customerGroups).toContain('loyalty-members');
  });
});
