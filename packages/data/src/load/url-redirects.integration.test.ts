import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import { urlRedirects } from '../../../commerce/src/modules/url-mapping/schema.js';
import { DEMO_URL_REDIRECTS } from '../redirects/legacy-urls.js';
import type { DatabaseHandle } from './commerce.js';
import { seedCatalogue } from './seed.js';
import { seedUrlRedirects } from './url-redirects.js';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe('seedUrlRedirects', () => {
  it('loads every demo redirect (no two share a normalised path) into an empty table, then leaves it alone', async () => {
    handle = await createTestDatabase();
    expect(await seedUrlRedirects(handle)).toEqual({ seeded: true, redirects: DEMO_URL_REDIRECTS.length });
    expect(await seedUrlRedirects(handle)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await handle.db.$count(urlRedirects)).toBe(DEMO_URL_REDIRECTS.length);
  });

  it('is part of seeding the catalogue, even into a database that already has one', async () => {
    handle = await createTestDatabase();
    await seedCatalogue(handle, { seed: 1, products: 10 });
    expect(await handle.db.$count(urlRedirects)).toBe(DEMO_URL_REDIRECTS.length);
    await handle.db.delete(urlRedirects);
    expect((await seedCatalogue(handle, { seed: 1, products: 10 })).seeded).toBe(false);
    expect(await handle.db.$count(urlRedirects)).toBe(DEMO_URL_REDIRECTS.length);
  });
});
