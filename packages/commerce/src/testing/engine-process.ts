// The commerce engine on its own, as `npm run start:commerce` runs it, in a child process on a
// 127.0.0.1 port: for benchmarks over real HTTP and for fault tests that kill or starve it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const MAIN_SCRIPT = fileURLToPath(new URL('../main.ts', import.meta.url));
/** Open and migrate the database, compile the engine's TypeScript on the fly: seconds, not minutes. */
const READY_TIMEOUT_MS = 60_000;

export type EngineProcess = {
  /** Where the API lives, e.g. `http://127.0.0.1:41234/api`. */
  apiUrl: string;
  port: number;
  pid: number;
  /** The server's log lines about errors since it answers (the first 20). */
  errors: string[];
  /** How it ended, once it has: its exit code or the signal that ended it. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Kills it at once (SIGKILL): no shutdown of any kind, as a crash or an OOM kill. */
  kill(): Promise<void>;
  /** Stops it as a deployment does (SIGTERM; SIGKILL if still running 10 s later) and waits until it has. */
  stop(): Promise<void>;
};

/**
 * Starts the engine with `env` (on top of this process's), on `port` or a free one; resolves once
 * `GET /api/health` answers. The engine seeds nothing: the database must hold what the caller needs.
 */
export async function startEngineProcess(
  options: { env?: NodeJS.ProcessEnv; port?: number } = {},
): Promise<EngineProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN_SCRIPT], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...options.env, COMMERCE_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve();
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = async (signal: NodeJS.Signals) => {
    if (running()) child.kill(signal);
    // A shutdown that waits on clients still connected must not hold a test run: killed after 10 s.
    const late = setTimeout(() => running() && child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(late);
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
  const exit = () => ended;
  while (!exit()) {
    const healthy = await fetch(`${apiUrl}/health`)
      .then(async (response) => (await response.arrayBuffer(), response.ok))
      .catch(() => false);
    if (healthy) {
      ready = true;
      return {
        apiUrl,
        port,
        pid: child.pid!,
        errors,
        exit,
        kill: () => end('SIGKILL'),
        stop: () => end('SIGTERM'),
      };
    }
    if (Date.now() > deadline) {
      await end('SIGTERM');
      throw new Error(`the commerce engine did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const how = exit()?.code ?? exit()?.signal;
  throw new Error(`the commerce engine stopped (exit ${how}):\n${recent.join('\n')}`);
}
