import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { shopperCall } from '../../testing/shopper-call.js';
import { hashPassword } from '../../lib/password.js';
import { customers } from '../customer/schema.js';
import { shopperSessions } from './schema.js';
import {
  ACCESS_TTL_MS,
  REFRESH_REUSE_GRACE_MS,
  RENEWAL_REPLAY_MS,
  refreshSession,
  resolveSession,
  revokeCustomerSessions,
  signInSession,
} from './service.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const call = (token: string | undefined, method: string, path: string, body?: unknown) =>
  shopperCall(t.api, token, method, path, body);
const guest = async () => (await call(undefined, 'POST', '/shopper/sessions/guest')).body;
const refresh = (refreshToken: string) => call(undefined, 'POST', '/shopper/auth/refresh', { refreshToken });
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function customer(email = `c-${randomUUID()}@example.com`, password = 'Trail-Runner-2026') {
  const id = randomUUID();
  await t.handle.db.insert(customers).values({
    id,
    customerNo: sql`nextval('customer_no_seq')::text`,
    email,
    firstName: 'Ada',
    lastName: 'Lovelace',
    passwordHash: await hashPassword(password),
  });
  return { id, email, password };
}

describe('access and refresh tokens', () => {
  it('starts a session with a half-hour access token and a 30-day refresh token, stored only hashed', async () => {
    const session = await guest();
    expect(session.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.refreshToken).not.toBe(session.token);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeGreaterThan(ACCESS_TTL_MS - 60_000);
    expect(Date.parse(session.expiresAt) - Date.now()).toBeLessThanOrEqual(ACCESS_TTL_MS);
    expect(Date.parse(session.refreshExpiresAt) - Date.now()).toBeGreaterThan(29 * DAY);
    const [row] = await t.handle.db.select().from(shopperSessions).where(eq(shopperSessions.usid, session.usid));
    expect(JSON.stringify(row)).not.toContain(session.token);
    expect(JSON.stringify(row)).not.toContain(session.refreshToken);
  });

  it('refuses an access token once it has run out; the refresh token renews the session with the same usid', async () => {
    const session = await guest();
    const later = new Date(Date.now() + ACCESS_TTL_MS + 1000);
    await expect(resolveSession(t.handle.db, session.token, later)).rejects.toMatchObject({ status: 401 });
    const renewed = await refreshSession(t.handle.db, session.refreshToken, later);
    expect(renewed.usid).toBe(session.usid);
    expect(renewed.token).not.toBe(session.token);
    expect(renewed.refreshToken).not.toBe(session.refreshToken);
    expect((await resolveSession(t.handle.db, renewed.token, later)).usid).toBe(session.usid);
  });

  it('rotates: the replaced access and refresh tokens stop working at once', async () => {
    const session = await guest();
    const renewed = await refresh(session.refreshToken);
    expect(renewed.status).toBe(200);
    expect(renewed.body.usid).toBe(session.usid);
    expect((await call(session.token, 'GET', '/shopper/sessions/current')).status).toBe(401);
    expect((await call(renewed.body.token, 'GET', '/shopper/sessions/current')).body.usid).toBe(session.usid);
    // Shown again at once (a request that raced the first, perhaps to another server instance):
    // the same renewal's tokens again, the session kept.
    const again = await refresh(session.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ token: renewed.body.token, refreshToken: renewed.body.refreshToken });
    expect((await call(renewed.body.token, 'GET', '/shopper/sessions/current')).status).toBe(200);
  });

  it('answers a replaced refresh token with its renewal only briefly, and only while that renewal is current', async () => {
    const session = await guest();
    const renewed = await refreshSession(t.handle.db, session.refreshToken);
    const soon = new Date(Date.now() + RENEWAL_REPLAY_MS - 1000);
    expect(await refreshSession(t.handle.db, session.refreshToken, soon)).toMatchObject({ token: renewed.token });
    // Past the replay window but within the grace period: refused, the session kept.
    const later = new Date(Date.now() + RENEWAL_REPLAY_MS + 1000);
    await expect(refreshSession(t.handle.db, session.refreshToken, later)).rejects.toMatchObject({ status: 401 });
    expect((await resolveSession(t.handle.db, renewed.token, later)).usid).toBe(session.usid);
    // Renewed again: the first refresh token's renewal is history, and it answers nothing.
    const third = await refreshSession(t.handle.db, renewed.refreshToken);
    await expect(refreshSession(t.handle.db, session.refreshToken)).rejects.toMatchObject({ status: 401 });
    expect((await resolveSession(t.handle.db, third.token)).usid).toBe(session.usid);
    // The sealed copy opens only with the replaced refresh token, and holds neither token in the clear.
    const [row] = await t.handle.db.select().from(shopperSessions).where(eq(shopperSessions.usid, session.usid));
    expect(row!.renewalSealed).toMatch(/^v1\./);
    expect(row!.renewalSealed).not.toContain(third.token);
    expect(row!.renewalSealed).not.toContain(third.refreshToken);
  });

  it('revokes the session when a replaced refresh token comes back after the grace period (a stolen copy)', async () => {
    const session = await guest();
    const renewed = await refreshSession(t.handle.db, session.refreshToken);
    const later = new Date(Date.now() + REFRESH_REUSE_GRACE_MS + 1000);
    await expect(refreshSession(t.handle.db, session.refreshToken, later)).rejects.toMatchObject({ status: 401 });
    // Both the thief and the shopper lose the session: neither token works any more.
    await expect(resolveSession(t.handle.db, renewed.token, later)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(t.handle.db, renewed.refreshToken, later)).rejects.toMatchObject({ status: 401 });
  });

  it('renews once for two renewals with the same refresh token, both answered with that renewal', async () => {
    const session = await guest();
    const [first, second] = await Promise.all([
      refreshSession(t.handle.db, session.refreshToken),
      refreshSession(t.handle.db, session.refreshToken),
    ]);
    expect(second.token).toBe(first.token);
    expect(second.refreshToken).toBe(first.refreshToken);
    expect((await resolveSession(t.handle.db, first.token)).usid).toBe(session.usid);
  });

  it('refuses malformed, unknown and logged-out refresh tokens', async () => {
    expect((await refresh('short')).status).toBe(401);
    expect((await refresh('A'.repeat(43))).status).toBe(401);
    expect((await call(undefined, 'POST', '/shopper/auth/refresh', { refreshToken: 'x', token: 'y' })).status).toBe(
      400,
    );
    const { email, password } = await customer();
    const signedIn = (await call(undefined, 'POST', '/shopper/auth/login', { email, password })).body;
    expect((await call(signedIn.token, 'POST', '/shopper/auth/logout')).status).toBe(204);
    expect((await refresh(signedIn.refreshToken)).status).toBe(401);
  });
});

