import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import { stores } from '../../../commerce/src/modules/store/schema.js';
import { DEMO_STORES } from '../stores/stores.js';
import type { DatabaseHandle } from './commerce.js';
import { seedCatalogue } from './seed.js';
import { seedStores } from './stores.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('seedStores', () => {
  it('loads the demo stores into an empty table, then leaves it alone', async () => {
    handle = await createTestDatabase();
    expect(await seedStores(handle)).toEqual({ seeded: true, stores: DEMO_STORES.length });
    expect(await seedStores(handle)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await handle.db.$count(stores)).toBe(DEMO_STORES.length);
  });

  it('ends with one copy of each store when two seeders race', async () => {
    handle = await createTestDatabase();
    await Promise.all([seedStores(handle), seedStores(handle)]);
    expect(await handle.db.$count(stores)).toBe(DEMO_STORES.length);
  });

  it('is part of seeding the catalogue, even into a database that already has one', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: 10 });
    expect(await handle.db.$count(stores)).toBe(DEMO_STORES.length);
    await handle.db.delete(stores);
    const again = await seedCatalogue(handle, { seed: 1, products: 10 });
    expect(again.seeded).toBe(false);
    expect(await handle.db.$count(stores)).toBe(DEMO_STORES.length);
  });
});
