import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from '../../http/client-ip.js';
import { createApi } from '../../http/app.js';
import { silentLogger } from '../../logger.js';
import { shopperCall, type JsonBody } from '../../testing/shopper-call.js';
import { createTestDatabase } from '../../testing/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createStaffAccount, resetStaffPassword, setStaffAccountDisabled } from './accounts.js';
import { verifyPreviewToken } from './preview-links.js';
import { staffAccounts, staffSessions } from './schema.js';
import { hashStaffToken } from './tokens.js';

const PASSWORD = 'Content-Team-2026';
const CONTENT_TOKEN = 'content-token-0123456789abcdef0123456789';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

/** The API on an empty database, with a content token; staff accounts are made directly. */
async function staffApi() {
  handle = await createTestDatabase();
  const db = handle.db;
  const api = createApi({ db, logger: silentLogger, contentToken: CONTENT_TOKEN });
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    shopperCall(api, token, method, path, body);
  /** The same database served without CONTENT_API_TOKEN. */
  const withoutContentToken = createApi({ db, logger: silentLogger, contentToken: undefined });
  const callWithoutContentToken = (method: string, path: string, token?: string, body?: unknown) =>
    shopperCall(withoutContentToken, token, method, path, body);
  const signIn = async (email: string, password = PASSWORD, ip = '203.0.113.1') => {
    const response = await api.request('/staff/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_IP_HEADER]: ip },
      body: JSON.stringify({ email, password }),
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: (await response.json()) as JsonBody,
    };
  };
  const member = async (email: string, role: string) => {
    await createStaffAccount(db, { email, role, password: PASSWORD });
    const signedIn = await signIn(email);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(201);
    return signedIn.body.token as string;
  };
  return { db, api, call, callWithoutContentToken, signIn, member };
}

const note = { name: 'Note', schema: 'test-note', body: { text: 'One' } };

