import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { checkPassword, hashPassword, needsRehash } from '../../lib/password.js';
import { assertWithinLimits, clearLimits, countAgainstLimits, staffLoginLimits } from '../rate-limit/index.js';
import { findStaffAccount } from './accounts.js';
import { StaffCredentialsError } from './errors.js';
import { staffMember, type StaffMember } from './member.js';
import { staffAccounts } from './schema.js';
import { startStaffSession } from './sessions.js';

/**
 * A staff sign-in with e-mail and password, limited as a shopper's is: once a limit is used up
 * every attempt answers 429 before any password is checked. An unknown e-mail, a wrong password
 * and a disabled account cost one hash each and answer the same 401. A success clears its
 * (e-mail, IP) count, rehashes a password stored with older parameters and starts a session.
 */
export async function signInStaff(
  db: Database,
  email: string,
  password: string,
  clientIp: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date; staff: StaffMember }> {
  const limits = staffLoginLimits(email, clientIp);
  await assertWithinLimits(db, limits, now);
  const account = await findStaffAccount(db, email);
  const ok = await checkPassword(account?.passwordHash, password);
  if (!account || !ok || account.disabled) {
    await countAgainstLimits(db, limits, now);
    throw new StaffCredentialsError();
  }
  await clearLimits(db, limits.slice(0, 1));
  const rehash = needsRehash(account.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ ...rehash, lastSignInAt: now })
      .where(eq(staffAccounts.id, account.id))
      .returning();
    const session = await startStaffSession(tx, account.id, now);
    return { ...session, staff: staffMember(row!) };
  });
}
