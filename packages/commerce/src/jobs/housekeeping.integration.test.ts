import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { rateLimitCounters } from '../modules/rate-limit/schema.js';
import { shopperSessions } from '../modules/session/schema.js';
import { createTestApi } from '@ridgeline/data/testing';
import { startHousekeeping } from './housekeeping.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const DAY = 24 * 60 * 60 * 1000;

describe('housekeeping', () => {
  it('prunes long-expired sessions and old rate-limit windows, and keeps the rest', async () => {
    const db = t.handle.db;
    const now = Date.now();
    const session = (expiresInMs: number) => ({
      usid: randomUUID(),
      tokenHash: randomUUID(),
      expiresAt: new Date(now + expiresInMs),
    });
    const [old, recent, live] = [session(-8 * DAY), session(-1 * DAY), session(DAY)];
    await db.insert(shopperSessions).values([old, recent, live]);
    await db.insert(rateLimitCounters).values([
      { key: 'a', windowStart: new Date(now - 2 * DAY), hits: 3 },
      { key: 'b', windowStart: new Date(now - 60_000), hits: 3 },
    ]);
    const job = startHousekeeping({ db, logger: silentLogger, firstRunDelayMs: 3_600_000 });
    await job.runNow();
    await job.stop();
    expect((await db.select({ usid: shopperSessions.usid }).from(shopperSessions)).map((r) => r.usid).sort()).toEqual(
      [recent.usid, live.usid].sort(),
    );
    expect((await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key)).toEqual(['b']);
  });
});
