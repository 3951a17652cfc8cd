import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall, type JsonBody } from '../../testing/shopper-call.js';
import { customers } from './schema.js';
import { registerTestCustomer, SEATTLE } from '../../testing/customers.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);
const ME = '/shopper/customers/me';
const PASSWORD = 'Trail-Runner-2026';

const register = (email: string) => registerTestCustomer(t.api, email, SEATTLE);

const login = (email: string, password: string) => call(undefined, 'POST', '/shopper/auth/login', { email, password });
const fields = (body: JsonBody) => body.error.details as { field: string; message: string }[];

describe('profile update', () => {
  it('saves only the fields sent, with the registration rules', async () => {
    const token = await register('ada@example.com');
    const updated = await call(token, 'PATCH', `${ME}?locale=en-CA`, {
      firstName: '  Augusta Ada ',
      lastName: "King-O'Neil",
      phoneHome: '(416) 555-0199',
      c_postalCode: 'm5v3l9',
      gender: -1,
      birthdayMonth: 12,
      birthdayDay: 10,
      c_newsletter: true,
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({
      firstName: 'Augusta Ada',
      lastName: "King-O'Neil",
      phoneHome: '(416) 555-0199',
      c_postalCode: 'M5V 3L9',
      gender: -1,
      birthdayMonth: 12,
      birthdayDay: 10,
      c_newsletter: true,
      email: 'ada@example.com',
    });
    // Only the postal code (spec 1 §4: after login with a postal code): the rest stays.
    const postal = await call(token, 'PATCH', `${ME}?locale=en-US`, { c_postalCode: '10001' });
    expect(postal.body).toMatchObject({ c_postalCode: '10001', firstName: 'Augusta Ada', gender: -1 });
    // Gender 0 and null birthdays forget them.
    const cleared = await call(token, 'PATCH', ME, { gender: 0, birthdayMonth: null, birthdayDay: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.gender).toBeUndefined();
    expect(cleared.body.birthdayMonth).toBeUndefined();
    expect((await call(token, 'GET', ME)).body).toMatchObject({ firstName: 'Augusta Ada', c_postalCode: '10001' });
  });

  it('answers invalid_form with the spec’s messages on the form’s field names', async () => {
    const token = await register('bad@example.com');
    const refused = await call(token, 'PATCH', `${ME}?locale=en-US`, {
      firstName: ' ',
      lastName: 'Love<lace>',
      phoneHome: '12',
      c_postalCode: 'K1A 0B1',
      gender: 7,
      birthdayMonth: 13,
      birthdayDay: 2,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_form');
    expect(fields(refused.body)).toEqual(
      expect.arrayContaining([
        { field: 'firstName', message: 'Please enter your first name.' },
        { field: 'lastName', message: 'Please enter valid last name.' },
        { field: 'phone', message: 'Please enter a valid phone number.' },
        { field: 'postalCode', message: 'Please enter a valid zip code' },
        { field: 'gender', message: 'Please select a valid option.' },
        { field: 'birthdayMonth', message: 'Please enter a valid birthday.' },
      ]),
    );
    const half = await call(token, 'PATCH', ME, { birthdayMonth: 3 });
    expect(fields(half.body)).toEqual([{ field: 'birthdayDay', message: 'Please enter a valid birthday.' }]);
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, 'bad@example.com'));
    expect(row).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: '(206) 555-0100', postalCode: '98101' });
  });

  it('refuses smuggled fields (customer id, e-mail, loyalty) and guests', async () => {
    const token = await register('strict@example.com');
    for (const smuggled of [{ customerId: 'x' }, { email: 'other@example.com' }, { c_loyaltyEnrolled: true }]) {
      const refused = await call(token, 'PATCH', ME, { firstName: 'Eve', ...smuggled });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('invalid_input');
    }
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, 'strict@example.com'));
    expect(row).toMatchObject({ firstName: 'Ada', loyaltyEnrolled: false });
    const guest = (await call(undefined, 'POST', '/shopper/sessions/guest')).body.token as string;
    expect((await call(guest, 'PATCH', ME, { firstName: 'Eve' })).status).toBe(403);
    expect((await call(undefined, 'PATCH', ME, { firstName: 'Eve' })).status).toBe(401);
  });
});

describe('password change', () => {
  it('needs the current password, follows the registration rules, and signs out the other sessions only', async () => {
    const here = await register('pw@example.com');
    const elsewhere = (await login('pw@example.com', PASSWORD)).body.token as string;
    expect((await call(elsewhere, 'GET', ME)).status).toBe(200);

    const wrong = await call(here, 'PUT', `${ME}/password`, {
      currentPassword: 'Not-It-2026',
      password: 'New-Trail-2027',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({
      code: 'invalid_current_password',
      details: [{ field: 'currentPassword', message: 'Your current password is incorrect.' }],
    });
    // A wrong current password changes nothing and signs nobody out.
    expect((await call(elsewhere, 'GET', ME)).status).toBe(200);

    const weak = await call(here, 'PUT', `${ME}/password`, { currentPassword: PASSWORD, password: 'lowercase-only-1' });
    expect(weak.status).toBe(400);
    expect(fields(weak.body)).toEqual([
      { field: 'password', message: 'Password must contain at least 1 uppercase letter.' },
    ]);
    const same = await call(here, 'PUT', `${ME}/password`, { currentPassword: PASSWORD, password: PASSWORD });
    expect(fields(same.body)).toEqual([
      { field: 'password', message: 'Your new password must be different from your current password.' },
    ]);
    const smuggled = await call(here, 'PUT', `${ME}/password`, {
      currentPassword: PASSWORD,
      password: 'New-Trail-2027',
      customerId: 'someone-else',
    });
    expect(smuggled.status).toBe(400);

    const changed = await call(here, 'PUT', `${ME}/password`, {
      currentPassword: PASSWORD,
      password: 'New-Trail-2027',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    // This session stays signed in; the other one is revoked.
    expect((await call(here, 'GET', ME)).status).toBe(200);
    expect((await call(elsewhere, 'GET', ME)).status).toBe(401);
    expect((await login('pw@example.com', PASSWORD)).status).toBe(401);
    expect((await login('pw@example.com', 'New-Trail-2027')).status).toBe(200);
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, 'pw@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('limits wrong current passwords per account: the 11th answers 429 even when right', async () => {
    const token = await register('guess@example.com');
    for (let i = 0; i < 10; i++) {
      const wrong = await call(token, 'PUT', `${ME}/password`, {
        currentPassword: `Guess-${i}-2026`,
        password: 'New-Trail-2027',
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await call(token, 'PUT', `${ME}/password`, {
      currentPassword: PASSWORD,
      password: 'New-Trail-2027',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect((await login('guess@example.com', PASSWORD)).status).toBe(200);
  }, 60_000);
});
