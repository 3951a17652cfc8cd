import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from './schema.js';

export type MailBacklog = {
  /** Messages waiting to be sent (due now or retrying later). */
  pending: number;
  /** How long the oldest of them has waited, in seconds; 0 with none. */
  oldestPendingSeconds: number;
};

/**
 * The outbox's backlog, for /metrics: a growing count or age means mail is not going out (SMTP
 * down, or no dispatcher running). Pending rows are few and the partial index holds only them.
 */
export async function mailBacklog(db: Database): Promise<MailBacklog> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*)::int`,
      oldest: sql<number | null>`extract(epoch from now() - min(${mailOutbox.createdAt}))::float8`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return { pending: row?.pending ?? 0, oldestPendingSeconds: Math.max(0, row?.oldest ?? 0) };
}
