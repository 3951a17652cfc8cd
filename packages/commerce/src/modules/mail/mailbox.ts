import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { NotFoundError } from '../../http/errors.js';
import type { MailboxEntry, MailboxList, MailboxMessage } from './contract.js';
import { mailOutbox } from './schema.js';

type Row = Omit<typeof mailOutbox.$inferSelect, 'html' | 'text' | 'dedupeKey' | 'headers'>;

function toEntry(row: Row): MailboxEntry {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    locale: row.locale,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    ...(row.lastError ? { lastError: row.lastError } : {}),
    createdAt: row.createdAt.toISOString(),
    ...(row.sentAt ? { sentAt: row.sentAt.toISOString() } : {}),
  };
}

const { html: _html, text: _text, dedupeKey: _dedupeKey, headers: _headers, ...listColumns } = getTableColumns(mailOutbox);

/** The outbox, newest first (development mailbox). */
export async function listMailbox(db: Database, page: { limit: number; offset: number }): Promise<MailboxList> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(mailOutbox),
  ]);
  return { data: rows.map(toEntry), total: counted?.total ?? 0, ...page };
}

export async function getMailboxMessage(db: Database, id: string): Promise<MailboxMessage> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  if (!row) throw new NotFoundError('Mail', id);
  return { ...toEntry(row), html: row.html, text: row.text, headers: row.headers };
}
