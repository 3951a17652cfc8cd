import { seedCatalogue } from '@ridgeline/data';
import { createApi } from '../http/app.js';
import { silentLogger } from '../logger.js';
import { createTestDatabase } from './test-database.js';

/** Products in the integration template: enough for every top-level category, cheap to seed. */
export const TEST_CATALOGUE = { seed: 7, products: 120 };

/** The API on a database of its own holding the small test catalogue. */
export async function createTestApi() {
  const handle = await createTestDatabase({
    key: 'catalogue',
    prepare: (h) => seedCatalogue(h, TEST_CATALOGUE).then(() => undefined),
  });
  const api = createApi({ db: handle.db, logger: silentLogger });
  const get = async (path: string) => {
    const response = await api.request(path);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { error?: { message: string } } };
  };
  return { api, handle, get, close: () => handle.close() };
}
