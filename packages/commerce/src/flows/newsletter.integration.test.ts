import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { CLIENT_IP_HEADER } from '../http/client-ip.js';
import { createApi } from '../http/app.js';
import { silentLogger } from '../logger.js';
import { customers } from '../modules/customer/schema.js';
import { mailOutbox } from '../modules/mail/schema.js';
import {
  newsletterConsents,
  newsletterSubscribers,
  newsletterUnsubscribeTokens,
} from '../modules/newsletter/schema.js';
import { registerTestCustomer, testRegistrationPayload } from '../testing/customers.js';
import type { JsonBody } from '../testing/shopper-call.js';
import { createTestDatabase } from '../testing/test-database.js';

const BASE = '/custom/subscriptions/v1/organizations/f_ecom_ridgeline/newsletter';

let handle: DatabaseHandle;
let api: ReturnType<typeof createApi>;
beforeEach(async () => {
  vi.stubEnv('PUBLIC_ORIGIN', '');
  vi.stubEnv('PORT', '3410');
  handle = await createTestDatabase();
  api = createApi({ db: handle.db, logger: silentLogger });
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await handle.close();
});

type Answer = { status: number; body: JsonBody; headers: Headers };

async function call(
  method: string,
  path: string,
  body: unknown,
  { ip = '203.0.113.7', token, raw }: { ip?: string; token?: string; raw?: string } = {},
): Promise<Answer> {
  const response = await api.request(path, {
    method,
    headers: {
      [CLIENT_IP_HEADER]: ip,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ?? JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as JsonBody, headers: response.headers };
}

const subscribe = (body: unknown, options?: Parameters<typeof call>[3]) =>
  call('POST', `${BASE}/subscribe`, body, options);
const details = (body: unknown, options?: Parameters<typeof call>[3]) =>
  call('PATCH', `${BASE}/subscribe`, body, options);
const mails = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
const subscriber = async (email: string) =>
  (await handle.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];
const consentsOf = async (email: string) => {
  const row = await subscriber(email);
  return row
    ? handle.db
        .select()
        .from(newsletterConsents)
        .where(eq(newsletterConsents.subscriberId, row.id))
        .orderBy(asc(newsletterConsents.createdAt))
    : [];
};
/** The unsubscribe token of the newest welcome e-mail, from its List-Unsubscribe header. */
const tokenOfLastMail = async () => {
  const last = (await mails()).at(-1)!;
  return /token=([^>&]+)/.exec(last.headers['List-Unsubscribe']!)![1]!;
};

describe('POST newsletter/subscribe', () => {
  it('puts a new address on the list, records the consent and queues the welcome e-mail with RFC 8058 headers', async () => {
    const answer = await subscribe({
      email: ' Hiker@Example.com ',
      source: 'footer',
      page: '/c/mens-jackets',
      locale: 'fr-CA',
      messageId: 'ridgeline-footer-signup',
      unsubscribeUrl: 'http://127.0.0.1:3410/fr-CA/newsletter/unsubscribe',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      success: true,
      msg: 'Thank you for signing up!',
      allFieldsProvided: false,
      postalCode: '',
      gender: 0,
    });
    expect(Number.isNaN(Date.parse(answer.body.emailProfileCreationDate as string))).toBe(false);

    const row = await subscriber('hiker@example.com');
    expect(row).toMatchObject({ status: 'subscribed', locale: 'fr-CA', postalCode: null, gender: null });
    expect(await consentsOf('hiker@example.com')).toMatchObject([
      {
        action: 'subscribe',
        method: 'signup-form',
        source: 'footer',
        page: '/c/mens-jackets',
        locale: 'fr-CA',
        messageId: 'ridgeline-footer-signup',
        ip: '203.0.113.7',
      },
    ]);

    const [mail, ...others] = await mails();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', recipient: 'hiker@example.com', locale: 'fr-CA' });
    expect(mail!.subject).toBe('Vous êtes inscrit aux courriels de Ridgeline');
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:3410\/fr-CA\/newsletter\/unsubscribe\?token=rl_unsub_[A-Za-z0-9_-]{43}>$/,
    );
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = mail!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(link);
    // Only the token's hash is kept.
    const [stored] = await handle.db.select().from(newsletterUnsubscribeTokens);
    expect(stored!.tokenHash).not.toContain('rl_unsub_');
  });

  it('answers a known and an unknown address alike, and welcomes an address only once', async () => {
    const first = await subscribe({ email: 'known@example.com' });
    await details({ email: 'known@example.com', postalCode: '98101', gender: 1 });
    const again = await subscribe({ email: 'known@example.com' }, { ip: '198.51.100.2' });
    const unknown = await subscribe({ email: 'unknown@example.com' }, { ip: '198.51.100.3' });
    const shape = (body: JsonBody) => ({ ...body, emailProfileCreationDate: typeof body.emailProfileCreationDate });
    expect(shape(again.body)).toEqual(shape(unknown.body));
    expect(shape(again.body)).toEqual(shape(first.body));
    expect(again.body.allFieldsProvided).toBe(false);
    expect(again.body.postalCode).toBe('');
    // The real creation date is not given away either.
    expect(Date.parse(again.body.emailProfileCreationDate as string)).toBeGreaterThanOrEqual(
      Date.parse(first.body.emailProfileCreationDate as string),
    );
    expect((await mails()).map((m) => m.recipient)).toEqual(['known@example.com', 'unknown@example.com']);
  });

  it('welcomes an address again when it comes back after unsubscribing', async () => {
    await subscribe({ email: 'back@example.com' });
    const token = await tokenOfLastMail();
    expect((await call('POST', `${BASE}/unsubscribe`, { token })).status).toBe(200);
    await subscribe({ email: 'back@example.com' });
    expect(await subscriber('back@example.com')).toMatchObject({ status: 'subscribed', unsubscribedAt: null });
    expect((await mails()).filter((m) => m.recipient === 'back@example.com')).toHaveLength(2);
  });

  it('tells the signed-in owner of the address what the list holds, from their account', async () => {
    const token = await registerTestCustomer(api, 'owner@example.com');
    const answer = await subscribe({ email: 'owner@example.com', locale: 'en-CA' }, { token });
    expect(answer.body).toMatchObject({ success: true, allFieldsProvided: true, postalCode: 'H2X 1Z4', gender: 2 });
    const row = await subscriber('owner@example.com');
    expect(answer.body.emailProfileCreationDate).toBe(row!.createdAt.toISOString());
    // Someone else's address, signed in or not: the answer of a new address.
    const other = await subscribe({ email: 'stranger@example.com' }, { token });
    expect(other.body).toMatchObject({ allFieldsProvided: false, postalCode: '', gender: 0 });
  });

  it.each([
    ['an empty email', { email: '' }, 'Please enter a valid email address.'],
    ['spaces only', { email: '   ' }, 'Please enter a valid email address.'],
    ['no top-level domain', { email: 'hiker@trail' }, 'Please enter a valid email address.'],
    ['a 51-character email', { email: `${'a'.repeat(39)}@example.com` }, 'Must be less than 50 characters.'],
    ['markup', { email: '<script>@x.com' }, 'Please enter a valid email address.'],
  ])('refuses %s with the spec message (400, success false, msg)', async (_name, body, message) => {
    const answer = await subscribe(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, msg: message, error: { code: 'invalid_form', message } });
    expect(await mails()).toHaveLength(0);
  });

  it.each([
    ['no email', {}],
    ['a number for the email', { email: 42 }],
    ['an unknown field', { email: 'a@example.com', admin: true }],
    ['an unknown source', { email: 'a@example.com', source: 'evil' }],
    ['an unknown locale', { email: 'a@example.com', locale: 'de-DE' }],
    ['a very long email', { email: `${'a'.repeat(2000)}@example.com` }],
  ])('refuses %s with a 400, never a 500', async (_name, body) => {
    expect((await subscribe(body)).status).toBe(400);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    expect((await subscribe(undefined, { raw: '{"email":' })).status).toBe(400);
  });

  it('refuses an unsubscribe page on another origin (422) before counting or keeping anything', async () => {
    const answer = await subscribe({
      email: 'a@example.com',
      unsubscribeUrl: 'https://evil.example/newsletter/unsubscribe',
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, error: { code: 'feature_unavailable' } });
    expect(await subscriber('a@example.com')).toBeUndefined();
  });

  it('answers a filled honeypot as a success and keeps and sends nothing', async () => {
    const answer = await subscribe({ email: 'bot@example.com', website: 'http://spam.example' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, allFieldsProvided: false });
    expect(await subscriber('bot@example.com')).toBeUndefined();
    expect(await mails()).toHaveLength(0);
  });

  it('limits sign-ups per address: the 6th in 15 minutes is a 429 with Retry-After and no e-mail', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe({ email: 'busy@example.com' }, { ip: `198.51.100.${i + 1}` })).status).toBe(200);
    }
    const sixth = await subscribe({ email: 'busy@example.com' }, { ip: '198.51.100.99' });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(sixth.body).toMatchObject({
      success: false,
      msg: 'Too many attempts. Please wait a few minutes and try again.',
    });
    expect(await mails()).toHaveLength(1);
  });

  it('limits sign-ups per IP: the 31st in 15 minutes is a 429, whatever the address', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await subscribe({ email: `walker${i}@example.com` }, { ip: '192.0.2.50' })).status).toBe(200);
    }
    const answer = await subscribe({ email: 'walker-last@example.com' }, { ip: '192.0.2.50' });
    expect(answer.status).toBe(429);
    expect(await subscriber('walker-last@example.com')).toBeUndefined();
    // Another address is not held back by that IP's count.
    expect((await subscribe({ email: 'walker-last@example.com' }, { ip: '192.0.2.51' })).status).toBe(200);
  });
});

