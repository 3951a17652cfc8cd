// The commerce engine on its own, as `npm run start:commerce` runs it, in a child process on a free
// 127.0.0.1 port: for benchmarks of the API over real HTTP, apart from the process that measures.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN_SCRIPT = fileURLToPath(new URL('../../../commerce/src/main.ts', import.meta.url));
/** Open and migrate the database, compile the engine's TypeScript on the fly: seconds, not minutes. */
const READY_TIMEOUT_MS = 60_000;

export type EngineServer = {
  /** Where the API lives, e.g. `http://127.0.0.1:41234/api`. */
  apiUrl: string;
  pid: number;
  /** The server's log lines about errors since it answers (the first 20). */
  errors: string[];
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the engine on the database the environment names, with the test payment provider and
 * without SMTP (whatever this environment says: a bench takes no money and sends no mail); resolves
 * once `GET /api/health` answers.
 */
export async function startEngineServer(): Promise<EngineServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_SCRIPT], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      COMMERCE_PORT: String(port),
      PAYMENT_PROVIDER: 'test',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exit;
  };
  // The last lines, for the error message should it stop or hang before it answers; then errors only.
  const recent: string[] = [];
  const errors: string[] = [];
  let ready = false;
  const keep = (line: string) => {
    if (!line) return;
    if (!ready) {
      recent.push(line);
      if (recent.length > 30) recent.shift();
    } else if (errors.length < 20 && (line.includes('"level":"error"') || !line.startsWith('{'))) {
      errors.push(line);
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString('utf8')).split('\n');
      buffered = lines.pop()!;
      lines.forEach(keep);
    });
  }

  const apiUrl = `http://127.0.0.1:${port}/api`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!exited) {
    const healthy = await fetch(`${apiUrl}/health`)
      .then(async (response) => (await response.arrayBuffer(), response.ok))
      .catch(() => false);
    if (healthy) {
      ready = true;
      return { apiUrl, pid: child.pid!, errors, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the commerce engine did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the commerce engine stopped (exit ${child.exitCode ?? child.signalCode}):\n${recent.join('\n')}`);
}
