import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./seed.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'rl-seed-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function seed(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { env, encoding: 'utf8', timeout: 60_000 });
}

// The CLI always runs on its own PGlite directory: once is enough when the suite also runs on PostgreSQL.
describe('npm run seed', () => {
  it('explains a bad argument and exits with 2', () => {
    const run = seed('--products', 'abc');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--products must be a whole number, got "abc"');
    expect(run.stderr).toContain('Usage:');
  });

  it('seeds, refuses to seed twice, and reseeds with --reset', () => {
    const first = seed('--products', '40');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toMatch(/Seeded 40 products/);
    expect(first.stderr).toMatch(/Elapsed: /);
    const second = seed('--products', '40');
    expect(second.status).toBe(0);
    expect(second.stderr).toContain('already seeded');
    const reset = seed('--products', '60', '--reset');
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stderr).toMatch(/Seeded 60 products/);
  });
});
