import type { Pool, PoolClient } from 'pg';
import type { Logger } from '../logger.js';

/**
 * Pool settings for riding through restarts: a connection that cannot be had within 5 s — opened,
 * or freed by another request when all are busy — fails (the request answers 503) instead of
 * waiting for ever; TCP keep-alive finds connections a failover left dangling; idle connections
 * are closed after 10 s (pg's default, said here), so few are held when a restart comes.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
  idleTimeoutMillis: 10_000,
} as const;

/** One warning per this long while connections keep failing (a restart ends every connection at once). */
const WARN_EVERY_MS = 10_000;

/**
 * Handles every `error` a pool or its connections emit. Node ends the process on an `error` event
 * nobody listens to, and pg emits one whenever PostgreSQL ends a connection ("terminating
 * connection due to administrator command"): for an idle connection through the pool, for one
 * checked out (a transaction) through the client itself. The pool has already dropped an idle one;
 * a checked-out one is not queryable any more, fails its queries, and is dropped when released.
 */
export function watchPool(pool: Pool, logger?: Logger): void {
  let lastWarned = 0;
  let unreported = 0;
  const lost = (error: Error) => {
    const now = Date.now();
    if (now - lastWarned < WARN_EVERY_MS) {
      unreported++;
      return;
    }
    logger?.warn({
      msg: 'PostgreSQL connection lost; new connections are opened as queries need them',
      error: error.message,
      ...('code' in error && error.code ? { code: error.code } : {}),
      ...(unreported > 0 ? { alsoLostSinceLastWarning: unreported } : {}),
    });
    lastWarned = now;
    unreported = 0;
  };
  pool.on('error', lost);
  pool.on('connect', (client: PoolClient) => {
    client.on('error', lost);
  });
}
