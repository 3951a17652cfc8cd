import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, waitFor } from '../../../../packages/commerce/src/testing/free-port';
import { startPrivateNginx } from '../../../../packages/commerce/src/testing/private-nginx';
import { startPrivatePostgres, type PrivatePostgres } from '../../../../packages/commerce/src/testing/private-postgres';
import { startPrivateRedis, type PrivateRedis } from '../../../../packages/commerce/src/testing/private-redis';

export const SHOP_HOST = 'shop.test';
export const ADMIN_TOKEN = 'deployment-e2e-operator-token-0123456789abcdef';

/** One server instance: its own port, its log lines (JSON, one per request). */
export type Instance = { port: number; url: string; lines: string[]; child: ChildProcess };

export type Deployment = {
  /** https://shop.test:{port}: nginx, in front of both instances. */
  origin: string;
  proxyPort: number;
  instances: [Instance, Instance];
  stop(): Promise<void>;
};

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The shop as it is deployed (docs/deploy.md): two instances on one PostgreSQL and one Redis (each
 * private to this run), behind nginx ending TLS with the repository's own configuration, round
 * robin, no sticky sessions. Everything stops by itself, even when the test fails.
 */
export async function startDeployment(options: { products: number }): Promise<Deployment> {
  const stops: (() => Promise<void> | void)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await Promise.resolve(step()).catch(() => {});
  };
  try {
    const [postgres, redis]: [PrivatePostgres, PrivateRedis] = await Promise.all([
      startPrivatePostgres(),
      startPrivateRedis(),
    ]);
    stops.push(() => postgres.destroy(), () => redis.destroy());
    const proxyPort = await freePort();
    const origin = `https://${SHOP_HOST}:${proxyPort}`;
    const ports = [await freePort(), await freePort()] as const;
    const env = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      PUBLIC_ORIGIN: origin,
      TRUSTED_PROXY_IP_HEADER: 'x-forwarded-for',
      WEB_CONCURRENCY: '1',
      SEED_PRODUCTS: String(options.products),
      ADMIN_API_TOKEN: ADMIN_TOKEN,
    };
    // Started together: one migrates and seeds, the other waits for it (the startup lock).
    const instances = ports.map((port) => startInstance(port, env, stops)) as [Instance, Instance];
    await Promise.all(
      instances.map((instance) =>
        waitFor(`instance ${instance.port}`, () => instance.lines.some((l) => l.includes('Ridgeline is ready at')), {
          timeoutMs: 180_000,
        }),
      ),
    );
    const nginx = await startPrivateNginx({ serverName: SHOP_HOST, upstreams: ports, port: proxyPort });
    stops.push(() => nginx.stop());
    return { origin, proxyPort, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function startInstance(port: number, env: Record<string, string>, stops: (() => Promise<void> | void)[]): Instance {
  const child = spawn(process.execPath, [path.join(root, 'apps/storefront/server.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  stops.push(() => stopChild(child));
  return { port, url: `http://127.0.0.1:${port}`, lines, child };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** The requests an instance logged (method and path), from its JSON lines. */
export function requestsOf(instance: Instance): { method: string; path: string; status: number }[] {
  return instance.lines.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number };
      return entry.msg === 'request' ? [{ method: entry.method!, path: entry.path!, status: entry.status! }] : [];
    } catch {
      return [];
    }
  });
}
