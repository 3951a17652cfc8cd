import type { Database } from '../db/client.js';
import { hashPassword, InvalidFormError, passwordProblem, setPasswordHash } from '../modules/customer/index.js';
import { InvalidEmailTokenError, isEmailLinkValid, retireEmailLinks, useResetLink } from '../modules/recovery/index.js';
import { revokeCustomerSessions } from '../modules/session/index.js';

/**
 * Sets a new password with a reset link (spec 1 §7 "Reset password"). The password is checked
 * first (a mistyped one does not burn the link) and hashed before the transaction; then, at once:
 * the link is used, the password replaced, every other link of the customer retired and every
 * session of the customer revoked (SECURITY.md "Sessions": a reset logs every browser out).
 */
export async function resetPassword(db: Database, token: string, newPassword: string, now = new Date()) {
  const problem = passwordProblem(newPassword);
  if (problem) throw new InvalidFormError([{ field: 'password', message: problem }]);
  // Hashing costs 19 MiB and a few dozen milliseconds: only for a link that works.
  if (!(await isEmailLinkValid(db, 'password_reset', token, now))) throw new InvalidEmailTokenError();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const customerId = await useResetLink(tx, token, now);
    await setPasswordHash(tx, customerId, passwordHash, now);
    await retireEmailLinks(tx, customerId, now);
    await revokeCustomerSessions(tx, customerId, undefined, now);
  });
}
