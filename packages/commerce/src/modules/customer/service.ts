import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import {
  assertWithinLimits,
  clearLimits,
  consumeLimits,
  countAgainstLimits,
  LIMITS,
  loginLimits,
} from '../rate-limit/index.js';
import { revokeSession, type Shopper } from '../session/index.js';
import { checkPassword, hashPassword, needsRehash } from '../../lib/password.js';
import {
  registrationProblems,
  REGISTRATION_MESSAGES,
  type FieldError,
  type RegistrationRequest,
} from './registration.js';
import { customers, type CustomerRow } from './schema.js';

/** A refused login (spec 1 §8): one answer for an unknown e-mail and a wrong password alike. */
export class InvalidCredentialsError extends DomainError {
  constructor() {
    super(
      'invalid_credentials',
      'Invalid login or password. Remember that password is case-sensitive. Please try again.',
      401,
    );
  }
}

/** Registration refused field by field (spec 1 §5 "invalid_form"). */
export class InvalidFormError extends DomainError {
  constructor(readonly fields: FieldError[]) {
    super('invalid_form', fields.map((f) => f.message).join(' '), 400, fields);
  }
}

export class NotRegisteredError extends DomainError {
  constructor() {
    super('not_registered', 'You must create an account to access this feature.', 403);
  }
}

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email.trim().toLowerCase()));
  return row;
}

export async function getCustomer(db: Database, shopper: Shopper): Promise<CustomerRow> {
  if (!shopper.customerId) throw new NotRegisteredError();
  const [row] = await db.select().from(customers).where(eq(customers.id, shopper.customerId));
  if (!row) throw new NotRegisteredError();
  return row;
}

/**
 * A sign-in on the customer's row, in the sign-in's transaction: the last login and visit become
 * the previous ones, now the last; `extra` is written with them (a password rehashed at login).
 */
export async function recordSignIn(
  tx: Database,
  customer: CustomerRow,
  extra: Partial<CustomerRow>,
  now: Date,
): Promise<CustomerRow> {
  const [row] = await tx
    .update(customers)
    .set({
      ...extra,
      previousLogin: customer.lastLogin,
      lastLogin: now,
      previousVisit: customer.lastVisit,
      lastVisit: now,
    })
    .where(eq(customers.id, customer.id))
    .returning();
  return row!;
}

/**
 * The password check of a sign-in. Unknown e-mail and wrong password cost one hash each and answer
 * the same 401. Failures count per (e-mail, IP), per IP and per account; once a limit is used up
 * every attempt, right or wrong, answers 429 before any password is checked. A success clears its
 * (e-mail, IP) count and answers the customer, with the password's new hash when it needs one.
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
  clientIp: string,
): Promise<{ customer: CustomerRow; extra: Partial<CustomerRow> }> {
  const limits = loginLimits(email, clientIp);
  await assertWithinLimits(db, limits);
  const customer = await findCustomerByEmail(db, email);
  const ok = await checkPassword(customer?.passwordHash, password);
  if (!customer || !ok) {
    await countAgainstLimits(db, limits);
    throw new InvalidCredentialsError();
  }
  await clearLimits(db, limits.slice(0, 1));
  const extra =
    customer.passwordHash && needsRehash(customer.passwordHash) ? { passwordHash: await hashPassword(password) } : {};
  return { customer, extra };
}

/** Registration with the spec's payload: every rule checked again here, then the customer written. */
export async function createCustomer(
  db: Database,
  request: RegistrationRequest,
  localeId: string,
  clientIp: string,
): Promise<CustomerRow> {
  await consumeLimits(db, [[LIMITS.registrationPerIp, clientIp]]);
  const problems = registrationProblems(request, localeId);
  if (problems.length > 0) throw new InvalidFormError(problems);
  const { customer: input, password } = request;
  const extra = input.c_additionalFields;
  const email = input.email.trim().toLowerCase();
  if (await findCustomerByEmail(db, email))
    throw new InvalidFormError([{ field: 'email', message: REGISTRATION_MESSAGES.emailTaken }]);
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .insert(customers)
    .values({
      id: randomUUID(),
      customerNo: sql`nextval('customer_no_seq')::text`,
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      passwordHash,
      phone: extra.phone.trim(),
      gender: extra.gender === 0 ? null : extra.gender,
      postalCode: extra.postalCode.trim(),
      birthdayMonth: extra.birthdayMonth ?? null,
      birthdayDay: extra.birthdayDay ?? null,
      newsletter: extra.newsletter,
      smsConsent: extra.sendsmsconsent,
      privacyConsent: extra.privacyconsent,
      loyaltyEnrolled: extra.isLoyaltyFormSubmit && extra.privacyconsent,
      storeNumber: extra.storeNumber ?? null,
      platformOfOrigin: extra.platformOfOrigin ?? null,
      sessionOrigination: extra.sessionOrigination ?? null,
      preferredLocale: localeId,
    })
    .onConflictDoNothing()
    .returning();
  // Two registrations of one address at once: the second finds the first's row here.
  if (!row) throw new InvalidFormError([{ field: 'email', message: REGISTRATION_MESSAGES.emailTaken }]);
  return row;
}

/** Logout revokes the session: its token is refused from now on, wherever it was copied to. */
export async function logout(db: Database, shopper: Shopper): Promise<void> {
  await revokeSession(db, shopper.usid);
}
