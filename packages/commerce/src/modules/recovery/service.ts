import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DomainError } from '../../http/errors.js';
import type { Limit } from '../rate-limit/index.js';
import { hashSessionToken, isWellFormedToken, newSessionToken } from '../session/index.js';
import { sameOriginPath } from './links.js';
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

/**
 * A new link of this purpose for the customer, in the caller's transaction: the customer's earlier
 * live links of the purpose are retired, so only the newest one works. Answers the link's id (the
 * e-mail's reference) and its token, which only the e-mail carries (the table keeps its hash).
 */
export async function issueEmailLink(
  tx: Database,
  customerId: string,
  purpose: EmailTokenPurpose,
  /** Passwordless: where the shopper goes once signed in (a same-origin path, else `/`). */
  redirectUrl: string | undefined,
  now: Date,
): Promise<{ id: string; token: string }> {
  const token = newSessionToken();
  const id = randomUUID();
  await tx
    .update(customerEmailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(customerEmailTokens.customerId, customerId),
        eq(customerEmailTokens.purpose, purpose),
        isNull(customerEmailTokens.usedAt),
      ),
    );
  await tx.insert(customerEmailTokens).values({
    id,
    tokenHash: hashSessionToken(token),
    customerId,
    purpose,
    redirectUrl: purpose === 'passwordless_login' ? sameOriginPath(redirectUrl) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_TTL_MS),
  });
  return { id, token };
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
 * Uses a password-reset link in the caller's transaction (of two uses, exactly one gets it):
 * the customer it was sent to. Throws InvalidEmailTokenError for a link that does not work.
 */
export async function useResetLink(tx: Database, token: string, now = new Date()): Promise<string> {
  const used = await consume(tx, 'password_reset', token, now);
  if (!used) throw new InvalidEmailTokenError();
  return used.customerId;
}

/** Retires every live link of the customer, of either purpose (a new password makes them moot). */
export async function retireEmailLinks(tx: Database, customerId: string, now = new Date()): Promise<void> {
  await tx
    .update(customerEmailTokens)
    .set({ usedAt: now })
    .where(and(eq(customerEmailTokens.customerId, customerId), isNull(customerEmailTokens.usedAt)));
}

/**
 * Uses a passwordless sign-in link (spec 1 §4 "Passwordless"), in the caller's sign-in transaction
 * so that a failed sign-in leaves the link usable: the link's customer, and the same-origin path
 * stored with the link (`/` when none). Throws InvalidEmailTokenError for a link that does not work.
 */
export async function useSignInLink(
  tx: Database,
  token: string,
  now = new Date(),
): Promise<{ customerId: string; redirectUrl: string }> {
  const used = await consume(tx, 'passwordless_login', token, now);
  if (!used) throw new InvalidEmailTokenError();
  return { customerId: used.customerId, redirectUrl: used.redirectUrl ?? '/' };
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
