import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  assertWithinLimits,
  clearLimits,
  consumeLimits,
  countAgainstLimits,
  RateLimitedError,
  setCounterStore,
} from './limiter.js';
import { connectRedis, redisCounters } from './redis-counters.js';

// Two connections: two server instances sharing one Redis.
let first: Redis;
let second: Redis;
beforeAll(async () => {
  first = await connectRedis(process.env.TEST_REDIS_URL!);
  second = await connectRedis(process.env.TEST_REDIS_URL!);
});
afterAll(() => {
  setCounterStore(undefined);
  first.disconnect();
  second.disconnect();
});

// The database is never reached while Redis holds the counts.
const noDatabase = {} as Database;
const limit = () => ({ name: `test-${randomUUID()}`, max: 3, windowMs: 60_000 });
const at = (ms: number) => new Date(Date.now() + ms);
const on = (redis: Redis) => setCounterStore(() => redisCounters(redis));

describe('rate-limit counters in Redis', () => {
  it('refuses once the window is used up, says how long to wait, and opens a new window after it', async () => {
    const l = limit();
    on(first);
    await countAgainstLimits(noDatabase, [[l, 'a']], at(0));
    await countAgainstLimits(noDatabase, [[l, 'a']], at(10_000));
    await countAgainstLimits(noDatabase, [[l, 'a']], at(20_000));
    const refused = await assertWithinLimits(noDatabase, [[l, 'a']], at(30_000)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(30);
    await assertWithinLimits(noDatabase, [[l, 'b']], at(30_000));
    await assertWithinLimits(noDatabase, [[l, 'a']], at(60_000));
    await consumeLimits(noDatabase, [[l, 'a']], at(61_000));
  });

  it('holds across instances: counts from one are seen by the other', async () => {
    const l = limit();
    on(first);
    await countAgainstLimits(noDatabase, [[l, 'ip']], at(0));
    await countAgainstLimits(noDatabase, [[l, 'ip']], at(0));
    on(second);
    await countAgainstLimits(noDatabase, [[l, 'ip']], at(0));
    await expect(assertWithinLimits(noDatabase, [[l, 'ip']], at(1_000))).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('counts concurrent events one by one, and forgets cleared subjects', async () => {
    const l = { ...limit(), max: 40 };
    on(first);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => countAgainstLimits(noDatabase, [[l, 'c']], at(0)).then(() => i)),
    );
    await expect(assertWithinLimits(noDatabase, [[l, 'c']], at(1_000))).rejects.toBeInstanceOf(RateLimitedError);
    await clearLimits(noDatabase, [[l, 'c']]);
    await assertWithinLimits(noDatabase, [[l, 'c']], at(1_000));
  });

  it('lets the key expire with its window', async () => {
    const l = { ...limit(), windowMs: 200 };
    on(first);
    await countAgainstLimits(noDatabase, [[l, 'e']], at(0));
    expect(await first.exists(`ridgeline:rate-limit:${l.name}:e`)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await first.exists(`ridgeline:rate-limit:${l.name}:e`)).toBe(0);
  });
});
