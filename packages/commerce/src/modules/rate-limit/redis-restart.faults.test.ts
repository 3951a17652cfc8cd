/**
 * Redis stopped and started again under sign-in load, against a real engine process: the limits
 * keep counting in the database while Redis is gone, nothing crashes, and once Redis is back the
 * counts go to Redis again. Redis and the cluster are the test's own (testing/private-redis.ts).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { testRegistrationPayload, TEST_PASSWORD } from '../../testing/customers.js';
import { startEngineProcess, type EngineProcess } from '../../testing/engine-process.js';
import { startSeededPostgres } from '@ridgeline/data/testing';
import { readiness } from '../../testing/fault-setup.js';
import { waitFor } from '../../testing/free-port.js';
import type { PrivatePostgres } from '../../testing/private-postgres.js';
import { startPrivateRedis, type PrivateRedis } from '../../testing/private-redis.js';
import { LIMITS } from './policies.js';
import { rateLimitCounters } from './schema.js';

let pg: PrivatePostgres;
let redis: PrivateRedis;
let handle: DatabaseHandle;
let engine: EngineProcess;
/** The test's own look into Redis. */
let inspector: Redis;
let load: ReturnType<typeof signInLoad> | undefined;

beforeAll(async () => {
  ({ pg } = await startSeededPostgres());
  redis = await startPrivateRedis();
  handle = await openDatabase({ driver: 'postgres', url: pg.url, poolSize: 2 });
  engine = await startEngineProcess({ env: { DATABASE_URL: pg.url, REDIS_URL: redis.url, SMTP_URL: '' } });
  inspector = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  // Down while Redis is stopped, as the engine's client is; its errors are expected then.
  inspector.on('error', () => undefined);
}, 120_000);

afterAll(async () => {
  await load?.stop();
  inspector?.disconnect();
  await engine?.stop();
  await handle?.close();
  await redis?.destroy();
  await pg?.destroy();
});

type Answer = { at: number; status: number | 'network'; ms: number };

async function signIn(email: string, password: string): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(`${engine.apiUrl}/shopper/auth/login?locale=en-CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return { at: started, status: response.status, ms: Date.now() - started };
  } catch {
    return { at: started, status: 'network', ms: Date.now() - started };
  }
}

/** Wrong passwords for `email`, one after another: what each was answered. */
async function wrongPasswords(email: string, count: number): Promise<(number | 'network')[]> {
  const statuses: (number | 'network')[] = [];
  for (let i = 0; i < count; i++) statuses.push((await signIn(email, 'not-the-password')).status);
  return statuses;
}

/** Four customers signing in with the right password, over and over, until stopped. */
function signInLoad(email: string) {
  const answers: Answer[] = [];
  let stopping = false;
  const running = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (!stopping) answers.push(await signIn(email, TEST_PASSWORD));
    }),
  );
  return {
    answers,
    stop: async () => {
      stopping = true;
      await running;
      return answers;
    },
  };
}

const emailIpKey = (email: string) => `${LIMITS.loginPerEmailAndIp.name}:${email}|127.0.0.1`;
const inRedis = async (email: string) => Number(await inspector.hget(`ridgeline:rate-limit:${emailIpKey(email)}`, 'h'));
const inDatabase = async (email: string) =>
  (await handle.db.select().from(rateLimitCounters)).find((row) => row.key === emailIpKey(email))?.hits ?? 0;

describe('Redis stopped and started under sign-in load', () => {
  it('keeps the limits counting in the database meanwhile, and in Redis again once it is back', async ({
    annotate,
  }) => {
    const customer = 'ada@example.com';
    const registered = await fetch(`${engine.apiUrl}/shopper/customers?locale=en-CA`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(testRegistrationPayload(customer)),
    });
    expect(registered.status).toBe(201);
    const signIns = signInLoad(customer);
    load = signIns;
    await inspector.connect();

    // Redis up: failures count there, not in the database.
    expect(await wrongPasswords('before@example.com', 3)).toEqual([401, 401, 401]);
    expect(await inRedis('before@example.com')).toBe(3);
    expect(await inDatabase('before@example.com')).toBe(0);

    // Redis gone: the limit still holds, counted in the database; the engine stays ready.
    const stoppedAt = Date.now();
    await redis.stop();
    const max = LIMITS.loginPerEmailAndIp.max;
    const during = await wrongPasswords('during@example.com', max + 2);
    expect(during).toEqual([...Array<number>(max).fill(401), 429, 429]);
    expect(await inDatabase('during@example.com')).toBe(max);
    expect(await readiness(engine)).toMatchObject({ status: 200, body: { database: 'ok', redis: 'down' } });

    // Redis back (empty, as after a restart without persistence): counts go to Redis again.
    const startedAt = Date.now();
    await redis.start();
    await waitFor('the engine to use Redis again', async () => {
      const answer = await readiness(engine);
      return answer !== 'down' && answer.body.redis === 'ok';
    });
    const reconnectedMs = Date.now() - startedAt;
    expect(await wrongPasswords('after@example.com', 3)).toEqual([401, 401, 401]);
    expect(await inRedis('after@example.com')).toBe(3);
    expect(await inDatabase('after@example.com')).toBe(0);

    const answers = await signIns.stop();
    load = undefined;
    expect(engine.exit(), 'the engine process must stay up').toBeUndefined();
    expect(
      answers.filter((a) => a.status !== 200),
      'every right password signs in, Redis or not',
    ).toEqual([]);
    const whileDown = answers.filter((a) => a.at >= stoppedAt && a.at < startedAt);
    expect(whileDown.length, 'sign-ins went on while Redis was down').toBeGreaterThan(0);
    await annotate(
      `${answers.length} sign-ins, ${whileDown.length} while Redis was down (slowest ` +
        `${Math.max(...whileDown.map((a) => a.ms))} ms); Redis used again ${reconnectedMs} ms after it started`,
    );
  });
});
