import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createApi } from '../../http/app.js';
import { silentLogger, type Logger, type LogFields } from '../../logger.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createMailDispatcher, type MailDispatcher, type MailDispatcherOptions } from './dispatcher.js';
import { enqueueMail, type OutgoingMail } from './outbox.js';
import { mailOutbox } from './schema.js';
import { startMailFromEnv } from './start.js';
import { orderConfirmationMail, type OrderConfirmationData } from './templates/order-confirmation.js';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.js';
import { createSmtpTransport, type MailTransport } from './transport.js';

const FROM = 'Ridgeline <orders@ridgeline.test>';

const ORDER: OrderConfirmationData = {
  orderNumber: 'RL-000042',
  customerName: 'Élodie',
  currency: 'CAD',
  lines: [{ name: 'Manteau Sommet', variation: [{ name: 'Couleur', value: 'Bleu' }], quantity: 1, priceMinor: 29900 }],
  totals: { subtotalMinor: 29900, shippingMinor: 1500, taxMinor: 4713, totalMinor: 36113 },
  shippingAddress: {
    firstName: 'Élodie',
    lastName: 'Roy',
    address1: '10 rue Saint-Jean',
    city: 'Québec',
    stateCode: 'QC',
    postalCode: 'G1R 1N8',
    countryCode: 'CA',
  },
};

function simpleMail(n: number): OutgoingMail {
  return {
    kind: 'test',
    dedupeKey: `test:${n}`,
    to: `shopper${n}@example.com`,
    locale: 'en-US',
    subject: `Message ${n}`,
    html: `<p>Message ${n}</p>`,
    text: `Message ${n}`,
  };
}

function capturingLogger() {
  const lines: (LogFields & { level: string })[] = [];
  const logger: Logger = {
    info: (f) => lines.push({ level: 'info', ...f }),
    warn: (f) => lines.push({ level: 'warn', ...f }),
    error: (f) => lines.push({ level: 'error', ...f }),
  };
  return { logger, lines };
}

let handle: DatabaseHandle;
let smtp: TestSmtpServer | undefined;
const cleanups: (() => unknown)[] = [];

beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await smtp?.close();
  smtp = undefined;
  await handle.close();
  vi.unstubAllEnvs();
});

async function smtpServer(options?: Parameters<typeof startTestSmtpServer>[0]) {
  smtp = await startTestSmtpServer(options);
  return smtp;
}

function transportTo(server: TestSmtpServer): MailTransport {
  const transport = createSmtpTransport({ url: server.url, from: FROM, timeoutMs: 5_000 });
  cleanups.push(() => transport.close());
  return transport;
}

function dispatcher(options: Partial<MailDispatcherOptions> & { transport: MailTransport }): MailDispatcher {
  const d = createMailDispatcher({ db: handle.db, logger: silentLogger, intervalMs: 20, ...options });
  cleanups.push(() => d.stop());
  return d;
}

const rows = () => handle.db.select().from(mailOutbox).orderBy(asc(mailOutbox.dedupeKey));

describe('enqueueMail', () => {
  it('queues inside the caller’s transaction: a rollback queues nothing, a commit queues the row', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await enqueueMail(tx, simpleMail(1));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    expect(await rows()).toHaveLength(0);

    await handle.db.transaction((tx) => enqueueMail(tx, simpleMail(1)));
    expect(await rows()).toMatchObject([{ status: 'pending', attempts: 0, recipient: 'shopper1@example.com', sentAt: null }]);
  });

  it('never queues the same dedupe key twice', async () => {
    const first = await enqueueMail(handle.db, simpleMail(1));
    const again = await enqueueMail(handle.db, { ...simpleMail(1), subject: 'another subject' });
    expect(first.queued).toBe(true);
    expect(again).toEqual({ id: first.id, queued: false });
    expect(await rows()).toMatchObject([{ subject: 'Message 1' }]);
  });

  it('refuses something that is not an address, such as one smuggling a second header', async () => {
    await expect(enqueueMail(handle.db, { ...simpleMail(1), to: 'a@example.com\r\nBcc: b@example.com' })).rejects.toThrow(
      /is not an e-mail address/,
    );
  });
});

