import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, wrapPglite, type DatabaseHandle, type QueryObserver } from '../db/client.js';
import { migrate } from '../db/migrate.js';

/** Fills a freshly migrated template (e.g. with a small catalogue) once per test worker. */
export type Prepare = (handle: DatabaseHandle) => Promise<void>;

/** Which server the integration suite runs on: the embedded PGlite, or the PostgreSQL at TEST_DATABASE_URL. */
export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DB_DRIVER === 'postgres' ? 'postgres' : 'pglite';
}

const PREFIX = 'rl_test_';
type PgliteTemplate = PGlite;
const templates = new Map<string, Promise<PgliteTemplate | string>>();

function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('TEST_DB_DRIVER=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  return url;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(sqlText: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

async function buildTemplate(prepare: Prepare | undefined): Promise<PgliteTemplate | string> {
  if (testDriver() === 'pglite') {
    const handle = await openDatabase({ driver: 'pglite' });
    await migrate(handle);
    await prepare?.(handle);
    if (!handle.client) throw new Error('An embedded database always has its PGlite client.');
    return handle.client;
  }
  const name = `${PREFIX}tpl_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(adminUrl(), name), poolSize: 2 });
  await migrate(handle);
  await prepare?.(handle);
  await handle.close();
  return name;
}

/**
 * A database of its own for one test: a copy of a migrated (and prepared) template, which is
 * cheap on both drivers — PGlite clones in memory, PostgreSQL copies with CREATE DATABASE … TEMPLATE.
 * `close()` drops it.
 */
export async function createTestDatabase(
  options: { key?: string; prepare?: Prepare; onQuery?: QueryObserver } = {},
): Promise<DatabaseHandle> {
  const key = options.key ?? 'empty';
  let template = templates.get(key);
  if (!template) {
    template = buildTemplate(options.prepare);
    templates.set(key, template);
  }
  const built = await template;
  // clone() is typed as the interface but returns a full PGlite instance.
  if (typeof built !== 'string') return wrapPglite((await built.clone()) as PGlite, options.onQuery);

  const name = `${PREFIX}${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${built}`);
  const handle = await openDatabase({
    driver: 'postgres',
    url: withDatabase(adminUrl(), name),
    poolSize: 20,
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

/** Drops every test database left behind (run before and after the suite). */
export async function dropTestDatabases(): Promise<void> {
  if (testDriver() !== 'postgres') return;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE '${PREFIX}%'`,
    );
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
