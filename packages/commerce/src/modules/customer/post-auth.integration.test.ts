import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { registerTestCustomer } from '../../testing/customers.js';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../../testing/shopper-call.js';
import { customerProductLists } from '../wishlist/schema.js';
import { customers } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const POST_AUTH = '/custom/auth/v1/organizations/ridgeline/post-auth';

async function wishListsOf(email: string) {
  const [customer] = await t.handle.db.select().from(customers).where(eq(customers.email, email));
  return t.handle.db.select().from(customerProductLists).where(eq(customerProductLists.customerId, customer!.id));
}

describe('post-auth (spec 1 §4, §7)', () => {
  it('gives a signed-in customer their wishlist once, however often it is called', async () => {
    const token = await registerTestCustomer(t.api, 'post-auth@example.com');
    expect(await wishListsOf('post-auth@example.com')).toHaveLength(0);

    const first = await shopperCall(t.api, token, 'POST', POST_AUTH);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ wishListCreated: true });
    const again = await shopperCall(t.api, token, 'POST', POST_AUTH);
    expect(again.body).toEqual({ wishListCreated: false });

    const lists = await wishListsOf('post-auth@example.com');
    expect(lists.map((l) => l.type)).toEqual(['wish_list']);
  });

  it('refuses a guest session (403) and a call without a session (401)', async () => {
    const guest = await shopperCall(t.api, undefined, 'POST', '/shopper/sessions/guest');
    const asGuest = await shopperCall(t.api, guest.body.token as string, 'POST', POST_AUTH);
    expect(asGuest.status).toBe(403);
    expect(asGuest.body.error.message).toBe('You must create an account to access this feature.');
    expect((await shopperCall(t.api, undefined, 'POST', POST_AUTH)).status).toBe(401);
  });
});
