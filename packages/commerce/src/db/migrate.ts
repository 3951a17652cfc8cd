import type { DatabaseHandle } from './client.js';
import { migrationsFolder } from './client.js';

/**
 * Applies pending migrations in code: drizzle-kit's CLI cannot load PGlite extensions,
 * and applying at start means a fresh clone needs no separate step.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  // Extensions first: some migrations index with them, and PGlite needs them created per database.
  await handle.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.driver === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as never, config);
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as never, config);
  }
}
