import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import {
  customerById,
  findCustomerByEmail,
  hashPassword,
  InvalidFormError,
  passwordProblem,
  setPasswordHash,
  type CustomerRow,
} from '../customer/index.js';
import { emailLinkMail, enqueueMail, type MailLocale } from '../mail/index.js';
import { consumeLimits, type Limit } from '../rate-limit/index.js';
import { hashSessionToken, isWellFormedToken, newSessionToken, revokeCustomerSessions } from '../session/index.js';
import { acceptedCallback, linkFor, sameOriginPath } from './links.js';
import { customerEmailTokens, type EmailTokenPurpose } from './schema.js';

const MINUTE = 60_000;

/** A link works for 10 minutes (SECURITY.md "Email-link and reset tokens"). */
export const EMAIL_LINK_TTL_MS = 10 * MINUTE;

/**
 * SECURITY.md "Costly endpoints": each request may send an e-mail, so at most 5 per address in 15
 * minutes (the 6th is a 429 and sends nothing), and 50 per IP (an office behind one address), for
 * each kind of link. Counted before the address is looked up: known and unknown alike.
 */
export const EMAIL_LINK_LIMITS = {
  password_reset: {
    perEmail: { name: 'reset-email', max: 5, windowMs: 15 * MINUTE },
    perIp: { name: 'reset-ip', max: 50, windowMs: 15 * MINUTE },
  },
  passwordless_login: {
    perEmail: { name: 'passwordless-email', max: 5, windowMs: 15 * MINUTE },
    perIp: { name: 'passwordless-ip', max: 50, windowMs: 15 * MINUTE },
  },
} as const satisfies Record<EmailTokenPurpose, Record<string, Limit>>;

/** Spec 1 §8 "Invalid token": unknown, used, retired or expired links are refused alike. */
export class InvalidEmailTokenError extends DomainError {
  constructor() {
    super('invalid_token', 'Invalid token, please try again.', 400);
  }
}

export type EmailLinkRequest = {
  email: string;
  locale: MailLocale;
  /** The storefront page the link lands on; its origin must be this shop's (links.ts). */
  callbackUri: string;
  clientIp: string;
  /** Passwordless: where the shopper goes once signed in (a same-origin path, else `/`). */
  redirectUrl?: string;
};

/**
 * Sends a reset or sign-in link when the address has an account, and answers the same either way
 * (SECURITY.md "No account enumeration"). The token, its retirement of earlier links and the
 * e-mail are written in one transaction; the e-mail leaves through the outbox after the commit.
 */
export async function sendEmailLink(
  db: Database,
  purpose: EmailTokenPurpose,
  request: EmailLinkRequest,
  now = new Date(),
): Promise<void> {
  const callback = acceptedCallback(request.callbackUri);
  const email = request.email.trim().toLowerCase();
  const limits = EMAIL_LINK_LIMITS[purpose];
  await consumeLimits(
    db,
    [
      [limits.perEmail, email],
      [limits.perIp, request.clientIp],
    ],
    now,
  );
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  const token = newSessionToken();
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .update(customerEmailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(customerEmailTokens.customerId, customer.id),
          eq(customerEmailTokens.purpose, purpose),
          isNull(customerEmailTokens.usedAt),
        ),
      );
    await tx.insert(customerEmailTokens).values({
      id,
      tokenHash: hashSessionToken(token),
      customerId: customer.id,
      purpose,
      redirectUrl: purpose === 'passwordless_login' ? sameOriginPath(request.redirectUrl) : null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
    });
    await enqueueMail(
      tx,
      emailLinkMail({
        purpose,
        linkId: id,
        to: customer.email,
        locale: request.locale,
        data: {
          link: linkFor(callback, token),
          firstName: customer.firstName,
          validMinutes: EMAIL_LINK_TTL_MS / MINUTE,
        },
      }),
    );
  });
}

const live = (purpose: EmailTokenPurpose, token: string, now: Date) =>
  and(
    eq(customerEmailTokens.tokenHash, hashSessionToken(token)),
    eq(customerEmailTokens.purpose, purpose),
    isNull(customerEmailTokens.usedAt),
    gt(customerEmailTokens.expiresAt, now),
  );

/** Whether a link still works, without using it: the landing pages ask before showing their form. */
export async function isEmailLinkValid(
  db: Database,
  purpose: EmailTokenPurpose,
  token: string,
  now = new Date(),
): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const [row] = await db
    .select({ id: customerEmailTokens.id })
    .from(customerEmailTokens)
    .where(live(purpose, token, now));
  return Boolean(row);
}

/** Uses a link: one conditional update, so of two uses (or two tabs) exactly one gets the row. */
async function consume(tx: Database, purpose: EmailTokenPurpose, token: string, now: Date) {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await tx
    .update(customerEmailTokens)
    .set({ usedAt: now })
    .where(live(purpose, token, now))
    .returning();
  return row;
}

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
    const used = await consume(tx, 'password_reset', token, now);
    if (!used) throw new InvalidEmailTokenError();
    await setPasswordHash(tx, used.customerId, passwordHash, now);
    await tx
      .update(customerEmailTokens)
      .set({ usedAt: now })
      .where(and(eq(customerEmailTokens.customerId, used.customerId), isNull(customerEmailTokens.usedAt)));
    await revokeCustomerSessions(tx, used.customerId, undefined, now);
  });
}

/**
 * Uses a passwordless sign-in link (spec 1 §4 "Passwordless"), in the caller's sign-in transaction
 * so that a failed sign-in leaves the link usable: the link's customer, and the same-origin path
 * stored with the link (`/` when none).
 */
export async function useSignInLink(
  tx: Database,
  token: string,
  now = new Date(),
): Promise<{ customer: CustomerRow; redirectUrl: string }> {
  const used = await consume(tx, 'passwordless_login', token, now);
  if (!used) throw new InvalidEmailTokenError();
  const customer = await customerById(tx, used.customerId);
  if (!customer) throw new InvalidEmailTokenError();
  return { customer, redirectUrl: used.redirectUrl ?? '/' };
}

/** Removes links that ended (used or expired) more than a day ago. */
export async function pruneEmailTokens(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * MINUTE);
  const removed = await db
    .delete(customerEmailTokens)
    .where(or(lt(customerEmailTokens.expiresAt, cutoff), lt(customerEmailTokens.usedAt, cutoff)))
    .returning({ id: customerEmailTokens.id });
  return removed.length;
}
