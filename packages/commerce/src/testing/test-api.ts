import { seedCatalogue } from '@ridgeline/data';
import type { QueryObserver } from '../db/client.js';
import { createApi } from '../http/app.js';
import type { AppDeps } from '../http/types.js';
import { silentLogger, type Logger } from '../logger.js';
import { createTestDatabase } from './test-database.js';

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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON answers, read loosely by tests
export type JsonBody = Record<string, any>;

/** One API call as a shopper would make it: bearer token when given, JSON body when given. */
export async function shopperCall(
  api: { request(path: string, init: RequestInit): Response | Promise<Response> },
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: JsonBody }> {
  const response = await api.request(path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (response.status === 204 ? {} : await response.json()) as JsonBody };
}
