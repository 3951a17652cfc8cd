import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { InvalidInputError } from '../../http/errors.js';
import { checkedHeaders } from './outbox-headers.js';
import { mailOutbox, type MailLocale } from './schema.js';

/** A rendered message, ready to queue (templates/order-confirmation.ts builds one). */
export type OutgoingMail = {
  /** What the message is, e.g. `order-confirmation`. */
  kind: string;
  /** Queuing the same key again does nothing: `order-confirmation:<orderNumber>`. */
  dedupeKey: string;
  to: string;
  locale: MailLocale;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines; only those of MAIL_HEADERS (outbox-headers.ts). */
  headers?: Record<string, string>;
};

export type EnqueuedMail = {
  id: string;
  /** False when a message with the same dedupe key was already queued (this one was not). */
  queued: boolean;
};

/** Deliberately plain: one @, no spaces or line breaks, a dot in the domain. */
const ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * Queues a message in the caller's transaction: pass the `tx` of `db.transaction(async (tx) => …)`
 * so the message exists exactly when the order (or whatever caused it) commits. Nothing is sent
 * here; the dispatcher picks the row up after the commit. Queuing an existing dedupe key is a
 * no-op that answers the first message's id.
 */
export async function enqueueMail(tx: Database, message: OutgoingMail): Promise<EnqueuedMail> {
  const to = message.to.trim();
  if (to.length > 254 || !ADDRESS.test(to)) throw new InvalidInputError(`'${to.slice(0, 80)}' is not an e-mail address.`);
  if (!message.dedupeKey || message.dedupeKey.length > 200) {
    throw new InvalidInputError('A queued e-mail needs a dedupe key of at most 200 characters.');
  }
  const headers = checkedHeaders(message.headers ?? {});
  const [inserted] = await tx
    .insert(mailOutbox)
    .values({
      kind: message.kind,
      dedupeKey: message.dedupeKey,
      recipient: to,
      locale: message.locale,
      subject: message.subject,
      html: message.html,
      text: message.text,
      headers,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  // The row's insert announces it (migration 0030): every instance's dispatcher sends at once.
  if (inserted) return { id: inserted.id, queued: true };
  const [existing] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, message.dedupeKey))
    .limit(1);
  if (!existing) throw new Error(`Mail '${message.dedupeKey}' conflicted on its dedupe key but cannot be read.`);
  return { id: existing.id, queued: false };
}
