import { migrate, openDatabase, silentLogger } from '@ridgeline/commerce';
import { loadVariants } from '@ridgeline/commerce/testing';
import { startPrivatePostgres, type PrivatePostgres } from '@ridgeline/commerce/testing/private-postgres';
import { seedCatalogue } from '../load/seed.js';

/** A private cluster, migrated, with a small catalogue and the variants the checkout load buys. */
export async function startSeededPostgres(): Promise<{ pg: PrivatePostgres; variants: string[] }> {
  const pg = await startPrivatePostgres();
  try {
    const handle = await openDatabase({ driver: 'postgres', url: pg.url, poolSize: 2, logger: silentLogger });
    try {
      await migrate(handle);
      await seedCatalogue(handle, { seed: 7, products: 40 });
      return { pg, variants: await loadVariants(handle.db) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await pg.destroy();
    throw error;
  }
}
