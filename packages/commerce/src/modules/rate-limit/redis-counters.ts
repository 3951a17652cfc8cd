import type { Redis } from 'ioredis';
import type { Logger } from '../../logger.js';
import type { CounterStore, WindowCount } from './counters.js';

/**
 * One event, atomically: a new window (start = now, 1 hit) when there is none or it has ended,
 * else one more hit; the key expires with its window.
 */
const COUNT_SCRIPT = `
local start = tonumber(redis.call('HGET', KEYS[1], 's'))
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
if (not start) or start <= now - window then
  start = now
  redis.call('HSET', KEYS[1], 's', start, 'h', 1)
else
  redis.call('HINCRBY', KEYS[1], 'h', 1)
end
redis.call('PEXPIRE', KEYS[1], math.max(1, start + window - now))
return 1
`;

const PREFIX = 'ridgeline:rate-limit:';

/** Counters in Redis (`REDIS_URL`): a hash per subject holding its window start and hits. */
export function redisCounters(redis: Redis): CounterStore {
  return {
    async read(key, windowMs, now): Promise<WindowCount | undefined> {
      const [start, hits] = await redis.hmget(PREFIX + key, 's', 'h');
      if (start === null || hits === null) return undefined;
      const windowStart = new Date(Number(start));
      if (windowStart.getTime() <= now.getTime() - windowMs) return undefined;
      return { hits: Number(hits), windowStart };
    },
    async count(key, windowMs, now) {
      await redis.eval(COUNT_SCRIPT, 1, PREFIX + key, String(now.getTime()), String(windowMs));
    },
    async clear(key) {
      await redis.del(PREFIX + key);
    },
  };
}

/**
 * A store that uses Redis and, while Redis cannot be reached, the database: the limits keep
 * holding (every instance shares the database too), and the outage is logged. While the client
 * knows Redis is down (`connected()` false: reconnecting) the database is used at once, so a
 * sign-in does not wait out a command timeout for every count it reads or writes.
 */
export function withFallback(
  primary: CounterStore,
  fallback: () => CounterStore,
  logger: Logger,
  connected: () => boolean = () => true,
): CounterStore {
  const attempt = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (!connected()) return call(fallback());
    try {
      return await call(primary);
    } catch (error) {
      logger.warn({ msg: 'Rate-limit counters in Redis unavailable; using the database', error: String(error) });
      return call(fallback());
    }
  };
  return {
    read: (key, windowMs, now) => attempt((s) => s.read(key, windowMs, now)),
    count: (key, windowMs, now) => attempt((s) => s.count(key, windowMs, now)),
    clear: (key) => attempt((s) => s.clear(key)),
  };
}

/**
 * A Redis connection for the counters; commands fail fast instead of waiting while it is down.
 * The client is loaded only when Redis is configured.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000 });
}
