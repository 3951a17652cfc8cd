import { createApi, silentLogger, type DatabaseHandle } from '@ridgeline/commerce';
import { mailOutbox } from '@ridgeline/commerce/schema';
import { createTestDatabase } from '@ridgeline/commerce/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCommerceClient, type CommerceClient } from './client.js';
import { CommerceApiError } from './errors.js';
import { apiFetch } from './test-api-fetch.js';

let handle: DatabaseHandle;
let client: CommerceClient;
let ids: string[];

beforeAll(async () => {
  handle = await createTestDatabase();
  client = createCommerceClient({
    baseUrl: 'http://commerce.internal/api',
    fetch: apiFetch(createApi({ db: handle.db, logger: silentLogger })),
  });
  const rows = await handle.db
    .insert(mailOutbox)
    .values(
      [1, 2, 3].map((n) => ({
        kind: 'test',
        dedupeKey: `sdk-mailbox:${n}`,
        recipient: `shopper${n}@example.com`,
        locale: 'fr-CA' as const,
        subject: `Message ${n}`,
        html: `<p>Message ${n}</p>`,
        text: `Message ${n}`,
        createdAt: new Date(Date.UTC(2026, 0, n)),
      })),
    )
    .returning({ id: mailOutbox.id });
  ids = rows.map((row) => row.id);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await handle.close();
});

describe('the SDK’s development mailbox', () => {
  it('lists the outbox newest first, a page at a time', async () => {
    const page = await client.listMailbox({ limit: 2 });
    expect(page).toMatchObject({ total: 3, limit: 2, offset: 0 });
    expect(page.data.map((m) => [m.subject, m.to, m.status])).toEqual([
      ['Message 3', 'shopper3@example.com', 'pending'],
      ['Message 2', 'shopper2@example.com', 'pending'],
    ]);
    expect((await client.listMailbox({ limit: 2, offset: 2 })).data.map((m) => m.subject)).toEqual(['Message 1']);
  });

  it('reads one message with its HTML and text', async () => {
    expect(await client.getMailboxMessage(ids[0]!)).toMatchObject({
      subject: 'Message 1',
      html: '<p>Message 1</p>',
      text: 'Message 1',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('raises the API’s 404 for an unknown message, and for the whole mailbox in production', async () => {
    const unknown = await client.getMailboxMessage(crypto.randomUUID()).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(CommerceApiError);
    expect((unknown as CommerceApiError).isNotFound).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    const hidden = await client.listMailbox().catch((e: unknown) => e);
    expect((hidden as CommerceApiError).status).toBe(404);
  });
});
