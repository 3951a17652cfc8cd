import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../logger.js';
import { mailOutbox } from './schema.js';
import type { MailTransport } from './transport.js';

export type MailDispatcherOptions = {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /** Pause between polls of the outbox when it has nothing due. Default 5 s. */
  intervalMs?: number;
  /** Rows claimed per round. Default 20. */
  batchSize?: number;
  /** Sends tried before a message is marked failed. Default 8 (about 2 h of retrying with the defaults). */
  maxAttempts?: number;
  /** Wait after the first failure; doubles after each one. Default 60 s. */
  retryBaseMs?: number;
  /** Longest wait between two tries. Default 1 h. */
  retryMaxMs?: number;
  /**
   * How long a claimed row stays invisible to other dispatchers. A dispatcher that dies mid-send
   * leaves rows that are claimed again after this. Keep it well above the transport's timeouts.
   * Default 5 min.
   */
  leaseMs?: number;
};

export type DispatchResult = { claimed: number; sent: number; retrying: number; failed: number };

export type MailDispatcher = {
  /** Polls the outbox every `intervalMs` until stopped; starting twice is harmless. */
  start(): void;
  /** Lets the message being sent finish, hands back the rest of its claim, and resolves when idle. */
  stop(): Promise<void>;
  /** Something was queued: a round now (or right after the one running) instead of at the next poll. */
  wake(): void;
  /** One round: claim what is due, send it, record each outcome. */
  dispatchDue(): Promise<DispatchResult>;
};

/** Wait before try `attempt + 1` after `attempt` failed tries: base, 2×base, 4×base… capped. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

const interval = (ms: number) => sql`now() + ${Math.round(ms)} * interval '1 millisecond'`;

/**
 * Sends what the outbox holds. Several server instances may each run one: a round claims due rows
 * with `FOR UPDATE SKIP LOCKED` and pushes them a lease into the future in the same short
 * transaction, so no two dispatchers hold the same row; the SMTP call then runs outside any
 * transaction. Every outcome is written back only if the row still carries this claim (its
 * `attempts`), so a dispatcher whose lease ran out cannot overwrite a newer claim.
 *
 * Delivery is at least once: a crash between the SMTP server's acceptance and the `sent` mark sends
 * that message again after the lease; the stable Message-ID lets mail systems drop the copy.
 */
export function createMailDispatcher(options: MailDispatcherOptions): MailDispatcher {
  const { db, transport, logger } = options;
  const intervalMs = options.intervalMs ?? 5_000;
  const batchSize = options.batchSize ?? 20;
  const maxAttempts = options.maxAttempts ?? 8;
  const retryBaseMs = options.retryBaseMs ?? 60_000;
  const retryMaxMs = options.retryMaxMs ?? 3_600_000;
  const leaseMs = options.leaseMs ?? 300_000;

  let stopping = true;
  /** Set by stop() while a round may still be sending: the round hands back what it has not sent. */
  let handBack = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function claim() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: interval(leaseMs) })
        .where(inArray(mailOutbox.id, due.map((row) => row.id)))
        .returning({
          id: mailOutbox.id,
          kind: mailOutbox.kind,
          to: mailOutbox.recipient,
          subject: mailOutbox.subject,
          html: mailOutbox.html,
          text: mailOutbox.text,
          headers: mailOutbox.headers,
          attempts: mailOutbox.attempts,
        });
    });
  }

  /** This dispatcher's claim on a row: the attempt it claimed, still pending. */
  const ours = (id: string, attempts: number) =>
    and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts), eq(mailOutbox.status, 'pending'));

  async function dispatchDue(): Promise<DispatchResult> {
    const claimed = await claim();
    const result: DispatchResult = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };
    for (const [index, mail] of claimed.entries()) {
      if (handBack) {
        // Stopping: hand the rest back at once rather than leaving it to the lease.
        const rest = claimed.slice(index);
        for (const row of rest) {
          await db
            .update(mailOutbox)
            .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: sql`now()` })
            .where(ours(row.id, row.attempts));
        }
        break;
      }
      try {
        await transport.send(mail);
      } catch (err) {
        const error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
        if (mail.attempts >= maxAttempts) {
          await db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(ours(mail.id, mail.attempts));
          logger.error({ msg: 'mail failed for good', id: mail.id, kind: mail.kind, attempts: mail.attempts, error });
          result.failed++;
        } else {
          const retryInMs = retryDelayMs(mail.attempts, retryBaseMs, retryMaxMs);
          await db
            .update(mailOutbox)
            .set({ lastError: error, nextAttemptAt: interval(retryInMs) })
            .where(ours(mail.id, mail.attempts));
          logger.warn({ msg: 'mail send failed, will retry', id: mail.id, kind: mail.kind, attempts: mail.attempts, retryInMs, error });
          result.retrying++;
        }
        continue;
      }
      const marked = await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
        .where(ours(mail.id, mail.attempts))
        .returning({ id: mailOutbox.id });
      if (marked.length === 0) {
        logger.warn({ msg: 'mail sent after its claim ran out; another dispatcher may send it too', id: mail.id, kind: mail.kind });
      } else {
        logger.info({ msg: 'mail sent', id: mail.id, kind: mail.kind, attempts: mail.attempts });
      }
      result.sent++;
    }
    return result;
  }

  async function poll(): Promise<void> {
    try {
      // A full batch means more may be due: go on at once rather than after a pause.
      let round: DispatchResult;
      do round = await dispatchDue();
      while (!stopping && round.claimed === batchSize);
    } catch (err) {
      logger.error({ msg: 'mail dispatch round failed', error: err instanceof Error ? err.message : String(err) });
    }
  }

  /** A wake-up came while a round was running: that round may have claimed before the new row committed. */
  let wokenWhileRunning = false;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = poll().finally(() => {
        running = undefined;
        const again = wokenWhileRunning;
        wokenWhileRunning = false;
        if (!stopping) schedule(again ? 0 : intervalMs);
      });
    }, delayMs);
    // The dispatcher alone never keeps a process alive.
    timer.unref();
  }

  return {
    start() {
      if (!stopping) return;
      stopping = false;
      schedule(0);
    },
    async stop() {
      stopping = true;
      handBack = true;
      clearTimeout(timer);
      await running;
      handBack = false;
    },
    wake() {
      if (stopping) return;
      if (running) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      schedule(0);
    },
    dispatchDue,
  };
}
