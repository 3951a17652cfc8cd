/**
 * The engine killed (SIGKILL) in the middle of checkouts and started again: shoppers retrying are
 * answered their order, orders whose answer was lost are settled by recovery after the restart, and
 * none is lost or made twice. The cluster is the test's own (testing/private-postgres.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import {
  badAnswers,
  checkOrders,
  morePlaced,
  startCheckoutLoad,
  type CheckoutLoad,
} from '../../testing/checkout-load.js';
import { startEngineProcess, type EngineProcess } from '../../testing/engine-process.js';
import { startSeededPostgres } from '@ridgeline/data/testing';
import { QUICK_RECOVERY_ENV } from '../../testing/fault-setup.js';
import { waitFor } from '../../testing/free-port.js';
import type { PrivatePostgres } from '../../testing/private-postgres.js';
import { orders } from './schema.js';

const ENGINE_ENV = { REDIS_URL: '', SMTP_URL: '', ...QUICK_RECOVERY_ENV };

let pg: PrivatePostgres;
let variants: string[];
let handle: DatabaseHandle;
const engines: EngineProcess[] = [];
let load: CheckoutLoad | undefined;

beforeAll(async () => {
  ({ pg, variants } = await startSeededPostgres());
  handle = await openDatabase({ driver: 'postgres', url: pg.url, poolSize: 2 });
}, 120_000);

afterAll(async () => {
  await load?.stop();
  for (const engine of engines) await engine.stop();
  await handle?.close();
  await pg?.destroy();
});

describe('the engine killed mid-checkout', () => {
  it('starts again and settles what the crash left: every order once, none paid and lost', async ({ annotate }) => {
    const first = await startEngineProcess({ env: { DATABASE_URL: pg.url, ...ENGINE_ENV } });
    engines.push(first);
    const shoppers = startCheckoutLoad({ apiUrl: first.apiUrl, variants, shoppers: 8, lostEvery: 5 });
    load = shoppers;
    await morePlaced(shoppers, 8);

    // Killed while several orders are being placed: between writing an order and its payment's outcome.
    await waitFor('3 orders being placed at once', () => (shoppers.report.inFlight['place order'] ?? 0) >= 3, {
      everyMs: 5,
    });
    await first.kill();
    const leftUnsettled = await handle.db.$count(orders, eq(orders.status, 'created'));

    // Started again on the same port, as a supervisor does; shoppers have kept trying meanwhile.
    const second = await startEngineProcess({ port: first.port, env: { DATABASE_URL: pg.url, ...ENGINE_ENV } });
    engines.push(second);
    await morePlaced(shoppers, 8);

    const report = await shoppers.stop();
    load = undefined;
    expect(second.exit(), 'the restarted engine stays up').toBeUndefined();
    expect(badAnswers(report)).toEqual({ broken: [], unexpected: [], withoutRetryAfter: [] });
    expect(
      report.answers.some((a) => a.status === 'network'),
      'the kill was seen by shoppers',
    ).toBe(true);
    expect(await checkOrders(handle.db, report)).toEqual([]);
    // The figures, in the report: how long recovery took, and what the shoppers went through.
    await annotate(
      `${leftUnsettled} orders unsettled at the kill; ${report.placed.size} placed, ` +
        `${report.unconfirmed.size} unconfirmed, ${report.abandoned} abandoned, ${report.settledUnpaid} settled unpaid`,
    );
  });
});
