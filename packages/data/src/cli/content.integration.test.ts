import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../commerce/src/testing/test-database.js';
import { demoItemId } from '../content-items/index.js';
import type { DatabaseHandle, StoredItem } from '../load/commerce.js';
import { seedContentItems } from '../load/content-items.js';
import { exportFolder, importFolder } from './content-command.js';
import { readContentFolder } from './content-files.js';

const work = mkdtempSync(path.join(tmpdir(), 'rl-content-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const folder = (name: string) => path.join(work, name);
// The migrated template every test database is cloned from: built once, before the timed tests.
beforeAll(async () => (await createTestDatabase()).close());

/** A stream that keeps what is written, as stderr would show it (not a terminal: no redraws). */
function output() {
  let text = '';
  return { stream: { write: (chunk: string) => (text += chunk) }, text: () => text };
}

/** Every file of an export folder, by relative path, with its bytes. */
function files(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const sub of ['items', 'editions'])
    for (const name of readdirSync(path.join(dir, sub)))
      out[`${sub}/${name}`] = readFileSync(path.join(dir, sub, name), 'utf8');
  return out;
}

async function run(command: 'import' | 'export', dir: string, handle: DatabaseHandle) {
  const log = output();
  const code =
    command === 'import'
      ? await importFolder(await readContentFolder(dir), dir, handle, log.stream)
      : await exportFolder(dir, handle, log.stream);
  return { code, text: log.text() };
}

async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await createTestDatabase();
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const heroFile = `items/${demoItemId('home/hero')}.json`;
const footerFile = `items/${demoItemId('footer')}.json`;

describe('content import and export', () => {
  it('exports the seeded demo content, imports it into a fresh database and exports the same files back', async () => {
    await withDatabase(async (seeded) => {
      expect(await seedContentItems(seeded)).toMatchObject({ seeded: true, editions: 1 });
      const exported = await run('export', folder('seeded'), seeded);
      expect(exported.code).toBe(0);
      expect(exported.text).toMatch(/^Exported \d+ items and 1 editions to /);
    });
    const original = files(folder('seeded'));
    expect(Object.keys(original)).toContain(heroFile);
    expect(Object.keys(original).filter((f) => f.startsWith('editions/'))).toHaveLength(1);

    await withDatabase(async (fresh) => {
      const imported = await run('import', folder('seeded'), fresh);
      expect(imported.code, imported.text).toBe(0);
      expect(imported.text).toContain('100.0%');
      expect(imported.text).toMatch(/Imported \d+ items and 1 editions from /);
      expect((await run('export', folder('round-trip'), fresh)).code).toBe(0);
      expect(files(folder('round-trip'))).toEqual(original);

      // Idempotent: the same files again change nothing.
      expect((await run('import', folder('seeded'), fresh)).code).toBe(0);
      expect((await run('export', folder('again'), fresh)).code).toBe(0);
      expect(files(folder('again'))).toEqual(original);
    });
  });

  it('refuses an import with an invalid item, listing every error with its file, path and locale, and writes nothing', async () => {
    cpSync(folder('seeded'), folder('invalid'), { recursive: true });
    const hero = JSON.parse(readFileSync(path.join(folder('invalid'), heroFile), 'utf8')) as StoredItem;
    (hero.body.layout as Record<string, unknown>).verticalAlignment = 'Sideways';
    writeFileSync(path.join(folder('invalid'), heroFile), JSON.stringify(hero));
    const footer = JSON.parse(readFileSync(path.join(folder('invalid'), footerFile), 'utf8')) as StoredItem;
    const banner = footer.body.loyaltyBanner as { text: { values: { locale: string; value: string }[] } };
    banner.text.values.find((v) => v.locale === 'fr-CA')!.value = 'Récompenses '.repeat(30);
    writeFileSync(path.join(folder('invalid'), footerFile), JSON.stringify(footer));

    await withDatabase(async (fresh) => {
      const refused = await run('import', folder('invalid'), fresh);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('The import was refused: 2 errors, nothing was written.');
      expect(refused.text).toContain(
        `  ${heroFile}  body.layout.verticalAlignment: must be one of: Top, Middle, Bottom`,
      );
      expect(refused.text).toMatch(new RegExp(`  ${footerFile}  body\\.loyaltyBanner\\.text \\(fr-CA\\): .*200`));
      expect((await run('export', folder('after-refusal'), fresh)).code).toBe(0);
      expect(files(folder('after-refusal'))).toEqual({});
    });
  });
});

// The command itself, once, on its own PGlite directory (as the seed CLI's test does).
describe('npm run content', () => {
  const script = fileURLToPath(new URL('./content.ts', import.meta.url));
  const dataDir = folder('data');
  const content = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      env,
      encoding: 'utf8',
      timeout: 120_000,
    });
  };

  it('explains a bad command line and exits with 2', () => {
    const run = content('publish', 'x');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('content: unknown command "publish": use import or export');
    expect(run.stderr).toContain('Usage: npm run content -- import <dir>');
  });

  it('exits with 1 listing unreadable files, then imports the fixed folder', () => {
    cpSync(folder('seeded'), folder('cli'), { recursive: true });
    writeFileSync(path.join(folder('cli'), 'items', 'broken.json'), '{ "id": ');
    const refused = content('import', folder('cli'));
    expect(refused.status, refused.stderr).toBe(1);
    expect(refused.stderr).toContain('  items/broken.json  (file): is not JSON: ');
    rmSync(path.join(folder('cli'), 'items', 'broken.json'));
    const imported = content('import', folder('cli'));
    expect(imported.status, imported.stderr).toBe(0);
    expect(imported.stderr).toMatch(/Imported \d+ items and 1 editions/);
  }, 180_000);
});
