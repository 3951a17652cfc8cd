import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import { shopperSessions } from './schema.js';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './tokens.js';

/** A guest session lives 30 days from its last use (the bag waits that long). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

export type Shopper = { usid: string; customerId: string | null };

export class UnauthorizedError extends DomainError {
  constructor(message = 'A valid shopper session is required: send Authorization: Bearer <token>.') {
    super('unauthorized', message, 401);
  }
}

/** A new guest session; the token is returned once and never stored. */
export async function createGuestSession(db: Database, now = new Date()) {
  const token = newSessionToken();
  const usid = randomUUID();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(shopperSessions).values({ usid, tokenHash: hashSessionToken(token), expiresAt, createdAt: now, lastSeenAt: now });
  return { usid, token, expiresAt };
}

/** The shopper a bearer token belongs to; unknown, expired or revoked tokens are refused alike. */
export async function resolveSession(db: Database, token: string | undefined, now = new Date()): Promise<Shopper> {
  if (!token || !isWellFormedToken(token)) throw new UnauthorizedError();
  const [row] = await db
    .select()
    .from(shopperSessions)
    .where(
      and(eq(shopperSessions.tokenHash, hashSessionToken(token)), isNull(shopperSessions.revokedAt), gt(shopperSessions.expiresAt, now)),
    );
  if (!row) throw new UnauthorizedError('The shopper session has expired or does not exist.');
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(shopperSessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(shopperSessions.usid, row.usid));
  }
  return { usid: row.usid, customerId: row.customerId };
}

export async function revokeSession(db: Database, usid: string, now = new Date()): Promise<void> {
  await db.update(shopperSessions).set({ revokedAt: now }).where(eq(shopperSessions.usid, usid));
}

/** Removes sessions expired for a week (their open bags go with them). */
export async function pruneSessions(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const removed = await db.delete(shopperSessions).where(lt(shopperSessions.expiresAt, cutoff)).returning({ usid: shopperSessions.usid });
  return removed.length;
}

/**
 * Signs a session in as a customer (SECURITY.md "Sessions"): the token is replaced, so a token
 * planted before sign-in (fixation) or copied from a guest page is dead afterwards. A guest
 * session keeps its usid; a session signed in as someone else is never reused: a new one starts.
 * Runs inside the caller's transaction.
 */
export async function signInSession(tx: Database, current: Shopper | undefined, customerId: string, now = new Date()) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  const keep = current && (current.customerId === null || current.customerId === customerId) ? current.usid : undefined;
  if (keep) {
    await tx
      .update(shopperSessions)
      .set({ tokenHash: hashSessionToken(token), customerId, expiresAt, lastSeenAt: now })
      .where(eq(shopperSessions.usid, keep));
    return { usid: keep, token, expiresAt };
  }
  const usid = randomUUID();
  await tx.insert(shopperSessions).values({ usid, tokenHash: hashSessionToken(token), customerId, expiresAt, createdAt: now, lastSeenAt: now });
  return { usid, token, expiresAt };
}
