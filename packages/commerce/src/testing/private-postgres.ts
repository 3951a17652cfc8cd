// A PostgreSQL cluster of a test's own, in a temporary folder on a free port: fault tests stop and
// restart it at will, and never touch the machine's PostgreSQL (127.0.0.1:5432) other tests share.
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { claimFolder, sweepAbandoned } from './abandoned-servers.js';
import { freePort } from './free-port.js';

const run = promisify(execFile);
/** Where initdb and pg_ctl live: PG_BIN, else Debian's PostgreSQL 15. */
const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgreSQL refuses to run as root: then the cluster is the `postgres` user's. */
const OWNER = 'postgres';

export type PrivatePostgres = {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  port: number;
  /** Restarts the server the way an operator does (`pg_ctl restart -m fast`): every connection ends. */
  restart(): Promise<void>;
  /** Stops the server (`pg_ctl stop -m fast`): connections end and new ones are refused until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. Safe to call twice; also done when the process exits. */
  destroy(): Promise<void>;
};

const asRoot = () => process.getuid?.() === 0;
const PREFIX = 'ridgeline-pg-';

/** A command run as the cluster's owner: this user, or `postgres` when this is root. */
function owned(command: string, args: string[]): [string, string[]] {
  const file = path.join(BIN, command);
  return asRoot() ? ['runuser', ['-u', OWNER, '--', file, ...args]] : [file, args];
}

/**
 * Creates, configures and starts a cluster: trust authentication on 127.0.0.1 only, its socket in
 * its own folder, durability off (a test's data need not survive a power cut, and it is faster).
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  if (!existsSync(path.join(BIN, 'initdb'))) {
    throw new Error(`No PostgreSQL binaries in ${BIN}: install PostgreSQL 15 or set PG_BIN.`);
  }
  const immediateStop = (dataDir: string) =>
    execFileSync(...owned('pg_ctl', ['-D', dataDir, 'stop', '-m', 'immediate']), { stdio: 'ignore' });
  sweepAbandoned(PREFIX, (folder) => immediateStop(path.join(folder, 'data')));
  const folder = mkdtempSync(path.join(tmpdir(), PREFIX));
  claimFolder(folder);
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'server.log');
  if (asRoot()) {
    const uid = Number(execFileSync('id', ['-u', OWNER], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', OWNER], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const pgCtl = (...args: string[]) => run(...owned('pg_ctl', ['-D', dataDir, '-l', logFile, ...args]));
  let destroyed = false;
  // Even when the test process fails: no server left running, no folder left behind (and when it
  // is killed outright, the next start's sweep does it).
  const destroyNow = () => {
    if (destroyed) return;
    destroyed = true;
    try {
      immediateStop(dataDir);
    } catch {
      // Not running.
    }
    rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', destroyNow);
  const destroy = async () => {
    process.off('exit', destroyNow);
    destroyNow();
  };

  try {
    const port = await freePort();
    await run(
      ...owned('initdb', [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '--auth=trust',
        '-E',
        'UTF8',
        '--no-sync',
        '--no-instructions',
      ]),
    );
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${folder}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 50',
        '',
      ].join('\n'),
    );
    const start = async () => {
      await pgCtl('start', '-w', '-t', '60');
    };
    await start();
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      restart: async () => {
        await pgCtl('restart', '-m', 'fast', '-w', '-t', '60');
      },
      stop: async () => {
        await pgCtl('stop', '-m', 'fast', '-w', '-t', '60');
      },
      start,
      destroy,
    };
  } catch (error) {
    await destroy();
    throw error;
  }
}
