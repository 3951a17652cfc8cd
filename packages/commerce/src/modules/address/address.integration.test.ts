import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../../testing/shopper-call.js';
import { registerTestCustomer } from '../../testing/customers.js';
import { MAX_ADDRESSES } from './contract.js';
import { customerAddresses } from './schema.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);
const BOOK = '/shopper/customers/me/addresses';
const at = (name: string) => `${BOOK}/${encodeURIComponent(name)}`;

const customer = (email: string) =>
  registerTestCustomer(t.api, email, {
    locale: 'en-US',
    firstName: 'Grace',
    lastName: 'Hopper',
    phone: '(212) 555-0100',
    postalCode: '10001',
    password: 'Cobol-Compiler-1959',
  });

const HOME = {
  addressId: 'Home',
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '1 Main Street',
  city: 'New York',
  stateCode: 'NY',
  postalCode: '10001',
  countryCode: 'US',
  phone: '(212) 555-0100',
};
const CABIN = {
  addressId: 'Cabin',
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '12 Lakeshore Road',
  address2: 'Unit 4',
  city: 'Whistler',
  stateCode: 'BC',
  postalCode: 'v8e0a1',
  countryCode: 'CA',
  phone: '604 555 0100',
};

const defaults = async (customerId?: string) =>
  (await t.handle.db.select().from(customerAddresses)).filter(
    (r) => r.isDefault && (!customerId || r.customerId === customerId),
  );

