import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import { shopperSessions } from './schema.js';
import { openRenewal, sealRenewal } from './renewal-replay.js';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** An access token lives half an hour; the refresh token renews it (decision 020). */
export const ACCESS_TTL_MS = 30 * MINUTE;
/** A guest session lives 30 days from its last renewal (the bag waits that long). */
export const SESSION_TTL_MS = 30 * DAY;
/** A customer who keeps logged in stays so for 90 days from the last renewal. */
export const REMEMBERED_SESSION_TTL_MS = 90 * DAY;
/** Without "Keep me logged in." the session ends with the browser, and at the latest after a day without use. */
export const BROWSER_SESSION_TTL_MS = DAY;
/**
 * A replaced refresh token presented again within this time is a second tab or request that raced
 * the first renewal: refused, the session kept. Later, it is a stolen copy: the session is revoked.
 */
export const REFRESH_REUSE_GRACE_MS = 60 * 1000;
/**
 * A replaced refresh token presented again this soon after its renewal answers that renewal's
 * tokens again (renewal-replay.ts): the page and data requests of one shopper, sent together with
 * one expired cookie, may reach different server instances.
 */
export const RENEWAL_REPLAY_MS = 10 * 1000;
/** Last-seen is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * MINUTE;

export type Shopper = { usid: string; customerId: string | null };

/** What a client keeps of a session: both tokens, returned once and never stored in the clear. */
export type SessionTokens = {
  usid: string;
  token: string;
  expiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** False when the session should end with the browser ("Keep me logged in." unchecked). */
  persistent: boolean;
};

export class UnauthorizedError extends DomainError {
  constructor(message = 'A valid shopper session is required: send Authorization: Bearer <token>.') {
    super('unauthorized', message, 401);
  }
}

function sessionLifetime(customerId: string | null, persistent: boolean): number {
  if (!customerId) return SESSION_TTL_MS;
  return persistent ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS;
}

/** New access and refresh tokens for a session, and the columns that record them. */
function issueTokens(usid: string, customerId: string | null, persistent: boolean, now: Date) {
  const token = newSessionToken();
  const refreshToken = newSessionToken();
  const tokens: SessionTokens = {
    usid,
    token,
    expiresAt: new Date(now.getTime() + ACCESS_TTL_MS),
    refreshToken,
    refreshExpiresAt: new Date(now.getTime() + sessionLifetime(customerId, persistent)),
    persistent,
  };
  const columns = {
    tokenHash: hashSessionToken(token),
    accessExpiresAt: tokens.expiresAt,
    refreshTokenHash: hashSessionToken(refreshToken),
    expiresAt: tokens.refreshExpiresAt,
    persistent,
    lastSeenAt: now,
  };
  return { tokens, columns };
}

/** A new guest session. */
export async function createGuestSession(db: Database, now = new Date()): Promise<SessionTokens> {
  const usid = randomUUID();
  const { tokens, columns } = issueTokens(usid, null, true, now);
  await db.insert(shopperSessions).values({ usid, createdAt: now, ...columns });
  return tokens;
}

/** The shopper an access token belongs to; unknown, expired or revoked tokens are refused alike. */
export async function resolveSession(db: Database, token: string | undefined, now = new Date()): Promise<Shopper> {
  if (!token || !isWellFormedToken(token)) throw new UnauthorizedError();
  const [row] = await db
    .select({
      usid: shopperSessions.usid,
      customerId: shopperSessions.customerId,
      lastSeenAt: shopperSessions.lastSeenAt,
    })
    .from(shopperSessions)
    .where(
      and(
        eq(shopperSessions.tokenHash, hashSessionToken(token)),
        isNull(shopperSessions.revokedAt),
        gt(shopperSessions.accessExpiresAt, now),
        gt(shopperSessions.expiresAt, now),
      ),
    );
  if (!row) throw new UnauthorizedError('The shopper session has expired or does not exist.');
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(shopperSessions).set({ lastSeenAt: now }).where(eq(shopperSessions.usid, row.usid));
  }
  return { usid: row.usid, customerId: row.customerId };
}

/**
 * Renews a session with its refresh token: new access and refresh tokens, the old refresh token
 * dead (rotation). A replaced refresh token shown again after the grace period means a copy is in
 * someone else's hands: the session is revoked for both. One conditional update, so two renewals
 * with one token renew once; the other, like any request within RENEWAL_REPLAY_MS, answers the
 * same tokens.
 */
