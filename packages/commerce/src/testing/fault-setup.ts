// What the fault tests share: a private cluster holding a small catalogue, the engine's timing for
// them, and its readiness probe.
import { seedCatalogue } from '@ridgeline/data';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { silentLogger } from '../logger.js';
import { loadVariants } from './checkout-load.js';
import type { EngineProcess } from './engine-process.js';
import { waitFor } from './free-port.js';
import { startPrivatePostgres, type PrivatePostgres } from './private-postgres.js';

/** Unsettled orders settled within a test, not minutes later. */
export const QUICK_RECOVERY_ENV = { ORDER_RECOVERY_INTERVAL_SECONDS: '1', ORDER_SETTLE_AFTER_SECONDS: '3' };

/** A private cluster, migrated, with a small catalogue and the variants the checkout load buys. */
export async function startSeededPostgres(): Promise<{ pg: PrivatePostgres; variants: string[] }> {
  const pg = await startPrivatePostgres();
  try {
    const handle = await openDatabase({ driver: 'postgres', url: pg.url, poolSize: 2, logger: silentLogger });
    try {
      await migrate(handle);
      await seedCatalogue(handle, { seed: 7, products: 40 });
      return { pg, variants: await loadVariants(handle.db) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await pg.destroy();
    throw error;
  }
}

/** `GET /api/health/ready`: its status and body, or 'down' when the engine does not answer. */
export async function readiness(
  engine: EngineProcess,
): Promise<{ status: number; body: Record<string, unknown> } | 'down'> {
  try {
    const response = await fetch(`${engine.apiUrl}/health/ready`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return 'down';
  }
}

/** Waits until readiness answers 200 (failing at once if the engine has exited); answers how long after `since`. */
export async function readyAgain(engine: EngineProcess, since: number, withinMs: number): Promise<number> {
  await waitFor(
    `readiness 200 within ${withinMs} ms`,
    async () => {
      const ended = engine.exit();
      if (ended) throw new Error(`The engine process exited (${ended.code ?? ended.signal}).`);
      const answer = await readiness(engine);
      return answer !== 'down' && answer.status === 200;
    },
    { timeoutMs: withinMs, everyMs: 100 },
  );
  return Date.now() - since;
}
