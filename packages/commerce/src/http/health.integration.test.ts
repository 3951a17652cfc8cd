import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { silentLogger } from '../logger.js';
import { startRateLimitsFromEnv } from '../modules/rate-limit/start.js';
import { createTestDatabase } from '../testing/test-database.js';
import { createApi } from './app.js';
import { READINESS_TIMEOUT_MS } from './health.js';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function ready(db: Database) {
  const response = await createApi({ db, logger: silentLogger }).request('/health/ready');
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

/** A database whose every statement fails as one restarting would, or never answers. */
const failing = (answer: () => Promise<never>) => ({ execute: answer }) as unknown as Database;

describe('GET /health/ready', () => {
  it('is ready when the database answers, Redis not configured', async () => {
    const handle = await createTestDatabase();
    closers.push(() => handle.close());
    expect(await ready(handle.db)).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: 'ready', database: 'ok', redis: 'off' },
    });
  });

  it('stays ready with Redis down, and says so', async () => {
    const handle = await createTestDatabase();
    closers.push(() => handle.close());
    // Nothing listens on port 1: the client keeps reconnecting, the database counts meanwhile.
    const limits = await startRateLimitsFromEnv({ REDIS_URL: 'redis://127.0.0.1:1' }, silentLogger);
    closers.push(() => limits.stop());
    expect((await ready(handle.db)).body).toEqual({ status: 'ready', database: 'ok', redis: 'down' });
  });

  it('answers 503 with Retry-After while the database refuses', async () => {
    const refused = failing(() =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    );
    expect(await ready(refused)).toEqual({
      status: 503,
      retryAfter: '5',
      body: { status: 'unavailable', database: 'down', redis: 'off' },
    });
  });

  it('answers 503 within its timeout when the database does not answer at all', async () => {
    const started = Date.now();
    const silent = failing(() => new Promise<never>(() => {}));
    expect((await ready(silent)).status).toBe(503);
    expect(Date.now() - started).toBeLessThan(READINESS_TIMEOUT_MS + 1_000);
  });
});