export async function refreshSession(db: Database, refreshToken: string, now = new Date()): Promise<SessionTokens> {
  if (!isWellFormedToken(refreshToken)) throw new UnauthorizedError('The refresh token is not valid.');
  const hash = hashSessionToken(refreshToken);
  const [row] = await db.select().from(shopperSessions).where(eq(shopperSessions.refreshTokenHash, hash));
  if (!row) return renewedAlready(db, refreshToken, hash, now);
  if (row.revokedAt || row.expiresAt <= now) throw new UnauthorizedError('The shopper session has ended.');
  const { tokens, columns } = issueTokens(row.usid, row.customerId, row.persistent, now);
  const [renewed] = await db
    .update(shopperSessions)
    .set({ ...columns, previousRefreshHash: hash, refreshedAt: now, renewalSealed: sealRenewal(tokens, refreshToken) })
    .where(and(eq(shopperSessions.usid, row.usid), eq(shopperSessions.refreshTokenHash, hash)))
    .returning({ usid: shopperSessions.usid });
  // Another request renewed with this token between the read and the update: its tokens.
  if (!renewed) return renewedAlready(db, refreshToken, hash, now);
  return tokens;
}

/**
 * A refresh token already replaced: within RENEWAL_REPLAY_MS of its renewal, a request that raced
 * it gets the same tokens (when they are still the session's); after the grace period it is a
 * stolen copy, and the session is revoked for everyone.
 */
async function renewedAlready(db: Database, refreshToken: string, hash: string, now: Date): Promise<SessionTokens> {
  const [replaced] = await db
    .select()
    .from(shopperSessions)
    .where(and(eq(shopperSessions.previousRefreshHash, hash), isNull(shopperSessions.revokedAt)));
  if (!replaced) throw new UnauthorizedError('The refresh token is not valid.');
  const since = now.getTime() - (replaced.refreshedAt?.getTime() ?? 0);
  if (since > REFRESH_REUSE_GRACE_MS) {
    await revokeSession(db, replaced.usid, now);
    throw new UnauthorizedError('The refresh token is not valid.');
  }
  const renewed = since <= RENEWAL_REPLAY_MS ? openRenewal(replaced.renewalSealed, refreshToken) : undefined;
  const current =
    renewed !== undefined &&
    hashSessionToken(renewed.token) === replaced.tokenHash &&
    hashSessionToken(renewed.refreshToken) === replaced.refreshTokenHash &&
    replaced.expiresAt > now;
  if (!current) throw new UnauthorizedError('The refresh token is not valid.');
  return {
    usid: replaced.usid,
    token: renewed.token,
    expiresAt: replaced.accessExpiresAt,
    refreshToken: renewed.refreshToken,
    refreshExpiresAt: replaced.expiresAt,
    persistent: replaced.persistent,
  };
}

export async function revokeSession(db: Database, usid: string, now = new Date()): Promise<void> {
  await db.update(shopperSessions).set({ revokedAt: now }).where(eq(shopperSessions.usid, usid));
}

/** Revokes every session of a customer but, when given, the one making the change (password change or reset). */
export async function revokeCustomerSessions(
  db: Database,
  customerId: string,
  keepUsid?: string,
  now = new Date(),
): Promise<void> {
  await db
    .update(shopperSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(shopperSessions.customerId, customerId),
        isNull(shopperSessions.revokedAt),
        keepUsid ? ne(shopperSessions.usid, keepUsid) : undefined,
      ),
    );
}

/** Removes sessions expired for a week (their open bags go with them). */
export async function pruneSessions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 7 * DAY);
  const removed = await db
    .delete(shopperSessions)
    .where(lt(shopperSessions.expiresAt, cutoff))
    .returning({ usid: shopperSessions.usid });
  return removed.length;
}

/**
 * Signs a session in as a customer (SECURITY.md "Sessions"): both tokens are replaced, so a token
 * planted before sign-in (fixation) or copied from a guest page is dead afterwards. A guest
 * session keeps its usid; a session signed in as someone else is never reused: a new one starts.
 * `persistent` is "Keep me logged in.". Runs inside the caller's transaction.
 */
export async function signInSession(
  tx: Database,
  current: Shopper | undefined,
  customerId: string,
  now = new Date(),
  persistent = true,
): Promise<SessionTokens> {
  const keep = current && (current.customerId === null || current.customerId === customerId) ? current.usid : undefined;
  const usid = keep ?? randomUUID();
  const { tokens, columns } = issueTokens(usid, customerId, persistent, now);
  if (keep) {
    await tx
      .update(shopperSessions)
      .set({ ...columns, customerId, previousRefreshHash: null, refreshedAt: null, renewalSealed: null })
      .where(eq(shopperSessions.usid, keep));
  } else {
    await tx.insert(shopperSessions).values({ usid, customerId, createdAt: now, ...columns });
  }
  return tokens;
}
