// How many server processes to run (WEB_CONCURRENCY), read before anything starts. Plain
// JavaScript: server.js, which runs without a build step, imports it.
import { availableParallelism } from 'node:os';

/**
 * WEB_CONCURRENCY=N runs N processes sharing the port (Node's cluster). In production on
 * PostgreSQL the default is one per core; the embedded database belongs to one process, so without
 * DATABASE_URL (and in development) it is one, and asking for more stops the server with a reason.
 */
export function workerCountFromEnv(env, cores = availableParallelism()) {
  const raw = env.WEB_CONCURRENCY?.trim();
  const embedded = !env.DATABASE_URL && !env.COMMERCE_API_URL;
  const production = env.NODE_ENV === 'production';
  if (!raw) return production && !embedded ? Math.max(1, cores) : 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`WEB_CONCURRENCY must be a whole number from 1 to 64, not "${raw}".`);
  }
  if (count > 1 && embedded) {
    throw new Error(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process (docs/deploy.md).',
    );
  }
  if (count > 1 && !production) throw new Error('WEB_CONCURRENCY above 1 runs only with NODE_ENV=production.');
  return count;
}