describe('the dispatcher over SMTP', () => {
  it('delivers a queued mail with the right from, to, subject and body, and marks it sent', async () => {
    const server = await smtpServer();
    const mail = orderConfirmationMail({ to: 'elodie@example.com', locale: 'fr-CA', order: ORDER });
    const { id } = await handle.db.transaction((tx) => enqueueMail(tx, mail));
    const d = dispatcher({ transport: transportTo(server) });

    expect(await d.dispatchDue()).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });

    expect(server.messages).toHaveLength(1);
    const received = server.messages[0]!;
    expect(received.envelopeFrom).toBe('orders@ridgeline.test');
    expect(received.envelopeTo).toEqual(['elodie@example.com']);
    expect(received.from).toBe('Ridgeline <orders@ridgeline.test>');
    expect(received.to).toBe('elodie@example.com');
    expect(received.subject).toBe('Votre commande Ridgeline RL-000042 est confirmée');
    expect(received.messageId).toBe(`<${id}@ridgeline.test>`);
    expect(received.text).toBe(mail.text.replace(/\n/g, '\r\n'));
    expect(received.html).toBe(mail.html.replace(/\n/g, '\r\n'));
    expect(received.text).toContain('Manteau Sommet');
    expect(received.html).toContain('Québec, QC G1R 1N8');

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    // Nothing is due any more.
    expect(await d.dispatchDue()).toEqual({ claimed: 0, sent: 0, retrying: 0, failed: 0 });
    expect(server.messages).toHaveLength(1);
  });

  it('retries a refused mail with growing waits and marks it failed after the last attempt', async () => {
    const server = await smtpServer({ refusing: true });
    const { logger, lines } = capturingLogger();
    await enqueueMail(handle.db, simpleMail(1));
    const d = dispatcher({ transport: transportTo(server), logger, maxAttempts: 4, retryBaseMs: 150, intervalMs: 10 });
    d.start();

    await vi.waitFor(async () => expect((await rows())[0]!.status).toBe('failed'), { timeout: 20_000, interval: 25 });

    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 4, sentAt: null });
    expect(row!.lastError).toMatch(/451/);
    expect(server.messages).toHaveLength(0);
    expect(server.attempts).toHaveLength(4);
    // Waits of at least 150, 300 and 600 ms between the four tries (the database clock decides, to the millisecond).
    const gaps = server.attempts.slice(1).map((t, i) => t - server.attempts[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(150 * 2 ** i - 15));
    expect(lines.filter((l) => l.msg === 'mail send failed, will retry').map((l) => l.retryInMs)).toEqual([150, 300, 600]);
    expect(lines.filter((l) => l.level === 'error')).toMatchObject([{ msg: 'mail failed for good', attempts: 4 }]);
    // The recipient is not logged: ids and kinds are enough to find a message.
    expect(JSON.stringify(lines)).not.toContain('shopper1@example.com');
  });

  it('delivers a mail on a later try once the server accepts again', async () => {
    const server = await smtpServer({ refusing: true });
    await enqueueMail(handle.db, simpleMail(1));
    const d = dispatcher({ transport: transportTo(server), maxAttempts: 5, retryBaseMs: 100 });
    expect(await d.dispatchDue()).toMatchObject({ retrying: 1 });
    server.refusing = false;
    d.start();
    await vi.waitFor(async () => expect((await rows())[0]!.status).toBe('sent'), { timeout: 10_000, interval: 25 });
    expect((await rows())[0]).toMatchObject({ attempts: 2, lastError: null });
    expect(server.messages).toHaveLength(1);
  });

  it('never sends one mail twice with two dispatchers at work', async () => {
    const server = await smtpServer({ delayMs: 5 });
    const count = 40;
    for (let n = 1; n <= count; n++) await enqueueMail(handle.db, simpleMail(n));
    const a = dispatcher({ transport: transportTo(server), batchSize: 3, intervalMs: 5 });
    const b = dispatcher({ transport: transportTo(server), batchSize: 3, intervalMs: 5 });
    // Both claim at the same moment, then keep polling side by side.
    const [first, second] = await Promise.all([a.dispatchDue(), b.dispatchDue()]);
    expect(first.claimed + second.claimed).toBe(6);
    a.start();
    b.start();

    await vi.waitFor(async () => expect((await rows()).every((r) => r.status === 'sent')).toBe(true), {
      timeout: 30_000,
      interval: 50,
    });
    await Promise.all([a.stop(), b.stop()]);

    expect(server.messages).toHaveLength(count);
    expect(new Set(server.messages.map((m) => m.messageId)).size).toBe(count);
    expect(new Set(server.messages.map((m) => m.envelopeTo[0])).size).toBe(count);
    expect((await rows()).every((r) => r.attempts === 1)).toBe(true);
  });

  it('stops cleanly: the mail being sent finishes, the rest of the claim is handed back at once', async () => {
    const server = await smtpServer({ delayMs: 300 });
    for (let n = 1; n <= 4; n++) await enqueueMail(handle.db, simpleMail(n));
    const d = dispatcher({ transport: transportTo(server), batchSize: 4 });
    d.start();
    await vi.waitFor(() => expect(server.attempts.length).toBeGreaterThan(0), { timeout: 5_000, interval: 5 });
    await d.stop();

    expect(server.messages).toHaveLength(1);
    const after = await rows();
    expect(after.filter((r) => r.status === 'sent')).toHaveLength(1);
    const handedBack = after.filter((r) => r.status === 'pending');
    expect(handedBack).toHaveLength(3);
    for (const row of handedBack) {
      expect(row.attempts).toBe(0);
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    }
    // Another instance picks them up straight away.
    const next = dispatcher({ transport: transportTo(server), batchSize: 10 });
    expect(await next.dispatchDue()).toMatchObject({ claimed: 3, sent: 3 });
  });
});

