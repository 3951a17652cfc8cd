// Private test servers whose test process was killed outright (a worker torn down after a hook
// timed out, SIGKILL) get no exit handler: the next start finds and removes them.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const OWNER_FILE = 'owner.pid';

/** Records this process as the owner of a server's folder. */
export function claimFolder(folder: string): void {
  writeFileSync(path.join(folder, OWNER_FILE), String(process.pid));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Stops (`stop`, given the folder) and removes every `{prefix}*` folder in the temporary directory
 * whose owner process has gone. Folders without an owner file are left alone: they may be starting.
 */
export function sweepAbandoned(prefix: string, stop: (folder: string) => void): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(prefix)) continue;
    const folder = path.join(tmpdir(), name);
    let owner: number;
    try {
      owner = Number(readFileSync(path.join(folder, OWNER_FILE), 'utf8'));
    } catch {
      continue;
    }
    if (!Number.isInteger(owner) || owner <= 0 || alive(owner)) continue;
    try {
      stop(folder);
    } catch {
      // Already stopped.
    }
    rmSync(folder, { recursive: true, force: true });
  }
}
