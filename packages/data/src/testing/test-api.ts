import { createApi, silentLogger, type AppDeps, type Logger, type QueryObserver } from '@ridgeline/commerce';
import { createTestDatabase } from '@ridgeline/commerce/testing';
import { seedCatalogue } from '../load/seed.js';

/** Products in the integration template: enough for every top-level category, cheap to seed. */
export const TEST_CATALOGUE = { seed: 7, products: 120 };

/**
 * The API on a database of its own holding the small test catalogue; `onQuery` sees every
 * statement it runs. Silent unless given a `logger`; social sign-in as the environment says
 * unless given `social`.
 */
export async function createTestApi(
  options: { onQuery?: QueryObserver; logger?: Logger; social?: AppDeps['social'] } = {},
) {
  const handle = await createTestDatabase({
    key: 'catalogue',
    prepare: (h) => seedCatalogue(h, TEST_CATALOGUE).then(() => undefined),
    ...(options.onQuery ? { onQuery: options.onQuery } : {}),
  });
  const api = createApi({
    db: handle.db,
    logger: options.logger ?? silentLogger,
    ...(options.social ? { social: options.social } : {}),
  });
  const get = async (path: string) => {
    const response = await api.request(path);
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown> & { error?: { message: string } },
    };
  };
  return { api, handle, get, close: () => handle.close() };
}

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