describe('without SMTP_URL', () => {
  it('sends nothing: mails stay pending and can be read in the development mailbox', async () => {
    const { logger, lines } = capturingLogger();
    const mail = startMailFromEnv({ db: handle.db, logger, env: {} });
    cleanups.push(() => mail.stop());
    expect(mail.sending).toBe(false);
    expect(lines).toMatchObject([{ msg: expect.stringContaining('/api/dev/mailbox') }]);

    const { id } = await handle.db.transaction((tx) =>
      enqueueMail(tx, orderConfirmationMail({ to: 'elodie@example.com', locale: 'fr-CA', order: ORDER })),
    );
    await enqueueMail(handle.db, simpleMail(2));
    const api = createApi({ db: handle.db, logger: silentLogger });

    const list = await api.request('/dev/mailbox');
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(2);
    expect(body.data.find((m) => m.id === id)).toMatchObject({
      kind: 'order-confirmation',
      to: 'elodie@example.com',
      locale: 'fr-CA',
      subject: 'Votre commande Ridgeline RL-000042 est confirmée',
      status: 'pending',
      attempts: 0,
    });
    expect(body.data[0]).not.toHaveProperty('html');

    const one = await api.request(`/dev/mailbox/${id}`);
    expect(one.status).toBe(200);
    const message = (await one.json()) as { html: string; text: string; status: string };
    expect(message.status).toBe('pending');
    expect(message.html).toContain('<html lang="fr-CA">');
    expect(message.text).toContain('RL-000042');

    expect((await api.request(`/dev/mailbox/${randomUUID()}`)).status).toBe(404);
    expect((await api.request('/dev/mailbox/not-an-id')).status).toBe(400);
    expect((await api.request('/dev/mailbox?limit=1&offset=1')).status).toBe(200);

    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: null });

    const doc = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, { get: { description: string } }> };
    expect(doc.paths['/dev/mailbox/{id}']!.get.description).toContain('NODE_ENV=production');
  });

  it('answers 404, like an unknown endpoint, in production', async () => {
    const { id } = await enqueueMail(handle.db, simpleMail(1));
    const api = createApi({ db: handle.db, logger: silentLogger });
    vi.stubEnv('NODE_ENV', 'production');
    for (const path of ['/dev/mailbox', '/dev/mailbox?limit=1', `/dev/mailbox/${id}`, '/dev/mailbox/not-an-id']) {
      const response = await api.request(path);
      expect(response.status, path).toBe(404);
      const pathname = path.split('?')[0]!;
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: `No API endpoint GET ${pathname}.` },
      });
    }
    expect(await (await api.request('/dev/no-such-thing')).json()).toEqual({
      error: { code: 'not_found', message: 'No API endpoint GET /dev/no-such-thing.' },
    });
  });
});

describe('sending at once', () => {
  it('sends a mail within a second of its commit, though the dispatchers poll once a minute', async () => {
    const { listenForChanges } = await import('../../events/changes.js');
    const server = await smtpServer();
    vi.stubEnv('SMTP_URL', server.url);
    vi.stubEnv('MAIL_FROM', FROM);
    const stopListening = await listenForChanges(handle, silentLogger);
    cleanups.push(stopListening);
    // Two instances' dispatchers, both woken: one claims the mail, none sends it twice.
    for (let i = 0; i < 2; i++) {
      const mail = startMailFromEnv({ db: handle.db, logger: silentLogger, dispatcher: { intervalMs: 60_000 } });
      cleanups.push(() => mail.stop());
    }
    // Their first rounds, at start, find nothing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const committed = performance.now();
    await handle.db.transaction((tx) => enqueueMail(tx, simpleMail(1)));
    await expect.poll(() => server.messages.length, { timeout: 1_000, interval: 20 }).toBe(1);
    expect(performance.now() - committed).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.messages).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
