// An nginx of a test's (or benchmark's) own, ending TLS with a self-signed certificate in front of
// instances on 127.0.0.1, configured with the repository's deploy/nginx/ridgeline.conf.template
// rendered as docs/deploy.md says: what is tested and measured is the configuration operators use.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimFolder, sweepAbandoned } from './abandoned-servers.js';
import { freePort, waitFor } from './free-port.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const TEMPLATE = path.join(ROOT, 'deploy/nginx/ridgeline.conf.template');
const PREFIX = 'ridgeline-nginx-';
/** nginx writes its process id here (the `pid` directive): the sweep of a process killed outright reads it. */
const PID_FILE = 'nginx.pid';

export type PrivateNginx = {
  /** The port nginx listens on (https), on 127.0.0.1. */
  port: number;
  /** nginx's master process: its worker is its only child. */
  pid: number;
  /** Stops nginx (SIGTERM; SIGKILL 10 s later) and removes its folder. Safe to call twice; also done when the process exits. */
  stop(): Promise<void>;
};

/**
 * Starts nginx on `port` (or a free one) for `serverName`, balancing over `upstreams` (ports on
 * 127.0.0.1); resolves once it answers over TLS. The certificate names `serverName` and is
 * self-signed: clients must not verify it.
 */
export async function startPrivateNginx(options: {
  serverName: string;
  upstreams: readonly number[];
  port?: number;
}): Promise<PrivateNginx> {
  sweepAbandoned(PREFIX, (folder) => {
    const pid = Number(readFileSync(path.join(folder, PID_FILE), 'utf8'));
    // Only the nginx it started: the id may have gone to another process since.
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('nginx')) process.kill(pid, 'SIGKILL');
  });
  const folder = mkdtempSync(path.join(tmpdir(), PREFIX));
  claimFolder(folder);
  const port = options.port ?? (await freePort());
  const tls = path.join(folder, 'tls');
  mkdirSync(tls);
  // prettier-ignore
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-keyout', path.join(tls, 'key.pem'), '-out', path.join(tls, 'cert.pem'),
    '-subj', `/CN=${options.serverName}`, '-addext', `subjectAltName=DNS:${options.serverName}`,
  ], { stdio: 'ignore' });
  const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    RIDGELINE_UPSTREAMS: options.upstreams.map((p) => `server 127.0.0.1:${p};`).join(' '),
    RIDGELINE_LISTEN: `127.0.0.1:${port}`,
    RIDGELINE_SERVER_NAME: options.serverName,
    RIDGELINE_TLS_CERT: path.join(tls, 'cert.pem'),
    RIDGELINE_TLS_KEY: path.join(tls, 'key.pem'),
  });
  writeFileSync(path.join(folder, 'ridgeline.conf'), site);
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(folder, PID_FILE)};`,
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
  const nginx = spawn(binary, ['-p', folder, '-c', path.join(folder, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const errors: string[] = [];
  nginx.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const running = () => nginx.exitCode === null && nginx.signalCode === null;
  // Even when the caller fails: no nginx left running, no folder left behind.
  const killNow = () => {
    if (running()) nginx.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', killNow);
  const stop = async () => {
    process.off('exit', killNow);
    if (running()) {
      const force = setTimeout(() => nginx.kill('SIGKILL'), 10_000);
      nginx.kill('SIGTERM');
      await exited;
      clearTimeout(force);
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await waitFor(`nginx on ${port}`, async () => {
      if (!running()) throw new Error(`nginx stopped: ${errors.join('')}`);
      return fetch(`https://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).then(
        () => true,
        // A self-signed certificate fails fetch's check: nginx answers, which is all this asks.
        (error: Error) => /certificate|self.signed|SSL/i.test(String(error.cause ?? error.message)),
      );
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, pid: nginx.pid!, stop };
}

/** Replaces `${NAME}` for the given names only, as `envsubst '${NAME}…'` does. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  let text = template;
  for (const [name, value] of Object.entries(values)) text = text.replaceAll('${' + name + '}', value);
  const left = /\$\{RIDGELINE_\w+\}/.exec(text.replace(/^#.*$/gm, ''));
  if (left) throw new Error(`The nginx template still holds ${left[0]}.`);
  return text;
}
