import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitFor } from '../../../../packages/commerce/src/testing/free-port';
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
  const folder = mkdtempSync(path.join(tmpdir(), 'ridgeline-deploy-'));
  const stops: (() => Promise<void> | void)[] = [() => rmSync(folder, { recursive: true, force: true })];
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
    await startNginx(folder, proxyPort, ports, stops);
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

async function startNginx(
  folder: string,
  port: number,
  upstreams: readonly number[],
  stops: (() => Promise<void> | void)[],
): Promise<void> {
  const tls = path.join(folder, 'tls');
  mkdirSync(tls);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-keyout', path.join(tls, 'key.pem'), '-out', path.join(tls, 'cert.pem'),
    '-subj', `/CN=${SHOP_HOST}`, '-addext', `subjectAltName=DNS:${SHOP_HOST}`,
  ], { stdio: 'ignore' });
  // The repository's configuration, rendered as docs/deploy.md says.
  const site = renderTemplate(readFileSync(path.join(root, 'deploy/nginx/ridgeline.conf.template'), 'utf8'), {
    RIDGELINE_UPSTREAMS: upstreams.map((p) => `server 127.0.0.1:${p};`).join(' '),
    RIDGELINE_LISTEN: `127.0.0.1:${port}`,
    RIDGELINE_SERVER_NAME: SHOP_HOST,
    RIDGELINE_TLS_CERT: path.join(tls, 'cert.pem'),
    RIDGELINE_TLS_KEY: path.join(tls, 'key.pem'),
  });
  writeFileSync(path.join(folder, 'ridgeline.conf'), site);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${folder}/nginx.pid;`,
      `error_log ${folder}/error.log warn;`,
      'daemon off;',
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${folder}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${folder}/${t};`),
      `  include ${folder}/ridgeline.conf;`,
      '}',
    ].join('\n'),
  );
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawn(binary, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  const errors: string[] = [];
  nginx.stderr!.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  stops.push(() => stopChild(nginx));
  await waitFor(`nginx on ${port} (${errors.join('')})`, async () => {
    if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${errors.join('')}`);
    return fetch(`https://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      // A self-signed certificate fails fetch's check: nginx answers, which is all this asks.
      (error: Error) => /certificate|self.signed|SSL/i.test(String(error.cause ?? error.message)),
    );
  });
}

/** Replaces `${NAME}` for the given names only, as `envsubst '${NAME}…'` does. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  let text = template;
  for (const [name, value] of Object.entries(values)) text = text.replaceAll('${' + name + '}', value);
  const left = /\$\{RIDGELINE_\w+\}/.exec(text.replace(/^#.*$/gm, ''));
  if (left) throw new Error(`The nginx template still holds ${left[0]}.`);
  return text;
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