describe('customer addresses', () => {
  it('adds, lists (default first), edits, renames, makes default and deletes', async () => {
    const token = await customer('grace@example.com');
    expect((await call(token, 'GET', BOOK)).body).toEqual({ limit: 0, total: 0, data: [] });

    const home = await call(token, 'POST', BOOK, HOME);
    expect(home.status, JSON.stringify(home.body)).toBe(201);
    // The first address is the default.
    expect(home.body).toMatchObject({ ...HOME, preferred: true });
    const cabin = await call(token, 'POST', BOOK, CABIN);
    expect(cabin.body).toMatchObject({ addressId: 'Cabin', postalCode: 'V8E 0A1', preferred: false });

    const list = await call(token, 'GET', BOOK);
    expect(list.body.total).toBe(2);
    expect(list.body.data.map((a: { addressId: string }) => a.addressId)).toEqual(['Home', 'Cabin']);

    // Edit some fields: the rest stays, the per-country rules are checked on the result.
    const edited = await call(token, 'PATCH', at('cabin'), { address1: '14 Lakeshore Road', address2: '' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ addressId: 'Cabin', address1: '14 Lakeshore Road', city: 'Whistler' });
    expect(edited.body.address2).toBeUndefined();
    const badZip = await call(token, 'PATCH', at('Cabin'), { postalCode: '90210' });
    expect(badZip.status).toBe(400);
    expect(badZip.body.error.message).toContain('postalCode: Please enter a valid zip code');

    // Make default: one default, always.
    const preferred = await call(token, 'PATCH', at('Cabin'), { preferred: true });
    expect(preferred.body.preferred).toBe(true);
    expect((await defaults()).map((r) => r.addressId)).toEqual(['Cabin']);
    expect((await call(token, 'GET', BOOK)).body.data[0].addressId).toBe('Cabin');

    // Rename; a name already taken (in any case) is refused on its field.
    const renamed = await call(token, 'PATCH', at('Home'), { addressId: 'Apartment' });
    expect(renamed.body.addressId).toBe('Apartment');
    const taken = await call(token, 'PATCH', at('Apartment'), { addressId: 'CABIN' });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'address_name_taken', details: [{ field: 'addressId' }] });
    expect((await call(token, 'POST', BOOK, { ...HOME, addressId: 'apartment' })).status).toBe(409);

    // Deleting the default hands it to a remaining address.
    expect((await call(token, 'DELETE', at('Cabin'))).status).toBe(204);
    expect((await call(token, 'GET', at('Cabin'))).status).toBe(404);
    expect((await defaults()).map((r) => r.addressId)).toEqual(['Apartment']);
    expect((await call(token, 'DELETE', at('Apartment'))).status).toBe(204);
    expect((await call(token, 'GET', BOOK)).body.total).toBe(0);
  });

  it('keeps one default under concurrent changes (partial unique index) and caps the book', async () => {
    const token = await customer('race@example.com');
    const names = Array.from({ length: 5 }, (_, i) => `Place ${i}`);
    for (const addressId of names) expect((await call(token, 'POST', BOOK, { ...HOME, addressId })).status).toBe(201);
    const raced = await Promise.all(names.map((n) => call(token, 'PATCH', at(n), { preferred: true })));
    expect(raced.map((r) => r.status)).toEqual(names.map(() => 200));
    expect(await defaults()).toHaveLength(1);
    // New addresses sent as preferred take the default over.
    await call(token, 'POST', BOOK, { ...HOME, addressId: 'Newest', preferred: true });
    expect((await defaults()).map((r) => r.addressId)).toEqual(['Newest']);

    for (let i = 6; i < MAX_ADDRESSES; i++) await call(token, 'POST', BOOK, { ...HOME, addressId: `More ${i}` });
    const full = await call(token, 'POST', BOOK, { ...HOME, addressId: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('address_book_full');
  }, 60_000);

  it('refuses bad input with a clear message: rules, smuggled fields, names', async () => {
    const token = await customer('input@example.com');
    const bad = await call(token, 'POST', BOOK, { ...HOME, stateCode: 'QC', phone: '12', postalCode: 'ABCDE' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/postalCode: Please enter a valid zip code/);
    expect(bad.body.error.message).toMatch(/stateCode: is not a state or province of the country/);
    expect(bad.body.error.message).toMatch(/phone: Please enter a valid phone number\./);
    expect((await call(token, 'POST', BOOK, { ...HOME, addressId: '' })).status).toBe(400);
    expect((await call(token, 'POST', BOOK, { ...HOME, addressId: 'a/b' })).status).toBe(400);
    expect((await call(token, 'POST', BOOK, { ...HOME, countryCode: 'FR' })).body.error.message).toContain(
      'We ship to the United States and Canada only.',
    );
    const smuggled = await call(token, 'POST', BOOK, { ...HOME, customerId: '00000000-0000-0000-0000-000000000000' });
    expect(smuggled.status).toBe(400);
    expect((await call(token, 'PATCH', at('Home'), { customerId: 'x' })).status).toBe(400);
    expect(await t.handle.db.select().from(customerAddresses)).toHaveLength(0);
    const guest = (await call(undefined, 'POST', '/shopper/sessions/guest')).body.token as string;
    expect((await call(guest, 'GET', BOOK)).status).toBe(403);
    expect((await call(guest, 'POST', BOOK, HOME)).status).toBe(403);
  });

  it('never lets another customer read, change or delete an address: 404, rows unchanged', async () => {
    const ada = await customer('ada@example.com');
    const bob = await customer('bob@example.com');
    await call(ada, 'POST', BOOK, HOME);
    const before = await t.handle.db.select().from(customerAddresses);

    expect((await call(bob, 'GET', BOOK)).body.total).toBe(0);
    expect((await call(bob, 'GET', at('Home'))).status).toBe(404);
    expect((await call(bob, 'PATCH', at('Home'), { address1: 'Stolen' })).status).toBe(404);
    expect((await call(bob, 'PATCH', at('Home'), { preferred: true })).status).toBe(404);
    expect((await call(bob, 'DELETE', at('Home'))).status).toBe(404);
    expect(await t.handle.db.select().from(customerAddresses)).toEqual(before);

    // Bob may use the same name for his own address; Ada's stays hers and her default.
    expect((await call(bob, 'POST', BOOK, { ...HOME, address1: '9 Other Street' })).status).toBe(201);
    const [adaRow] = before;
    const [stillAda] = await t.handle.db.select().from(customerAddresses).where(eq(customerAddresses.id, adaRow!.id));
    expect(stillAda).toEqual(adaRow);
    expect(await defaults()).toHaveLength(2);
  });
});