describe('staff sign-in', () => {
  it('signs in with any case of the e-mail, says who is signed in, and signs out', async () => {
    const t = await staffApi();
    await createStaffAccount(t.db, { email: 'Ada@Example.com', role: 'content-author', password: PASSWORD });
    const signedIn = await t.signIn(' ADA@example.COM ');
    expect(signedIn.status).toBe(201);
    expect(signedIn.body).toEqual({
      token: expect.stringMatching(/^rl_staff_[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
      staff: { email: 'ada@example.com', role: 'content-author' },
    });
    const hours = (Date.parse(signedIn.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const token = signedIn.body.token as string;
    // Only the token's hash is stored.
    const [stored] = await t.db.select().from(staffSessions);
    expect(stored!.tokenHash).not.toContain(token.slice(9));

    const current = await t.call('GET', '/staff/session', token);
    expect(current).toEqual({
      status: 200,
      body: { staff: { email: 'ada@example.com', role: 'content-author' }, expiresAt: signedIn.body.expiresAt },
    });
    expect((await t.call('DELETE', '/staff/session', token)).status).toBe(204);
    expect((await t.call('GET', '/staff/session', token)).status).toBe(401);
    expect((await t.call('DELETE', '/staff/session', token)).status).toBe(401);
  });

  it('answers one 401 for a wrong password, an unknown e-mail and a disabled account, and 429 once limited', async () => {
    const t = await staffApi();
    await createStaffAccount(t.db, { email: 'ada@example.com', role: 'admin', password: PASSWORD });
    const wrong = await t.signIn('ada@example.com', 'Wrong-Password-1');
    const unknown = await t.signIn('nobody@example.com');
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Invalid e-mail or password.' } },
    });
    expect(unknown.body).toEqual(wrong.body);

    const live = (await t.signIn('ada@example.com')).body.token as string;
    expect(await setStaffAccountDisabled(t.db, 'ada@example.com', true)).toMatchObject({ revokedSessions: 1 });
    expect((await t.call('GET', '/staff/session', live)).status).toBe(401);
    const disabled = await t.signIn('ada@example.com');
    expect(disabled.body).toEqual(wrong.body);
    await setStaffAccountDisabled(t.db, 'ada@example.com', false);
    expect((await t.signIn('ada@example.com')).status).toBe(201);

    // Bad input is a 400, never a try.
    expect((await t.call('POST', '/staff/sessions', undefined, { email: 'ada@example.com' })).status).toBe(400);

    // 10 wrong passwords from one address since its last sign-in, and the 11th try is refused, even the right one.
    for (let i = 1; i <= 10; i++)
      expect((await t.signIn('ada@example.com', `Wrong-${i}`)).status, `try ${i}`).toBe(401);
    const limited = await t.signIn('ada@example.com');
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await t.signIn('ada@example.com', PASSWORD, '192.0.2.10')).status).toBe(201);
  });

  it('ends a session at its expiry and every session at a password reset; tokens of other kinds are refused', async () => {
    const t = await staffApi();
    const first = await t.member('ada@example.com', 'content-author');
    const second = (await t.signIn('ada@example.com')).body.token as string;
    await t.db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.tokenHash, hashStaffToken(first)));
    expect((await t.call('GET', '/staff/session', first)).status).toBe(401);
    expect((await t.call('GET', '/staff/session', second)).status).toBe(200);

    await expect(resetStaffPassword(t.db, 'ada@example.com', 'short')).rejects.toThrow(/at least 8 characters/);
    expect(await resetStaffPassword(t.db, 'ada@example.com', 'Another-Pass-2027')).toMatchObject({
      revokedSessions: 1,
    });
    expect((await t.call('GET', '/staff/session', second)).status).toBe(401);
    expect((await t.signIn('ada@example.com')).status).toBe(401);
    expect((await t.signIn('ada@example.com', 'Another-Pass-2027')).status).toBe(201);

    const guest = (await t.call('POST', '/shopper/sessions/guest')).body.token as string;
    expect((await t.call('GET', '/staff/session', guest)).status).toBe(401);
    expect((await t.call('GET', '/staff/session', CONTENT_TOKEN)).status).toBe(401);
    // …and a staff token is no shopper's.
    expect((await t.call('GET', '/shopper/sessions/current', second)).status).toBe(401);
    const [account] = await t.db.select().from(staffAccounts);
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('the content management API with staff sessions', () => {
  it('takes an author’s or an admin’s session, lets a merchandiser only read, and refuses a shopper’s token', async () => {
    const t = await staffApi();
    const author = await t.member('author@example.com', 'content-author');
    const admin = await t.member('admin@example.com', 'admin');
    const merchandiser = await t.member('merch@example.com', 'merchandiser');

    const created = await t.call('POST', '/cms/manage/items', author, note);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await t.call('POST', `/cms/manage/items/${id}/publish`, admin)).status).toBe(200);
    expect((await t.call('GET', `/cms/manage/items/${id}`, merchandiser)).body).toMatchObject({
      published: { text: 'One' },
    });
    const refused = await t.call('POST', `/cms/manage/items/${id}/unpublish`, merchandiser);
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'forbidden' } } });
    // The content token still works.
    expect((await t.call('GET', `/cms/manage/items/${id}`, CONTENT_TOKEN)).status).toBe(200);

    const guest = (await t.call('POST', '/shopper/sessions/guest')).body.token as string;
    expect((await t.call('GET', `/cms/manage/items/${id}`, guest)).status).toBe(401);

    // Without CONTENT_API_TOKEN a staff session still gets in; anything else finds nothing there.
    expect((await t.callWithoutContentToken('POST', '/cms/manage/items', author, note)).status).toBe(201);
    expect((await t.callWithoutContentToken('POST', '/cms/manage/items', CONTENT_TOKEN, note)).status).toBe(404);
    expect((await t.callWithoutContentToken('POST', '/cms/manage/items', undefined, note)).status).toBe(404);

    await t.call('DELETE', '/staff/session', author);
    expect((await t.call('POST', '/cms/manage/items', author, note)).status).toBe(401);
    expect((await t.callWithoutContentToken('POST', '/cms/manage/items', author, note)).status).toBe(401);
  });
});

