import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { assertWithinLimits, countAgainstLimits, RateLimitedError } from './limiter.js';
import { rateLimitCounters } from './schema.js';
import { startRateLimitsFromEnv } from './start.js';

let t: Awaited<ReturnType<typeof createTestDatabase>>;
beforeEach(async () => {
  t = await createTestDatabase();
});
afterEach(async () => {
  await t.close();
});

describe('rate limits with REDIS_URL set but Redis unreachable', () => {
  it('keep holding, counted in the database', async () => {
    // Port 1 on loopback: nothing listens; the client fails fast.
    const limits = await startRateLimitsFromEnv({ REDIS_URL: 'redis://127.0.0.1:1' }, silentLogger);
    try {
      const limit = { name: 'fallback', max: 2, windowMs: 60_000 };
      await countAgainstLimits(t.db, [[limit, 'x']]);
      await countAgainstLimits(t.db, [[limit, 'x']]);
      await expect(assertWithinLimits(t.db, [[limit, 'x']])).rejects.toBeInstanceOf(RateLimitedError);
      expect((await t.db.select().from(rateLimitCounters)).map((r) => [r.key, r.hits])).toEqual([['fallback:x', 2]]);
    } finally {
      await limits.stop();
    }
  });
});
