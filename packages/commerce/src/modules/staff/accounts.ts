import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { hashPassword, passwordProblem } from '../../lib/password.js';
import { StaffAccountError } from './errors.js';
import { normaliseStaffEmail, staffEmailProblem, staffMember, type StaffMember } from './member.js';
import { revokePreviewLinksOf } from './preview-links.js';
import { isStaffRole, STAFF_ROLES, type StaffRole } from './roles.js';
import { staffAccounts, type StaffAccountRow } from './schema.js';
import { revokeStaffSessionsOf } from './sessions.js';

/** The account with this login (any case), when there is one. */
export async function findStaffAccount(db: Database, email: string): Promise<StaffAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, normaliseStaffEmail(email)));
  return row;
}

async function accountOrRefuse(db: Database, email: string): Promise<StaffAccountRow> {
  const row = await findStaffAccount(db, email);
  if (!row)
    throw new StaffAccountError('not_found', `There is no staff account for ${normaliseStaffEmail(email)}.`, 404);
  return row;
}

function refuseWeakPassword(password: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new StaffAccountError('invalid_password', problem);
}

/** A new staff account; the e-mail, role and password (the shoppers' rules) are checked first. */
export async function createStaffAccount(
  db: Database,
  input: { email: string; role: string; password: string },
  now = new Date(),
): Promise<StaffMember> {
  const email = normaliseStaffEmail(input.email);
  const emailProblem = staffEmailProblem(email);
  if (emailProblem) throw new StaffAccountError('invalid_email', emailProblem);
  if (!isStaffRole(input.role))
    throw new StaffAccountError('invalid_role', `"${input.role}" is not a staff role: use ${STAFF_ROLES.join(', ')}.`);
  const role: StaffRole = input.role;
  refuseWeakPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staffAccounts)
    .values({ id: randomUUID(), email, role, passwordHash, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new StaffAccountError('email_taken', `There is already a staff account for ${email}.`, 409);
  return staffMember(row);
}

/** Every staff account, by e-mail. */
export async function listStaffAccounts(db: Database): Promise<StaffMember[]> {
  return (await db.select().from(staffAccounts).orderBy(asc(staffAccounts.email))).map(staffMember);
}

/**
 * Disables or enables an account. Disabling revokes its sessions and its preview links at once (in
 * the same transaction); enabling gives back neither: the member signs in again and makes new links.
 */
export async function setStaffAccountDisabled(
  db: Database,
  email: string,
  disabled: boolean,
  now = new Date(),
): Promise<{ member: StaffMember; revokedSessions: number; revokedLinks: number }> {
  const account = await accountOrRefuse(db, email);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ disabled, updatedAt: now })
      .where(eq(staffAccounts.id, account.id))
      .returning();
    const revokedSessions = disabled ? await revokeStaffSessionsOf(tx, account.id, now) : 0;
    const revokedLinks = disabled ? await revokePreviewLinksOf(tx, account.id, now) : 0;
    return { member: staffMember(row!), revokedSessions, revokedLinks };
  });
}

/** A new password for the account (the shoppers' rules); every session of the account is signed out. */
export async function resetStaffPassword(
  db: Database,
  email: string,
  password: string,
  now = new Date(),
): Promise<{ member: StaffMember; revokedSessions: number }> {
  const account = await accountOrRefuse(db, email);
  refuseWeakPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: now })
      .where(eq(staffAccounts.id, account.id))
      .returning();
    return { member: staffMember(row!), revokedSessions: await revokeStaffSessionsOf(tx, account.id, now) };
  });
}
