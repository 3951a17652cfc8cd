// What the fault tests share: the engine's timing for them and its readiness probe (the private
// cluster with a small catalogue they start is @ridgeline/data/testing's startSeededPostgres).
import type { EngineProcess } from './engine-process.js';
import { waitFor } from './free-port.js';

/** Unsettled orders settled within a test, not minutes later. */
export const QUICK_RECOVERY_ENV = { ORDER_RECOVERY_INTERVAL_SECONDS: '1', ORDER_SETTLE_AFTER_SECONDS: '3' };

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
