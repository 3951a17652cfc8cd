// A redis-server of a test's own on a free port, with nothing saved to disk: fault tests stop and
// start it at will, and never touch the machine's Redis (127.0.0.1:6379) other tests share.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { claimFolder, sweepAbandoned } from './abandoned-servers.js';
import { freePort, waitFor } from './free-port.js';

export type PrivateRedis = {
  /** redis://127.0.0.1:{port} */
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits until it has: clients see their connections end. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it and removes its folder. Safe to call twice; also done when the process exits. */
  destroy(): Promise<void>;
};

/** Whether a Redis answers PING on the port. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

const PREFIX = 'ridgeline-redis-';
/** The running server's process id, for the sweep of a test process killed outright. */
const SERVER_PID_FILE = 'server.pid';

export async function startPrivateRedis(): Promise<PrivateRedis> {
  sweepAbandoned(PREFIX, (folder) => {
    const pid = Number(readFileSync(path.join(folder, SERVER_PID_FILE), 'utf8'));
    // Only the redis-server it started: the id may have gone to another process since.
    if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').startsWith('redis-server')) process.kill(pid);
  });
  const folder = mkdtempSync(path.join(tmpdir(), PREFIX));
  claimFolder(folder);
  const port = await freePort();
  let server: ChildProcess | undefined;
  const killNow = () => {
    server?.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', killNow);

  const start = async () => {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', folder],
      { stdio: 'ignore' },
    );
    server = child;
    if (child.pid) writeFileSync(path.join(folder, SERVER_PID_FILE), String(child.pid));
    const failed = new Promise<never>((_, reject) => child.once('error', reject));
    // Only the race below listens: a server that fails later is not this start's failure.
    failed.catch(() => undefined);
    await Promise.race([
      waitFor(`redis-server on port ${port}`, () => answersPing(port), { timeoutMs: 10_000 }),
      failed,
    ]);
  };
  const stop = async () => {
    const child = server;
    server = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const destroy = async () => {
    process.off('exit', killNow);
    await stop();
    rmSync(folder, { recursive: true, force: true });
  };

  try {
    await start();
  } catch (error) {
    await destroy();
    throw error;
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop, start, destroy };
}