describe('preview links', () => {
  it('are made, listed, verified, expire and are revoked', async () => {
    const t = await staffApi();
    const author = await t.member('author@example.com', 'content-author');
    const other = await t.member('other@example.com', 'merchandiser');

    const made = await t.call('POST', '/staff/preview-links', author, { path: '/t/summer', expiresInMinutes: 60 });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: expect.any(String), path: '/t/summer', status: 'valid', revokedAt: null });
    expect(made.body.token).toMatch(/^rl_preview_[A-Za-z0-9_-]{43}$/);
    const minutes = (Date.parse(made.body.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const token = made.body.token as string;
    const id = made.body.id as string;

    const verdict = await verifyPreviewToken(t.db, token);
    expect(verdict).toMatchObject({ status: 'valid', link: { id, path: '/t/summer' } });
    expect(await verifyPreviewToken(t.db, token, new Date(Date.now() + 61 * 60_000))).toEqual({
      status: 'expired',
      link: { id },
    });
    expect(await verifyPreviewToken(t.db, 'rl_preview_' + 'A'.repeat(43))).toEqual({ status: 'unknown' });
    expect(await verifyPreviewToken(t.db, author)).toEqual({ status: 'unknown' });

    // A day when no time is given; 7 days at most; only the shop's own paths.
    const daily = await t.call('POST', '/staff/preview-links', author, { path: '/' });
    expect(Date.parse(daily.body.expiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    expect((await t.call('POST', '/staff/preview-links', author, { path: '/', expiresInMinutes: 10_081 })).status).toBe(
      400,
    );
    expect((await t.call('POST', '/staff/preview-links', author, { path: '//evil.example/' })).status).toBe(400);
    expect((await t.call('POST', '/staff/preview-links', author, { path: 'https://evil.example/' })).status).toBe(400);
    // Every bad input is a 400 that says why, never a 500.
    for (const body of [
      { path: '/', expiresInMinutes: 1.5 },
      { path: '/', expiresInMinutes: '60' },
      { path: '/', expiresInMinutes: 0 },
      { path: '/', extra: true },
      { path: `/${'a'.repeat(2000)}` },
      { path: '/a\u0000b' },
      {},
    ]) {
      const refused = await t.call('POST', '/staff/preview-links', author, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.message, JSON.stringify(body)).toEqual(expect.any(String));
    }
    const malformed = await t.api.request('/staff/preview-links', {
      method: 'POST',
      headers: { authorization: `Bearer ${author}`, 'content-type': 'application/json' },
      body: '{"path": ',
    });
    expect(malformed.status).toBe(400);
    expect((await t.call('POST', '/staff/preview-links', undefined, { path: '/' })).status).toBe(401);

    const listed = await t.call('GET', '/staff/preview-links', author);
    expect(listed.body.links.map((l: JsonBody) => l.id)).toEqual([daily.body.id, id]);
    expect(listed.body.links[0]).not.toHaveProperty('token');
    expect((await t.call('GET', '/staff/preview-links', other)).body.links).toEqual([]);

    // Another (non-admin) member cannot revoke it; its maker can, once or twice.
    expect((await t.call('DELETE', `/staff/preview-links/${id}`, other)).status).toBe(404);
    expect((await t.call('DELETE', `/staff/preview-links/${id}`, author)).status).toBe(204);
    expect((await t.call('DELETE', `/staff/preview-links/${id}`, author)).status).toBe(204);
    expect((await t.call('DELETE', '/staff/preview-links/not-a-uuid', author)).status).toBe(400);
    expect(await verifyPreviewToken(t.db, token)).toEqual({ status: 'revoked', link: { id } });
    expect((await t.call('GET', '/staff/preview-links', author)).body.links[1]).toMatchObject({
      id,
      status: 'revoked',
    });

    // An admin may revoke anyone's; disabling the maker revokes the rest.
    const admin = await t.member('admin@example.com', 'admin');
    const third = await t.call('POST', '/staff/preview-links', author, { path: '/c/mens' });
    expect((await t.call('DELETE', `/staff/preview-links/${third.body.id}`, admin)).status).toBe(204);
    expect(await setStaffAccountDisabled(t.db, 'author@example.com', true)).toMatchObject({ revokedLinks: 1 });
    expect((await verifyPreviewToken(t.db, daily.body.token)).status).toBe('revoked');
  });
});