describe('Keep me logged in', () => {
  it('keeps a customer 90 days when checked (the default), a day and only for the browser session when not', async () => {
    const { email, password } = await customer();
    const kept = (await call(undefined, 'POST', '/shopper/auth/login', { email, password })).body;
    expect(kept.persistent).toBe(true);
    expect(Date.parse(kept.refreshExpiresAt) - Date.now()).toBeGreaterThan(89 * DAY);
    const brief = (await call(undefined, 'POST', '/shopper/auth/login', { email, password, rememberMe: false })).body;
    expect(brief.persistent).toBe(false);
    expect(Date.parse(brief.refreshExpiresAt) - Date.now()).toBeLessThanOrEqual(DAY);
    // A renewal keeps the choice.
    const renewed = (await refresh(brief.refreshToken)).body;
    expect(renewed.persistent).toBe(false);
    expect(Date.parse(renewed.refreshExpiresAt) - Date.now()).toBeLessThanOrEqual(DAY);
    await expect(
      refreshSession(t.handle.db, renewed.refreshToken, new Date(Date.now() + DAY + HOUR)),
    ).rejects.toMatchObject({
      status: 401,
    });
  });
});

describe('revoking a customer’s sessions', () => {
  it('ends every session of the customer but the one kept, and no one else’s', async () => {
    const a = await customer();
    const b = await customer();
    const db = t.handle.db;
    const [a1, a2, b1] = await Promise.all([
      signInSession(db, undefined, a.id),
      signInSession(db, undefined, a.id),
      signInSession(db, undefined, b.id),
    ]);
    await revokeCustomerSessions(db, a.id, a1.usid);
    expect((await resolveSession(db, a1.token)).customerId).toBe(a.id);
    await expect(resolveSession(db, a2.token)).rejects.toMatchObject({ status: 401 });
    await expect(refreshSession(db, a2.refreshToken)).rejects.toMatchObject({ status: 401 });
    expect((await resolveSession(db, b1.token)).customerId).toBe(b.id);
  });
});
