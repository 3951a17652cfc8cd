import type { Database } from '../db/client.js';
import { findCustomerByEmail } from '../modules/customer/index.js';
import { emailLinkMail, enqueueMail, type MailLocale } from '../modules/mail/index.js';
import { consumeLimits } from '../modules/rate-limit/index.js';
import {
  acceptedCallback,
  EMAIL_LINK_LIMITS,
  EMAIL_LINK_TTL_MS,
  issueEmailLink,
  linkFor,
  type EmailTokenPurpose,
} from '../modules/recovery/index.js';

export type EmailLinkRequest = {
  email: string;
  locale: MailLocale;
  /** The storefront page the link lands on; its origin must be this shop's (recovery's links.ts). */
  callbackUri: string;
  clientIp: string;
  /** Passwordless: where the shopper goes once signed in (a same-origin path, else `/`). */
  redirectUrl?: string;
};

/**
 * Sends a reset or sign-in link when the address has an account, and answers the same either way
 * (SECURITY.md "No account enumeration"). The request is counted against the link limits before
 * the address is looked up (known and unknown alike). The token, its retirement of earlier links and
 * the e-mail are written in one transaction; the e-mail leaves through the outbox after the commit.
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
  await db.transaction(async (tx) => {
    const link = await issueEmailLink(tx, customer.id, purpose, request.redirectUrl, now);
    await enqueueMail(
      tx,
      emailLinkMail({
        purpose,
        linkId: link.id,
        to: customer.email,
        locale: request.locale,
        data: {
          link: linkFor(callback, link.token),
          firstName: customer.firstName,
          validMinutes: EMAIL_LINK_TTL_MS / 60_000,
        },
      }),
    );
  });
}
