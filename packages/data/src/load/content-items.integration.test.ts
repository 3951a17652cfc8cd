import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import { demoContentBundle, demoItemId } from '../content-items/index.js';
import { exportContentItems, importContentItems, type DatabaseHandle } from './commerce.js';
import { seedContentItems } from './content-items.js';
import { seedCatalogue } from './seed.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('seedContentItems', () => {
  it('loads the demo content into a shop without content items, then leaves the shop’s content alone', async () => {
    handle = await createTestDatabase();
    const bundle = demoContentBundle();
    expect(await seedContentItems(handle)).toEqual({ seeded: true, items: bundle.items.length, editions: 1 });
    const seeded = await exportContentItems(handle.db);
    expect(seeded.items.map((item) => item.id).sort()).toEqual(bundle.items.map((item) => item.id).sort());
    expect(new Date(seeded.editions[0]!.start).getTime()).toBeGreaterThan(Date.now());

    // An editor renames the home page: seeding again keeps the edit.
    const home = seeded.items.find((item) => item.id === demoItemId('home'))!;
    await importContentItems(handle.db, { items: [{ ...home, name: 'Our home page' }], editions: [] });
    expect(await seedContentItems(handle)).toEqual({ seeded: false, reason: 'already-seeded' });
    const after = await exportContentItems(handle.db);
    expect(after.items.find((item) => item.id === home.id)!.name).toBe('Our home page');
  });

  it('is part of seeding the catalogue', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: 0 });
    const content = await exportContentItems(handle.db);
    expect(content.items.find((item) => item.deliveryKey === 'home')?.id).toBe(demoItemId('home'));
    expect(content.editions).toHaveLength(1);
  });
});
