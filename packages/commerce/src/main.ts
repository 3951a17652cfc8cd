// The commerce engine alone (`npm run start:commerce`): for running it apart from the storefront,
// which then points COMMERCE_API_URL at it. The database is migrated at start, and its search index
// completed if older code wrote it; seed it with `npm run seed`.
import { databaseOptionsFromEnv, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createApi } from './http/app.js';
import { serveCommerce } from './http/serve.js';
import { startChangeListening } from './events/engine-caches.js';
import { createLogger } from './logger.js';
import { startMailFromEnv } from './modules/mail/index.js';
import { recoveryTimingFromEnv, startOrderRecovery } from './flows/order-recovery.js';
import { startHousekeeping } from './jobs/housekeeping.js';
import { startRateLimitsFromEnv } from './modules/rate-limit/index.js';
import { createPaymentProvider } from './modules/payment/index.js';
import { visitorCountryHeader } from './modules/country/index.js';
import { ensureSearchIndex, startMemoryIndexFromEnv } from './modules/search/index.js';

const logger = createLogger({ json: process.env.NODE_ENV === 'production' });
const port = Number(process.env.COMMERCE_PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
// A mistyped VISITOR_COUNTRY_HEADER stops the start, rather than every country verification later.
visitorCountryHeader(process.env);

// Told of connections lost to a database restart, which the engine rides through.
const handle = await openDatabase({ ...databaseOptionsFromEnv(), logger });
// Instances started together take turns (PostgreSQL's startup lock).
await handle.whileStarting(async () => {
  await migrate(handle);
  await ensureSearchIndex(handle.db, logger);
});
// Caches dropped when any instance announces a change under them; queued e-mails sent at once.
const stopListening = await startChangeListening(handle, logger);
// Text search from the index in memory once loaded (SEARCH_MEMORY_INDEX=off leaves it to PostgreSQL).
const stopMemoryIndex = startMemoryIndexFromEnv(handle.db, process.env, logger);
const payment = createPaymentProvider({ db: handle.db, logger });
const server = await serveCommerce(createApi({ db: handle.db, logger, payment }), { port, host });
// Orders whose payment was left unsettled (a crash, a lost answer) are completed or released.
const recovery = startOrderRecovery({
  db: handle.db,
  provider: payment,
  logger,
  ...recoveryTimingFromEnv(process.env),
});
// Queued e-mails (order confirmations) go out over SMTP_URL; without it they wait in the outbox.
const mail = startMailFromEnv({ db: handle.db, logger });
// Expired sessions and old rate-limit counters are removed every hour.
const housekeeping = startHousekeeping({ db: handle.db, logger });
// Rate-limit counters in Redis when REDIS_URL is set, else in the database.
const rateLimits = await startRateLimitsFromEnv(process.env, logger);
logger.info({ msg: `Ridgeline commerce API at ${server.url}/api (docs: ${server.url}/api/docs)` });

const stop = async () => {
  await server.close();
  stopMemoryIndex();
  await recovery.stop();
  await mail.stop();
  await housekeeping.stop();
  await rateLimits.stop();
  await stopListening();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