describe('PATCH newsletter/subscribe', () => {
  const detail = {
    email: 'trail@example.com',
    postalCode: '98101',
    gender: 2,
    source: 'footer',
    messageId: 'ridgeline-footer-signup',
    emailProfileCreationDate: '2026-11-27T10:00:00.000Z',
  };

  it('records the postal code and gender with a consent entry', async () => {
    await subscribe({ email: 'trail@example.com' });
    const answer = await details(detail);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await subscriber('trail@example.com')).toMatchObject({ postalCode: '98101', gender: 2 });
    expect((await consentsOf('trail@example.com')).map((c) => c.action)).toEqual(['subscribe', 'details']);
  });

  it('checks the postal code by the locale’s country, with the spec messages', async () => {
    await subscribe({ email: 'trail@example.com' });
    const refused = async (body: JsonBody, message: string) => {
      const answer = await details({ ...detail, ...body });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, msg: message });
    };
    await refused({ postalCode: '' }, 'This field is required.');
    await refused({ postalCode: 'K1A 0B1' }, 'Please enter a valid zip code');
    await refused({ postalCode: '98101', locale: 'en-CA' }, 'Please enter a valid zip code');
    await refused({ gender: 7 }, 'Please select a valid option.');
    expect((await details({ ...detail, postalCode: 'k1a0b1', locale: 'en-CA' })).status).toBe(200);
    expect(await subscriber('trail@example.com')).toMatchObject({ postalCode: 'K1A 0B1' });
  });

  it('lets anyone fill in missing details but only the signed-in owner change them', async () => {
    await subscribe({ email: 'trail@example.com' });
    await details(detail);
    await details({ ...detail, postalCode: '10001', gender: 1 });
    expect(await subscriber('trail@example.com')).toMatchObject({ postalCode: '98101', gender: 2 });
    const token = await registerTestCustomer(api, 'owner@example.com');
    await subscribe({ email: 'owner@example.com', locale: 'en-CA' }, { token });
    await details(
      { ...detail, email: 'owner@example.com', postalCode: 'K1A 0B1', gender: -1, locale: 'en-CA' },
      { token },
    );
    expect(await subscriber('owner@example.com')).toMatchObject({ postalCode: 'K1A 0B1', gender: -1 });
  });

  it('answers the same for an address not on the list, and a filled honeypot changes nothing', async () => {
    expect(await details({ ...detail, email: 'nobody@example.com' })).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect(await subscriber('nobody@example.com')).toBeUndefined();
    await subscribe({ email: 'trail@example.com' });
    expect((await details({ ...detail, website: 'x' })).status).toBe(200);
    expect(await subscriber('trail@example.com')).toMatchObject({ postalCode: null });
  });

  it.each([
    ['no postal code', { email: 'a@example.com', gender: 1 }],
    ['a string gender', { email: 'a@example.com', postalCode: '98101', gender: 'f' }],
    ['an unknown field', { ...detail, customerId: 'x' }],
  ])('refuses %s with a 400', async (_name, body) => {
    expect((await details(body)).status).toBe(400);
  });
});

