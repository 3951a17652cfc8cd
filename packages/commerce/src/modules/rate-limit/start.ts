import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import { databaseCounters } from './counters.js';
import { setCounterStore } from './limiter.js';
import { connectRedis, redisCounters, withFallback } from './redis-counters.js';

const ERROR_LOG_EVERY_MS = 60_000;

/** The Redis the counters use, while started (readiness reports on it). */
let current: Redis | undefined;

/** Redis as readiness reports it: not configured, connected, or being reconnected to. */
export function redisState(): 'off' | 'ok' | 'down' {
  if (!current) return 'off';
  return current.status === 'ready' ? 'ok' : 'down';
}

/**
 * Rate-limit counters in Redis when `REDIS_URL` is set, else in the database (the default: a fresh
 * machine has no Redis). Either way every server instance sees the same counts.
 */
export async function startRateLimitsFromEnv(
  env: NodeJS.ProcessEnv,
  logger: Logger,
): Promise<{ stop(): Promise<void> }> {
  if (!env.REDIS_URL) return { stop: async () => {} };
  const redis = await connectRedis(env.REDIS_URL);
  let lastLogged = 0;
  redis.on('error', (error: unknown) => {
    // The client reconnects by itself; say so once a minute, not at every attempt.
    if (Date.now() - lastLogged < ERROR_LOG_EVERY_MS) return;
    lastLogged = Date.now();
    logger.warn({
      msg: 'Redis (REDIS_URL) unreachable; rate limits count in the database meanwhile',
      error: String(error),
    });
  });
  current = redis;
  const primary = redisCounters(redis);
  const connected = () => redis.status === 'ready';
  setCounterStore((db) => withFallback(primary, () => databaseCounters(db), logger, connected));
  logger.info({ msg: 'Rate limits count in Redis (REDIS_URL)' });
  return {
    stop: async () => {
      if (current === redis) current = undefined;
      setCounterStore(undefined);
      redis.disconnect();
    },
  };
}
