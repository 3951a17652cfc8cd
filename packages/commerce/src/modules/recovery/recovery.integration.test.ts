import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_IP_HEADER } from '../../http/client-ip.js';
import { stockedVariants } from '../../testing/stock.js';
import { createTestApi } from '@ridgeline/data/testing';
import { type JsonBody } from '../../testing/shopper-call.js';
import { customers } from '../customer/schema.js';
import { mailOutbox } from '../mail/schema.js';
import { rateLimitCounters } from '../rate-limit/schema.js';
import { customerEmailTokens } from './schema.js';
import { registerTestCustomerAnswer, SEATTLE } from '../../testing/customers.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  vi.stubEnv('PUBLIC_ORIGIN', '');
  t = await createTestApi();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

const PASSWORD = 'Trail-Runner-2026';
const NEW_PASSWORD = 'Summit-Push-2027';
const RESET_CALLBACK = 'http://127.0.0.1:3210/reset-password-landing';
const SIGN_IN_CALLBACK = 'http://127.0.0.1:3210/passwordless-login-landing';

type Answer = { status: number; body: JsonBody; headers: Record<string, string> };

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await t.api.request(path, {
    method,
    headers: { [CLIENT_IP_HEADER]: '203.0.113.7', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as JsonBody,
    headers: Object.fromEntries(response.headers.entries()),
  };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const register = (email = 'ada@example.com', token?: string) =>
  registerTestCustomerAnswer(t.api, email, {
    ...SEATTLE,
    lastName: 'Hara',
    password: PASSWORD,
    ...(token ? { token } : {}),
  });

const askReset = (email: string, extra: JsonBody = {}, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/shopper/auth/password-reset/token',
    { email, locale: 'en-US', callbackUri: RESET_CALLBACK, ...extra },
    headers,
  );
const askLink = (email: string, extra: JsonBody = {}, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/shopper/auth/passwordless/authorize',
    { email, locale: 'en-US', callbackUri: SIGN_IN_CALLBACK, ...extra },
    headers,
  );

async function mails(to = 'ada@example.com') {
  return t.handle.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, to)).orderBy(desc(mailOutbox.createdAt));
}
/** The token of the newest link e-mailed to the address, read from the e-mail's text as a shopper would. */
async function lastToken(to = 'ada@example.com') {
  const [latest] = await mails(to);
  const link = /https?:\/\/\S+/.exec(latest!.text)![0];
  return new URL(link).searchParams.get('token')!;
}

