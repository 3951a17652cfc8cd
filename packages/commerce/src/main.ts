// The commerce engine alone (`npm run start:commerce`): for running it apart from the storefront,
// which then points COMMERCE_API_URL at it. The database is migrated at start; seed it with `npm run seed`.
import { databaseOptionsFromEnv, openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { createApi } from './http/app.js';
import { serveCommerce } from './http/serve.js';
import { createLogger } from './logger.js';

const logger = createLogger({ json: process.env.NODE_ENV === 'production' });
const port = Number(process.env.COMMERCE_PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const handle = await openDatabase(databaseOptionsFromEnv());
await migrate(handle);
const server = await serveCommerce(createApi({ db: handle.db, logger }), { port, host });
logger.info({ msg: `Ridgeline commerce API at ${server.url}/api (docs: ${server.url}/api/docs)` });

const stop = async () => {
  await server.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
