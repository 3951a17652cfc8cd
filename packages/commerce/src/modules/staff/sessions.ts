import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { StaffUnauthorizedError } from './errors.js';
import { staffMember, type StaffMember } from './member.js';
import { staffAccounts, staffSessions } from './schema.js';
import { hashStaffToken, isStaffToken, newStaffToken } from './tokens.js';

const HOUR = 60 * 60 * 1000;

/**
 * A staff session lives 12 hours from sign-in, a working day, and is not stretched by use: a
 * token copied somewhere stops working the same evening whatever it is used for (decision 047).
 */
export const STAFF_SESSION_TTL_MS = 12 * HOUR;
/** Ended sessions are kept a week (who signed in when), then removed by housekeeping. */
const KEEP_ENDED_MS = 7 * 24 * HOUR;

/** The staff member a session token names, with the session's id and end. */
export type StaffPrincipal = StaffMember & { sessionId: string; expiresAt: Date };

/** A new session for the account: its token, answered once and stored only as a hash. */
export async function startStaffSession(
  db: Database,
  staffId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newStaffToken('session');
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  await db
    .insert(staffSessions)
    .values({ id: randomUUID(), staffId, tokenHash: hashStaffToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The staff member a session token belongs to. A token of another shape, an unknown one, and one
 * expired, revoked or of a disabled account are refused alike (401).
 */
export async function staffOfToken(db: Database, token: string | undefined, now = new Date()): Promise<StaffPrincipal> {
  if (!isStaffToken('session', token)) throw new StaffUnauthorizedError();
  const [row] = await db
    .select({ account: staffAccounts, sessionId: staffSessions.id, expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, hashStaffToken(token)),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staffAccounts.disabled, false),
      ),
    );
  if (!row) throw new StaffUnauthorizedError('The staff session has ended or does not exist. Please sign in again.');
  return { ...staffMember(row.account), sessionId: row.sessionId, expiresAt: row.expiresAt };
}

/** Signs one session out: its token is refused from now on. */
export async function revokeStaffSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
}

/** Signs every session of the account out (disabled, password reset); answers how many were live. */
export async function revokeStaffSessionsOf(db: Database, staffId: string, now = new Date()): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt), gt(staffSessions.expiresAt, now)))
    .returning({ id: staffSessions.id });
  return revoked.length;
}

/** Removes sessions that ended (expired or revoked) more than a week ago. */
export async function pruneStaffSessions(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEEP_ENDED_MS);
  const removed = await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, before), lt(staffSessions.revokedAt, before)))
    .returning({ id: staffSessions.id });
  return removed.length;
}