describe('password reset', () => {
  it('e-mails a link (HTML and text, in the shopper’s locale) whose token is stored only hashed', async () => {
    await register();
    const answer = await askReset('ADA@example.com ', { locale: 'fr-CA' });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ success: true });
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: 'password-reset', locale: 'fr-CA', status: 'pending' });
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe Ridgeline');
    const token = await lastToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`href="${RESET_CALLBACK}?token=${token}"`);
    expect(mail!.text).toContain('10 minutes');
    const rows = await t.handle.db.select().from(customerEmailTokens);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('answers a known and an unknown address alike: same status, body and headers, no e-mail for the unknown', async () => {
    await register();
    const known = await askReset('ada@example.com');
    const unknown = await askReset('nobody@example.com');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers).toEqual(known.headers);
    expect(known.headers['set-cookie']).toBeUndefined();
    expect(await mails('nobody@example.com')).toEqual([]);
    expect(await mails()).toHaveLength(1);
  });

  it('sets the new password once: the link cannot be used again, and every session is signed out', async () => {
    const registered = await register();
    const elsewhere = await call('POST', '/shopper/auth/login', { email: 'ada@example.com', password: PASSWORD });
    expect(elsewhere.status).toBe(200);
    await askReset('ada@example.com');
    const token = await lastToken();

    const reset = await call('POST', '/shopper/auth/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(reset.status, JSON.stringify(reset.body)).toBe(204);
    // Both browsers are signed out: access tokens and refresh tokens are dead.
    for (const session of [registered, elsewhere.body]) {
      expect((await call('GET', '/shopper/customers/me', undefined, bearer(session.token))).status).toBe(401);
      expect((await call('POST', '/shopper/auth/refresh', { refreshToken: session.refreshToken })).status).toBe(401);
    }
    const again = await call('POST', '/shopper/auth/password-reset', { token, newPassword: 'Another-Pass-99' });
    expect(again.status).toBe(400);
    expect(again.body.error).toEqual({ code: 'invalid_token', message: 'Invalid token, please try again.' });
    expect((await call('POST', '/shopper/auth/login', { email: 'ada@example.com', password: PASSWORD })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/shopper/auth/login', { email: 'ada@example.com', password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an expired link, a made-up one and a weak password (which does not burn the link)', async () => {
    await register();
    await askReset('ada@example.com');
    const token = await lastToken();
    const weak = await call('POST', '/shopper/auth/password-reset', { token, newPassword: 'alllowercase1' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({
      code: 'invalid_form',
      details: [{ field: 'password', message: 'Password must contain at least 1 uppercase letter.' }],
    });
    const madeUp = await call('POST', '/shopper/auth/password-reset', {
      token: 'x'.repeat(43),
      newPassword: NEW_PASSWORD,
    });
    expect(madeUp.body.error.code).toBe('invalid_token');

    await t.handle.db.update(customerEmailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call('POST', '/shopper/auth/password-reset', { token, newPassword: NEW_PASSWORD });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('invalid_token');
    const [row] = await t.handle.db.select().from(customers).where(eq(customers.email, 'ada@example.com'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await call('POST', '/shopper/auth/login', { email: 'ada@example.com', password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('checking a link (a prefetch, the landing page) does not use it; a newer link retires the older one', async () => {
    await register();
    await askReset('ada@example.com');
    const first = await lastToken();
    const check = (token: string) =>
      call('POST', '/shopper/auth/email-links/check', { token, purpose: 'password_reset' });
    expect((await check(first)).body).toEqual({ valid: true });
    expect((await check(first)).body).toEqual({ valid: true });
    expect(
      (await call('POST', '/shopper/auth/email-links/check', { token: first, purpose: 'passwordless_login' })).body,
    ).toEqual({
      valid: false,
    });
    await askReset('ada@example.com');
    const second = await lastToken();
    expect(second).not.toBe(first);
    expect((await check(first)).body).toEqual({ valid: false });
    expect((await check(second)).body).toEqual({ valid: true });
    expect(
      (await call('POST', '/shopper/auth/password-reset', { token: second, newPassword: NEW_PASSWORD })).status,
    ).toBe(204);
    expect((await check(second)).body).toEqual({ valid: false });
  });

  it('sends no 6th e-mail in 15 minutes: 429 with Retry-After, for a known and an unknown address alike', async () => {
    await register();
    for (let i = 0; i < 5; i += 1) {
      expect((await askReset('ada@example.com')).status).toBe(202);
      expect((await askReset('nobody@example.com')).status).toBe(202);
    }
    const sixth = await askReset('ada@example.com');
    const unknownSixth = await askReset('nobody@example.com');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(unknownSixth.status).toBe(429);
    expect(unknownSixth.body).toEqual(sixth.body);
    expect(await mails()).toHaveLength(5);
    // Another address from another IP is not held back by Ada's count.
    expect((await askReset('someone@example.com', {}, { [CLIENT_IP_HEADER]: '198.51.100.4' })).status).toBe(202);
  });

  it('limits one IP to 50 requests in 15 minutes, whatever the addresses', async () => {
    for (let i = 0; i < 50; i += 1) expect((await askReset(`shopper${i}@example.com`)).status).toBe(202);
    expect((await askReset('shopper50@example.com')).status).toBe(429);
  });

  it('refuses a callback on another origin as feature-unavailable, before looking at the address', async () => {
    await register();
    for (const callbackUri of [
      'https://evil.example/reset-password-landing',
      'javascript:alert(1)',
      'http://user:pw@127.0.0.1/reset',
      'not a url',
    ]) {
      const known = await askReset('ada@example.com', { callbackUri });
      const unknown = await askReset('nobody@example.com', { callbackUri });
      expect(known.status).toBe(422);
      expect(known.body.error).toEqual({
        code: 'feature_unavailable',
        message: 'This feature is not currently available: the callback is not a page of this shop (PUBLIC_ORIGIN).',
      });
      expect(unknown.body).toEqual(known.body);
    }
    expect(await mails()).toEqual([]);
    vi.stubEnv('PUBLIC_ORIGIN', 'https://shop.example');
    expect((await askReset('ada@example.com')).status).toBe(422);
    expect(
      (await askReset('ada@example.com', { callbackUri: 'https://shop.example/reset-password-landing' })).status,
    ).toBe(202);
  });

  it('refuses unknown fields and bad input with 400', async () => {
    expect((await askReset('ada@example.com', { customerId: 'x' })).status).toBe(400);
    expect((await askReset('not-an-email')).status).toBe(400);
    expect((await askReset('ada@example.com', { locale: 'de-DE' })).status).toBe(400);
    expect((await call('POST', '/shopper/auth/password-reset', { token: 'x' })).status).toBe(400);
  });
});

describe('passwordless sign-in', () => {
  it('answers a known and an unknown address alike; only the customer gets the link', async () => {
    await register();
    const known = await askLink('ada@example.com');
    const unknown = await askLink('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.headers).toEqual(known.headers);
    expect(await mails('nobody@example.com')).toEqual([]);
    const [mail] = await mails();
    expect(mail).toMatchObject({ kind: 'passwordless-login', subject: 'Your Ridgeline login link' });
  });

  it('signs the guest session in once (new token, same usid, bag merged) and goes to the chosen page', async () => {
    await register();
    const guest = await call('POST', '/shopper/sessions/guest');
    const [variant] = await stockedVariants(t.handle.db, 1, 5);
    await call(
      'POST',
      '/baskets/current/items?locale=en-US',
      { productId: variant!.id, quantity: 2 },
      bearer(guest.body.token),
    );
    await askLink('ada@example.com', { redirectUrl: '/fr-CA/account?tab=orders' });
    const token = await lastToken();

    const signedIn = await call('POST', '/shopper/auth/passwordless/token', { token }, bearer(guest.body.token));
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body).toMatchObject({
      usid: guest.body.usid,
      redirectUrl: '/fr-CA/account?tab=orders',
      persistent: true,
      customer: { email: 'ada@example.com', firstName: 'Ada' },
    });
    expect(signedIn.body.token).not.toBe(guest.body.token);
    expect((await call('GET', '/shopper/customers/me', undefined, bearer(guest.body.token))).status).toBe(401);
    const bag = await call('GET', '/baskets/current?locale=en-US', undefined, bearer(signedIn.body.token));
    expect(bag.body.productItems).toMatchObject([{ productId: variant!.id, quantity: 2 }]);

    const again = await call('POST', '/shopper/auth/passwordless/token', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Invalid token, please try again.');
  });

  it('refuses an expired link, and a reset link used to sign in', async () => {
    await register();
    await askReset('ada@example.com');
    const resetToken = await lastToken();
    expect((await call('POST', '/shopper/auth/passwordless/token', { token: resetToken })).status).toBe(400);
    await askLink('ada@example.com');
    const token = await lastToken();
    await t.handle.db
      .update(customerEmailTokens)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(customerEmailTokens.purpose, 'passwordless_login'));
    expect((await call('POST', '/shopper/auth/passwordless/token', { token })).body.error.code).toBe('invalid_token');
  });

  it('keeps only same-origin paths as redirectUrl: anything else signs in to /', async () => {
    await register();
    const payloads = [
      'https://evil.com',
      '//evil.com',
      '/\\evil.com',
      '/%2F%2Fevil.com',
      '%2F%2Fevil.com',
      '/%252F%252Fevil.com',
      '/%5Cevil.com',
      '/\tevil.com',
      'javascript:alert(1)',
      '',
    ];
    for (const redirectUrl of payloads) {
      // Five links per address in 15 minutes: each payload starts the count again.
      await t.handle.db.delete(rateLimitCounters);
      expect((await askLink('ada@example.com', { redirectUrl })).status).toBe(202);
      const signedIn = await call('POST', '/shopper/auth/passwordless/token', { token: await lastToken() });
      expect(signedIn.body.redirectUrl, redirectUrl).toBe('/');
    }
  });

  it('sends no 6th link in 15 minutes', async () => {
    await register();
    for (let i = 0; i < 5; i += 1) expect((await askLink('ada@example.com')).status).toBe(202);
    expect((await askLink('ada@example.com')).status).toBe(429);
    expect(await mails()).toHaveLength(5);
  });
});
