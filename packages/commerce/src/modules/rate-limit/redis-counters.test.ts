import { describe, expect, it, vi } from 'vitest';
import type { LogFields } from '../../logger.js';
import type { CounterStore } from './counters.js';
import { withFallback } from './redis-counters.js';

const store = (read: CounterStore['read']): CounterStore => ({ read, count: vi.fn(), clear: vi.fn() });
const window = { hits: 2, windowStart: new Date(0) };

describe('withFallback', () => {
  it('asks the database at once while the Redis client is reconnecting, and Redis again once connected', async () => {
    const redis = store(vi.fn(async () => undefined));
    const database = store(vi.fn(async () => window));
    let connected = false;
    const counters = withFallback(redis, () => database, { info() {}, warn() {}, error() {} }, () => connected);
    expect(await counters.read('k', 1_000, new Date())).toBe(window);
    expect(redis.read).not.toHaveBeenCalled();
    connected = true;
    expect(await counters.read('k', 1_000, new Date())).toBeUndefined();
    expect(redis.read).toHaveBeenCalledTimes(1);
    expect(database.read).toHaveBeenCalledTimes(1);
  });

  it('falls back, and says so, when a command fails on a connection thought up', async () => {
    const warnings: LogFields[] = [];
    const redis = store(vi.fn(() => Promise.reject(new Error('Command timed out'))));
    const database = store(vi.fn(async () => window));
    const counters = withFallback(redis, () => database, { info() {}, warn: (f) => warnings.push(f), error() {} });
    expect(await counters.read('k', 1_000, new Date())).toBe(window);
    expect(warnings.map((w) => w.msg)).toEqual(['Rate-limit counters in Redis unavailable; using the database']);
  });
});
