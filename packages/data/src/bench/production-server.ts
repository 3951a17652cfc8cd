// The production storefront server in a child process, as `npm start` runs it (built first when
// the build is missing or stale), on a free 127.0.0.1 port: for page benchmarks and Lighthouse.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const START_SCRIPT = fileURLToPath(new URL('../../../../scripts/start.mjs', import.meta.url));
/** A build (about a minute on 2 cores) and a first-start seed of the demo catalogue fit in this. */
const READY_TIMEOUT_MS = 5 * 60_000;

export type ProductionServer = {
  origin: string;
  pid: number;
  /** The server's log lines about errors and 5xx answers since it listens (the first 20). */
  errors: string[];
  stop(): Promise<void>;
};

/** Starts the server with `env` added to this process's environment; resolves once every worker listens. */
export function startProductionServer(env: NodeJS.ProcessEnv = {}): Promise<ProductionServer> {
  const child = spawn(process.execPath, [START_SCRIPT], {
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  // Kept for the error message should the server stop before it listens.
  const recent: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(
        new Error(`the storefront server did not start within ${READY_TIMEOUT_MS / 1000} s:\n${recent.join('\n')}`),
      );
    }, READY_TIMEOUT_MS);
    let buffered = '';
    let ready = false;
    const errors: string[] = [];
    // Until it listens, look for the port in its log; then keep errors (one JSON line per request).
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      if (ready) {
        for (const line of lines) {
          if (errors.length < 20 && (line.includes('"level":"error"') || line.includes('"status":5')))
            errors.push(line);
        }
        return;
      }
      for (const line of lines) {
        if (line.startsWith('Building the storefront')) console.log(`(${line.trim()})`);
        recent.push(line);
        if (recent.length > 30) recent.shift();
        let entry: { port?: unknown; msg?: unknown };
        try {
          entry = JSON.parse(line) as typeof entry;
        } catch {
          continue;
        }
        // With WEB_CONCURRENCY above 1 each worker logs its port too: ready is when all of them listen.
        const port = entry.port;
        if (typeof port === 'number' && String(entry.msg).startsWith('Ridgeline is ready')) {
          ready = true;
          clearTimeout(timer);
          resolve({ origin: `http://127.0.0.1:${port}`, pid: child.pid!, errors, stop });
        }
      }
    });
    child.stderr.on('data', (chunk: Buffer) => {
      recent.push(chunk.toString('utf8').trimEnd());
      if (recent.length > 30) recent.shift();
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(
        new Error(`the storefront server stopped (exit ${child.exitCode ?? child.signalCode}):\n${recent.join('\n')}`),
      );
    });
  });
}
