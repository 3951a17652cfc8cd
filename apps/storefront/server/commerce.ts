import {
  createApi,
  createPaymentProvider,
  ensureSearchIndex,
  startMemoryIndexFromEnv,
  startHousekeeping,
  startChangeListening,
  startRateLimitsFromEnv,
  startMailFromEnv,
  startOrderRecovery,
  recoveryTimingFromEnv,
  databaseOptionsFromEnv,
  migrate,
  openDatabase,
  type Api,
  type DatabaseHandle,
  type Logger,
} from '@ridgeline/commerce';
import {
  DEFAULT_PRODUCT_COUNT,
  isCatalogueSeeded,
  seedCatalogue,
  seedContent,
  seedContentItems,
  seedPromotions,
  seedStores,
  seedUrlRedirects,
} from '@ridgeline/data';
import { createCommerceClient, type CommerceClient, type FetchLike, type SearchEngineClient } from '@ridgeline/sdk';
import { recsClientIdFromEnv } from '../app/lib/personalisation/recommendations.server.js';
import { unavailableAsPage } from './engine-unavailable.js';
import { searchEngineFromEnv } from './search-provider.js';
import { tracedApiCalls } from './traced-api-calls.js';

export type CommerceConnection = {
  client: CommerceClient;
  /** Set when listings come from the search-engine service (SEARCH_PROVIDER=search-engine). */
  searchEngine?: SearchEngineClient;
  /** The in-process API, or undefined when the engine runs elsewhere (COMMERCE_API_URL). */
  api?: Api;
  /** Where /api and /i are proxied when the engine runs elsewhere. */
  remoteOrigin?: string;
  /** The in-process engine's database, for /metrics (pool, mail outbox). */
  database?: DatabaseHandle;
  close(): Promise<void>;
};

/** Strips the `/api` mount point so the API sees its own paths. */
export function toApiRequest(request: Request): Request {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/^\/api(?=\/|$)/, '') || '/';
  return new Request(url, request);
}

async function prepareDatabase(env: NodeJS.ProcessEnv, logger: Logger): Promise<DatabaseHandle> {
  const options = databaseOptionsFromEnv(env);
  logger.info({
    msg:
      options.driver === 'pglite' ? `Opening the embedded database in ${options.dataDir}` : 'Connecting to PostgreSQL',
  });
  const handle = await openDatabase({ ...options, logger });
  // Instances started together take turns: one migrates and seeds, the next finds it done.
  await handle.whileStarting(() => migrateAndSeed(handle, env, logger));
  return handle;
}

async function migrateAndSeed(handle: DatabaseHandle, env: NodeJS.ProcessEnv, logger: Logger): Promise<void> {
  await migrate(handle);
  // Stores, legacy-URL redirects, promotions and content arrived after some databases were seeded:
  // add them wherever their table is empty.
  await seedStores(handle);
  await seedUrlRedirects(handle);
  await seedPromotions(handle);
  await seedContent(handle);
  await seedContentItems(handle);
  if (!(await isCatalogueSeeded(handle))) {
    const products = Number(env.SEED_PRODUCTS ?? DEFAULT_PRODUCT_COUNT);
    logger.info({ msg: `First start: creating the demo catalogue (${products} products)…` });
    let lastShown = -1;
    await seedCatalogue(handle, {
      seed: Number(env.SEED ?? 1),
      products,
      onProgress: (done, total) => {
        const percent = Math.floor((done / total) * 100);
        if (percent >= lastShown + 25 || done === total) {
          lastShown = percent;
          logger.info({ msg: `  catalogue ${percent}% (${done}/${total})` });
        }
      },
      onStep: (step) =>
        logger.info({ msg: step === 'indexing' ? '  indexing products for search…' : '  updating statistics…' }),
    });
  }
  await ensureSearchIndex(handle.db, logger);
}

/** The engine in this process (default), or a client of one running at COMMERCE_API_URL. */
export async function connectCommerce(env: NodeJS.ProcessEnv, logger: Logger): Promise<CommerceConnection> {
  if (env.COMMERCE_API_URL) {
    const baseUrl = env.COMMERCE_API_URL.replace(/\/$/, '');
    return {
      client: createCommerceClient({
        baseUrl,
        recsClientId: recsClientIdFromEnv(env),
        fetch: unavailableAsPage((request) => fetch(request)),
      }),
      searchEngine: searchEngineFromEnv(env, { baseUrl }),
      remoteOrigin: new URL(baseUrl).origin,
      close: async () => {},
    };
  }
  const handle = await prepareDatabase(env, logger);
  const payment = createPaymentProvider({ db: handle.db, logger });
  const api = createApi({ db: handle.db, logger, payment });
  // Orders whose payment was left unsettled (a crash, a lost answer) are completed or released, and
  // queued e-mails go out over SMTP_URL (without it they wait in the outbox).
  const recovery = startOrderRecovery({
    db: handle.db,
    provider: payment,
    logger,
    firstRunDelayMs: 10_000,
    ...recoveryTimingFromEnv(env),
  });
  const mail = startMailFromEnv({ db: handle.db, logger });
  const housekeeping = startHousekeeping({ db: handle.db, logger });
  // Sign-in and other limits count in Redis when REDIS_URL is set, else in the database.
  const rateLimits = await startRateLimitsFromEnv(env, logger);
  // Text search from the index in memory once loaded (SEARCH_MEMORY_INDEX=off leaves it to PostgreSQL).
  const stopMemoryIndex = startMemoryIndexFromEnv(handle.db, env, logger);
  // What any instance changes drops this one's caches; a queued e-mail is sent at once (decision 041).
  const stopListening = await startChangeListening(handle, logger);
  const baseUrl = 'http://commerce.internal/api';
  // The engine's "briefly unavailable" (its database restarting) becomes the page's own 503.
  const inProcess: FetchLike = unavailableAsPage(
    tracedApiCalls(env, api.routes, async (request) => api.fetch(toApiRequest(request))),
  );
  return {
    api,
    database: handle,
    client: createCommerceClient({ baseUrl, recsClientId: recsClientIdFromEnv(env), fetch: inProcess }),
    searchEngine: searchEngineFromEnv(env, { baseUrl, fetch: inProcess }),
    close: async () => {
      await recovery.stop();
      await mail.stop();
      await housekeeping.stop();
      await rateLimits.stop();
      stopMemoryIndex();
      await stopListening();
      await handle.close();
    },
  };
}
