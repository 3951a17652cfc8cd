import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import {
  assertWithinLimits,
  clearLimits,
  consumeLimits,
  countAgainstLimits,
  pruneRateLimits,
  RateLimitedError,
} from './limiter.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const limit = { name: 'test', max: 3, windowMs: 60_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, 0) + ms);

describe('rate limiter', () => {
  it('refuses once the window is used up, says how long to wait, and opens a new window after it', async () => {
    const db = t.handle.db;
    await countAgainstLimits(db, [[limit, 'a']], at(0));
    await countAgainstLimits(db, [[limit, 'a']], at(10_000));
    await assertWithinLimits(db, [[limit, 'a']], at(20_000));
    await countAgainstLimits(db, [[limit, 'a']], at(20_000));
    const refused = await assertWithinLimits(db, [[limit, 'a']], at(30_000)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(30);
    // Other subjects are not affected.
    await assertWithinLimits(db, [[limit, 'b']], at(30_000));
    // The window opened at the first event: 60 s later it is over.
    await assertWithinLimits(db, [[limit, 'a']], at(60_000));
    await consumeLimits(db, [[limit, 'a']], at(61_000));
    await consumeLimits(db, [[limit, 'a']], at(62_000));
    await consumeLimits(db, [[limit, 'a']], at(63_000));
    await expect(consumeLimits(db, [[limit, 'a']], at(64_000))).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('counts concurrent events one by one', async () => {
    const db = t.handle.db;
    const many = { ...limit, max: 20 };
    await Promise.all(Array.from({ length: 20 }, () => countAgainstLimits(db, [[many, 'c']], at(0))));
    await expect(assertWithinLimits(db, [[many, 'c']], at(1_000))).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('forgets cleared subjects and prunes old windows', async () => {
    const db = t.handle.db;
    await countAgainstLimits(db, [[{ ...limit, max: 1 }, 'd']], at(0));
    await clearLimits(db, [[limit, 'd']]);
    await assertWithinLimits(db, [[{ ...limit, max: 1 }, 'd']], at(1_000));
    await countAgainstLimits(db, [[limit, 'e']], at(0));
    expect(await pruneRateLimits(db, at(2 * 24 * 60 * 60 * 1000))).toBe(1);
  });
});
