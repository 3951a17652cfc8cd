/**
 * PostgreSQL restarted, then stopped for a while, under eight shoppers checking out against a real
 * engine process: the engine stays up, answers 503 with Retry-After (never 500, never a hang) while
 * the database is gone, is ready again by itself, and no order is lost or made twice. The cluster is
 * the test's own (testing/private-postgres.ts), never the machine's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../modules/mail/test-smtp-server.js';
import { badAnswers, checkOrders, morePlaced, startCheckoutLoad, type CheckoutLoad } from '../testing/checkout-load.js';
import { startEngineProcess, type EngineProcess } from '../testing/engine-process.js';
import { startSeededPostgres } from '@ridgeline/data/testing';
import { QUICK_RECOVERY_ENV, readiness, readyAgain } from '../testing/fault-setup.js';
import { waitFor } from '../testing/free-port.js';
import type { PrivatePostgres } from '../testing/private-postgres.js';
import { openDatabase, type DatabaseHandle } from './client.js';

/** How soon the engine must be ready again once the database is back. */
const RECOVERS_WITHIN_MS = 15_000;

let pg: PrivatePostgres;
let variants: string[];
/** The test's own connections, for the checks once the faults are over. */
let handle: DatabaseHandle | undefined;
let smtp: TestSmtpServer;
let engine: EngineProcess;
let load: CheckoutLoad | undefined;

beforeAll(async () => {
  ({ pg, variants } = await startSeededPostgres());
  smtp = await startTestSmtpServer();
  engine = await startEngineProcess({
    env: {
      DATABASE_URL: pg.url,
      REDIS_URL: '',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ridgeline <orders@example.com>',
      ...QUICK_RECOVERY_ENV,
    },
  });
}, 120_000);

afterAll(async () => {
  await load?.stop();
  await engine?.stop();
  await smtp?.close();
  await handle?.close();
  await pg?.destroy();
});

describe('a PostgreSQL restart under checkout load', () => {
  it('is ridden through: 503 with Retry-After meanwhile, ready again by itself, every order once', async ({
    annotate,
  }) => {
    const shoppers = startCheckoutLoad({ apiUrl: engine.apiUrl, variants, shoppers: 8, lostEvery: 5 });
    load = shoppers;
    await morePlaced(shoppers, 8);

    // An operator's restart: every connection the engine holds is ended under it.
    const restarted = Date.now();
    await pg.restart();
    const afterRestartMs = await readyAgain(engine, restarted, RECOVERS_WITHIN_MS);
    await morePlaced(shoppers, 8);

    // An outage that lasts: the database stopped while shoppers keep pressing.
    const stoppedAt = Date.now();
    await pg.stop();
    const during = () => shoppers.report.answers.filter((a) => a.at > stoppedAt && a.status === 503);
    await waitFor(
      'shoppers answered 503 for 3 s while the database is down',
      () => during().length >= 16 && Date.now() - stoppedAt >= 3_000,
    );
    expect(await readiness(engine)).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down' } });
    const restartedAt = Date.now();
    await pg.start();
    const afterStartMs = await readyAgain(engine, restartedAt, RECOVERS_WITHIN_MS);
    await morePlaced(shoppers, 8);

    const report = await shoppers.stop();
    load = undefined;
    expect(engine.exit(), 'the engine process must stay up').toBeUndefined();
    expect(badAnswers(report)).toEqual({ broken: [], unexpected: [], withoutRetryAfter: [] });
    expect(during().every((a) => a.code === 'unavailable' || a.code === 'payment_not_confirmed')).toBe(true);
    expect(report.unconfirmed.size, 'lost payment answers left orders for recovery').toBeGreaterThan(0);
    handle = await openDatabase({ driver: 'postgres', url: pg.url, poolSize: 2 });
    expect(await checkOrders(handle.db, report)).toEqual([]);
    // The mail dispatcher kept its schedule through the outage: confirmations still go out after it.
    await waitFor('a confirmation sent after the outage', () => smtp.messages.some((m) => m.receivedAt > restartedAt));
    // The figures, in the report: how long recovery took, and what the shoppers went through.
    await annotate(
      `ready again ${afterRestartMs} ms after the restart, ${afterStartMs} ms after the start; ` +
        `${report.placed.size} placed, ${report.unconfirmed.size} unconfirmed, ${report.abandoned} abandoned, ` +
        `${report.answers.filter((a) => a.status === 503).length} answers 503`,
    );
  });
});
