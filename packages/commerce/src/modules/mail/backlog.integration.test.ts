import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { mailBacklog } from './backlog.js';
import { enqueueMail } from './outbox.js';
import { mailOutbox } from './schema.js';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

const mail = (n: number) => ({
  kind: 'test',
  dedupeKey: `backlog:${n}`,
  to: `shopper${n}@example.com`,
  locale: 'en-US' as const,
  subject: `Message ${n}`,
  html: `<p>${n}</p>`,
  text: `${n}`,
});

it('counts pending messages and the age of the oldest, leaving sent and failed ones out', async () => {
  expect(await mailBacklog(handle.db)).toEqual({ pending: 0, oldestPendingSeconds: 0 });
  for (const n of [1, 2, 3, 4]) await enqueueMail(handle.db, mail(n));
  await handle.db
    .update(mailOutbox)
    .set({ createdAt: sql`now() - interval '90 seconds'` })
    .where(eq(mailOutbox.dedupeKey, 'backlog:2'));
  // Older still, but no longer waiting.
  await handle.db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, createdAt: sql`now() - interval '1 hour'` })
    .where(eq(mailOutbox.dedupeKey, 'backlog:3'));
  await handle.db
    .update(mailOutbox)
    .set({ status: 'failed', createdAt: sql`now() - interval '1 hour'` })
    .where(eq(mailOutbox.dedupeKey, 'backlog:4'));

  const backlog = await mailBacklog(handle.db);
  expect(backlog.pending).toBe(2);
  expect(backlog.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
  expect(backlog.oldestPendingSeconds).toBeLessThan(120);
});
