// What the deploy part measures: the production server on PostgreSQL with WEB_CONCURRENCY worker
// processes, or two instances of one worker behind nginx ending TLS with the repository's
// configuration (deploy/nginx/ridgeline.conf.template), on a PostgreSQL of the bench's own unless
// the bench's database is PostgreSQL already.
import { Agent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { migrate, openDatabase, type DatabaseOptions } from '@ridgeline/commerce';
import { freePort } from '@ridgeline/commerce/testing/free-port';
import { startPrivateNginx } from '@ridgeline/commerce/testing/private-nginx';
import { startPrivatePostgres } from '@ridgeline/commerce/testing/private-postgres';
import { isCatalogueSeeded, seedCatalogue } from '../load/seed.js';
import { CONCURRENCY, type PageTarget } from './pages.js';
import { startProductionServer, type ProductionServer } from './production-server.js';

/** The name nginx serves and its certificate holds; the client reaches it at 127.0.0.1. */
const SERVER_NAME = 'shop.test';

/** Servers answering pages and /api, with the agent to ask them through; stop() ends all of them. */
export type Serving = PageTarget & { stop(): Promise<void> };

/** The PostgreSQL the servers share, and how to let it go (a private cluster is removed). */
export type DeployDatabase = { url: string; describe: string; stop(): Promise<void> };

/**
 * The bench's own PostgreSQL when it has one; else a private cluster (testing/private-postgres.ts)
 * seeded with a catalogue of the bench's size (seed 1, as `npm run seed` and the bench seed), so
 * the part measures the same everywhere and never needs the machine's PostgreSQL.
 */
export async function deployDatabase(bench: DatabaseOptions, products: number): Promise<DeployDatabase> {
  if (bench.driver === 'postgres') {
    return { url: bench.url, describe: "the bench's PostgreSQL (DATABASE_URL)", stop: async () => {} };
  }
  const postgres = await startPrivatePostgres();
  try {
    const handle = await openDatabase({ driver: 'postgres', url: postgres.url });
    try {
      await migrate(handle);
      if (!(await isCatalogueSeeded(handle))) {
        const started = performance.now();
        await seedCatalogue(handle, { seed: 1, products });
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(`(private PostgreSQL on port ${postgres.port}: seeded ${products} products in ${seconds} s)`);
      }
    } finally {
      await handle.close();
    }
  } catch (error) {
    await postgres.destroy();
    throw error;
  }
  return { url: postgres.url, describe: 'a private PostgreSQL cluster', stop: () => postgres.destroy() };
}

/** The production server (`scripts/start.mjs`) with `workers` processes sharing its port. */
export async function startWorkers(databaseUrl: string, workers: number, env: NodeJS.ProcessEnv): Promise<Serving> {
  const server = await startProductionServer({ ...env, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: String(workers) });
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  return {
    origin: server.origin,
    agent,
    pids: [server.pid],
    errors: () => server.errors,
    stop: async () => {
      agent.destroy();
      await server.stop();
    },
  };
}

/**
 * Two instances of one worker each, then nginx in front of them, as docs/deploy.md deploys them
 * (PUBLIC_ORIGIN the proxy's https origin, the client's address from X-Forwarded-For). The
 * client connects to 127.0.0.1 and names shop.test (Host and SNI), without checking the self-signed
 * certificate. The CPU counted is the instances' and nginx's.
 */
export async function startBehindNginx(databaseUrl: string, env: NodeJS.ProcessEnv): Promise<Serving> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const proxyPort = await freePort();
    const host = `${SERVER_NAME}:${proxyPort}`;
    const instanceEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      PUBLIC_ORIGIN: `https://${host}`,
      TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
    };
    // One after the other: the first builds the storefront if it is stale, the second finds it built.
    const instances: ProductionServer[] = [];
    for (let i = 0; i < 2; i++) {
      const instance = await startProductionServer(instanceEnv);
      stops.push(() => instance.stop());
      instances.push(instance);
    }
    const nginx = await startPrivateNginx({
      serverName: SERVER_NAME,
      upstreams: instances.map((instance) => Number(new URL(instance.origin).port)),
      port: proxyPort,
    });
    stops.push(() => nginx.stop());
    const agent = new HttpsAgent({ keepAlive: true, maxSockets: CONCURRENCY, rejectUnauthorized: false });
    stops.push(() => agent.destroy());
    return {
      origin: `https://127.0.0.1:${proxyPort}`,
      host,
      agent,
      pids: [...instances.map((instance) => instance.pid), nginx.pid],
      errors: () => instances.flatMap((instance) => instance.errors),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
