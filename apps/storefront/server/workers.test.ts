import { describe, expect, it } from 'vitest';
import { workerCountFromEnv } from './workers.js';

describe('workerCountFromEnv', () => {
  const pg = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/shop' };

  it('runs one process per core in production on PostgreSQL, else one', () => {
    expect(workerCountFromEnv(pg, 4)).toBe(4);
    expect(workerCountFromEnv({ NODE_ENV: 'production' }, 4)).toBe(1);
    expect(workerCountFromEnv({ DATABASE_URL: 'postgres://db/shop' }, 4)).toBe(1);
  });

  it('takes WEB_CONCURRENCY, and refuses what cannot work', () => {
    expect(workerCountFromEnv({ ...pg, WEB_CONCURRENCY: '2' }, 8)).toBe(2);
    expect(workerCountFromEnv({ NODE_ENV: 'production', WEB_CONCURRENCY: '1' }, 8)).toBe(1);
    expect(() => workerCountFromEnv({ NODE_ENV: 'production', WEB_CONCURRENCY: '2' })).toThrow(/needs DATABASE_URL/);
    expect(() => workerCountFromEnv({ DATABASE_URL: 'x', WEB_CONCURRENCY: '2' })).toThrow(/NODE_ENV=production/);
    for (const bad of ['0', 'two', '1.5', '100']) {
      expect(() => workerCountFromEnv({ ...pg, WEB_CONCURRENCY: bad })).toThrow(/WEB_CONCURRENCY must be/);
    }
  });
});
