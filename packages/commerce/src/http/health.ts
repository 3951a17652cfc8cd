import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/client.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../db/unavailable.js';
import { redisState } from '../modules/rate-limit/index.js';
import type { AppEnv } from './types.js';

/** How long readiness waits for the database: a load balancer's probe must get an answer. */
export const READINESS_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness, for load balancers and orchestrators: 200 when this instance can serve (its database
 * answers), 503 with Retry-After while it cannot. Redis only counts rate limits and the database
 * stands in for it, so Redis being down is reported but leaves the instance ready. `/health` stays
 * liveness: the process is up, whatever its database.
 */
export async function readiness(c: Context<AppEnv>) {
  const database = (await databaseAnswers(c.var.deps.db, READINESS_TIMEOUT_MS)) ? 'ok' : 'down';
  const body = { status: database === 'ok' ? 'ready' : 'unavailable', database, redis: redisState() };
  if (database === 'ok') return c.json(body, 200);
  return c.json(body, 503, { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) });
}