describe('unsubscribe links', () => {
  it('shows what a link is about without using it, then unsubscribes and unticks the account’s box', async () => {
    await api.request('/shopper/customers?locale=en-CA', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: '203.0.113.9' },
      body: JSON.stringify(
        (() => {
          const payload = testRegistrationPayload('member@example.com');
          payload.customer.c_additionalFields.newsletter = true;
          return payload;
        })(),
      ),
    });
    // The registration's opt-in joined the list, with the registration's details, and was welcomed.
    expect(await subscriber('member@example.com')).toMatchObject({
      status: 'subscribed',
      postalCode: 'H2X 1Z4',
      gender: 2,
    });
    expect(await consentsOf('member@example.com')).toMatchObject([
      { method: 'registration-checkbox', source: 'registration', locale: 'en-CA' },
    ]);
    const [mail] = await mails();
    expect(mail!.headers['List-Unsubscribe']).toContain(`<http://127.0.0.1:3410/en-CA/newsletter/unsubscribe?token=`);
    const token = await tokenOfLastMail();

    const check = await call('POST', `${BASE}/unsubscribe/check`, { token });
    expect(check).toMatchObject({ status: 200, body: { email: 'm•••r@example.com', subscribed: true } });
    expect(await subscriber('member@example.com')).toMatchObject({ status: 'subscribed' });

    const done = await call('POST', `${BASE}/unsubscribe`, { token, method: 'one-click-unsubscribe' });
    expect(done).toMatchObject({ status: 200, body: { email: 'm•••r@example.com', subscribed: false } });
    expect(await subscriber('member@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect((await consentsOf('member@example.com')).at(-1)).toMatchObject({
      action: 'unsubscribe',
      method: 'one-click-unsubscribe',
      source: 'email',
    });
    const [account] = await handle.db.select().from(customers).where(eq(customers.email, 'member@example.com'));
    expect(account!.newsletter).toBe(false);

    // Using the link again is harmless and records nothing new.
    expect((await call('POST', `${BASE}/unsubscribe`, { token })).status).toBe(200);
    expect(await consentsOf('member@example.com')).toHaveLength(2);
  });

  it.each([
    ['an unknown token', { token: `rl_unsub_${'A'.repeat(43)}` }, 400],
    ['a malformed token', { token: 'nope' }, 400],
    ['no token', {}, 400],
    ['an unknown method', { token: 'nope', method: 'telepathy' }, 400],
  ])('refuses %s', async (_name, body, status) => {
    expect((await call('POST', `${BASE}/unsubscribe`, body)).status).toBe(status);
    expect(
      (await call('POST', `${BASE}/unsubscribe/check`, { token: (body as { token?: string }).token ?? '' })).status,
    ).toBe(400);
  });
});

describe('the page a link opens', () => {
  it('is the configured public origin’s when PUBLIC_ORIGIN is set', async () => {
    vi.stubEnv('PUBLIC_ORIGIN', 'https://shop.example');
    await subscribe({ email: 'hiker@example.com' });
    expect((await mails())[0]!.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\/newsletter\/unsubscribe\?token=/,
    );
  });
});
