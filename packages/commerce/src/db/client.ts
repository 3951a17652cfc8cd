import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../logger.js';
import { listenPglite, listenPostgres, type Listener, type StopListening } from './listen.js';
import { watchPool, POOL_TIMEOUTS } from './pool-health.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: modules never know which one they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  /** The PGlite instance, when embedded (tests clone it as a template). */
  client?: PGlite;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed on PGlite, one on pg). */
  exec(sqlText: string): Promise<void>;
  /**
   * Runs `work` while holding the database-wide startup lock: instances started together migrate
   * and seed one after the other, never side by side (PostgreSQL; one process owns PGlite anyway).
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  /** LISTENs on a channel (on a connection of its own for PostgreSQL, opened again when lost). */
  listen(channel: string, listener: Listener): Promise<StopListening>;
  /** The connection pool's counts (PostgreSQL; the embedded database has no pool): read by /metrics. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

/** Sees every SQL statement Drizzle sends (tests count them: decision 027). */
export type QueryObserver = (query: string, params: unknown[]) => void;

export type DatabaseOptions = (
  | { driver: 'postgres'; url: string; poolSize?: number }
  | { driver: 'pglite'; dataDir?: string /* in memory when absent */ }
) & {
  onQuery?: QueryObserver;
  /** Hears of connections lost to a restart or failover (PostgreSQL). */
  logger?: Logger;
};

const observing = (onQuery: QueryObserver | undefined) => (onQuery ? { logger: { logQuery: onQuery } } : {});

export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { driver: 'postgres', url: env.DATABASE_URL };
  return { driver: 'pglite', dataDir: path.join(path.resolve(env.DATA_DIR ?? '.data'), 'pglite') };
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') return openPostgres(options);
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  return wrapPglite(client, options.onQuery);
}

/** Wraps an existing PGlite instance (used by tests that clone a migrated template). */
export async function wrapPglite(client: PGlite, onQuery?: QueryObserver): Promise<DatabaseHandle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  return {
    db: drizzle(client, { schema, ...observing(onQuery) }) as unknown as Database,
    client,
    driver: 'pglite',
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    whileStarting: (work) => work(),
    listen: (channel, listener) => listenPglite(client, channel, listener),
    close: () => client.close(),
  };
}

/** The startup lock's key: any 64-bit number no other advisory lock of the shop uses. */
const STARTUP_LOCK = 7_331_001;

async function openPostgres(options: Extract<DatabaseOptions, { driver: 'postgres' }>): Promise<DatabaseHandle> {
  const { url, poolSize = 10, onQuery, logger } = options;
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...POOL_TIMEOUTS });
  // A restart or failover must not end the process: connections lost are logged and dropped, and
  // the pool opens new ones for the next queries.
  watchPool(pool, logger);
  // Fail at start, with the server's own message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzle(pool, { schema, ...observing(onQuery) }) as unknown as Database,
    driver: 'postgres',
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    whileStarting: async (work) => {
      // A session lock, held by a connection of its own while the work runs on the pool.
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    },
    listen: (channel, listener) => listenPostgres(url, channel, listener, logger),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/** Folder of the SQL migrations generated by drizzle-kit; found through the package so it works bundled too. */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@ridgeline/commerce/package.json')), 'drizzle');
}
