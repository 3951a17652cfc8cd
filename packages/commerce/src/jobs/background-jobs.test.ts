/**
 * Every background job keeps its schedule when a round fails (the database restarting): the next
 * round runs on time. Each job here runs on a database that refuses every statement.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import type { LogFields, Logger } from '../logger.js';
import { createMailDispatcher } from '../modules/mail/dispatcher.js';
import { startOrderRecovery } from '../flows/order-recovery.js';
import type { PaymentProvider } from '../modules/payment/provider.js';
import { memoryIndexAt, startMemoryIndex, stopMemoryIndex } from '../modules/search/memory-index.js';
import { startHousekeeping } from './housekeeping.js';

/** A database that is down: every call fails as a refused connection does; `calls` counts them. */
function downDatabase() {
  const state = { calls: 0 };
  const refuse = () => {
    state.calls++;
    return Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  };
  // Whatever is asked (select().from()…, transaction, execute), the chain ends in a refusal.
  const chain: unknown = new Proxy(function () {}, {
    get: (_target, property) =>
      property === 'then' ? (...args: Parameters<Promise<never>['then']>) => refuse().then(...args) : chain,
    apply: () => chain,
  });
  return { db: chain as Database, state };
}

function recordingLogger() {
  const lines: (LogFields & { level: string })[] = [];
  const log = (level: string) => (fields: LogFields) => lines.push({ ...fields, level });
  const logger: Logger = { info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines, failures: (msg: string) => lines.filter((l) => l.msg === msg).length };
}

const stops: (() => unknown)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  vi.useRealTimers();
});

describe('a background job whose round fails', () => {
  it('housekeeping runs its next round on time', async () => {
    const { db } = downDatabase();
    const { logger, failures } = recordingLogger();
    const housekeeping = startHousekeeping({ db, logger, firstRunDelayMs: 0, intervalMs: 20 });
    stops.push(() => housekeeping.stop());
    await vi.waitFor(() => expect(failures('housekeeping round failed')).toBeGreaterThanOrEqual(3));
  });

  it('order recovery runs its next round on time', async () => {
    const { db } = downDatabase();
    const { logger, failures } = recordingLogger();
    const recovery = startOrderRecovery({ db, logger, provider: {} as PaymentProvider, intervalMs: 20 });
    stops.push(() => recovery.stop());
    await vi.waitFor(() => expect(failures('order recovery round failed')).toBeGreaterThanOrEqual(3));
  });

  it('the mail dispatcher polls the outbox again on time', async () => {
    const { db } = downDatabase();
    const { logger, failures } = recordingLogger();
    const transport = { send: vi.fn(), close: vi.fn() };
    const dispatcher = createMailDispatcher({ db, logger, transport, intervalMs: 20 });
    dispatcher.start();
    stops.push(() => dispatcher.stop());
    await vi.waitFor(() => expect(failures('mail dispatch round failed')).toBeGreaterThanOrEqual(3));
    expect(transport.send).not.toHaveBeenCalled();
  });

  it('the search memory index loads again after its wait, when a search asks for it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { db, state } = downDatabase();
    const { logger, failures } = recordingLogger();
    stops.push(() => stopMemoryIndex(db));
    await startMemoryIndex(db, logger);
    const refresh = 'Search memory index: refresh failed; text search reads the database meanwhile';
    expect(failures(refresh)).toBe(1);
    // Searches meanwhile read the database, without trying to load again at each one.
    const tried = state.calls;
    expect(memoryIndexAt(db, 1n)).toBeUndefined();
    expect(state.calls).toBe(tried);
    vi.setSystemTime(Date.now() + 31_000);
    expect(memoryIndexAt(db, 1n)).toBeUndefined();
    await vi.waitFor(() => expect(failures(refresh)).toBe(2));
  });
});
