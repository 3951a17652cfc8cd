import type { Database } from '../db/client.js';
import {
  getCustomer,
  passwordChangeHash,
  setPasswordHash,
  WrongCurrentPasswordError,
  type PasswordChangeRequest,
} from '../modules/customer/index.js';
import {
  assertWithinLimits,
  clearLimits,
  countAgainstLimits,
  LIMITS,
  type Limit,
} from '../modules/rate-limit/index.js';
import { revokeCustomerSessions, type Shopper } from '../modules/session/index.js';

/**
 * Changes the signed-in customer's password (SECURITY.md "Sessions"): the current one must be
 * right (wrong ones count per account; once the limit is used up every attempt answers 429 before
 * any hash is checked), the new one follows the registration rules, and every other session of the
 * customer is revoked — this one stays signed in.
 */
export async function changePassword(db: Database, shopper: Shopper, request: PasswordChangeRequest): Promise<void> {
  const customer = await getCustomer(db, shopper);
  const limits: [Limit, string][] = [[LIMITS.passwordChangePerAccount, customer.id]];
  await assertWithinLimits(db, limits);
  let passwordHash: string;
  try {
    passwordHash = await passwordChangeHash(customer, request);
  } catch (err) {
    if (err instanceof WrongCurrentPasswordError) await countAgainstLimits(db, limits);
    throw err;
  }
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, customer.id, passwordHash);
    await revokeCustomerSessions(tx, customer.id, shopper.usid);
  });
  await clearLimits(db, limits);
}
