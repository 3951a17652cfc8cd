// The boundary check on a small tree of its own: clean, it passes; with every kind of trespass a
// module can commit, it fails, naming and counting each.
import { execFile } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'check-boundaries.ts');
const TSX = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');
const MODULES = 'packages/commerce/src/modules';

let root: string;
const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

async function check(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(TSX, [SCRIPT, '--root', root, ...args], { cwd: root });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  put('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }));
  put('docs/architecture.md', '# Map\n<!-- module-map:start -->\n<!-- module-map:end -->\n');
  // alpha uses beta through its face; each owns one table.
  put(`${MODULES}/beta/schema.ts`, "export const betaRows = pgTable('beta_rows', {});\ndeclare function pgTable(n: string, c: object): object;\n");
  put(`${MODULES}/beta/service.ts`, "import { betaRows } from './schema.js';\nexport const countBeta = () => betaRows;\n");
  put(`${MODULES}/beta/index.ts`, "export { countBeta } from './service.js';\n");
  put(`${MODULES}/alpha/schema.ts`, "export const alphaRows = pgTable('alpha_rows', {});\ndeclare function pgTable(n: string, c: object): object;\n");
  put(`${MODULES}/alpha/service.ts`, "import { countBeta } from '../beta/index.js';\nexport const both = () => countBeta();\n");
  put(`${MODULES}/alpha/index.ts`, "export { both } from './service.js';\n");
  put('packages/commerce/src/flows/both.ts', "import { both } from '../modules/alpha/index.js';\nexport const run = () => both();\n");
  expect((await check('--write')).code).toBe(0);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-boundaries', () => {
  it('passes a tree that keeps to the rules, printing zero counts', async () => {
    const { code, out } = await check();
    expect(out).toContain('0 import violations, 0 cross-module table reads, 0 module cycles, 0 package cycles');
    expect(code).toBe(0);
  }, 30_000);

  it('fails on each trespass, naming it', async () => {
    // A deep import of another module's schema: an import violation and a table read.
    put(`${MODULES}/alpha/peek.ts`, "import { betaRows } from '../beta/schema.js';\nexport const peek = () => betaRows;\n");
    // Raw SQL naming another module's table; a face offering its table.
    put(`${MODULES}/alpha/report.ts`, 'export const report = `SELECT count(*) FROM beta_rows`;\n');
    put(`${MODULES}/beta/index.ts`, "export { countBeta } from './service.js';\nexport { betaRows } from './schema.js';\n");
    // A cycle between modules (the map changes with it); a module importing a flow.
    put(`${MODULES}/beta/back.ts`, "import { both } from '../alpha/index.js';\nexport const back = () => both();\n");
    put(`${MODULES}/beta/flowing.ts`, "import { run } from '../../flows/both.js';\nexport const again = () => run();\n");
    // The storefront importing engine files; a package cycle.
    put('apps/storefront/app/lib/x.ts', "import { both } from '../../../../packages/commerce/src/modules/alpha/index.js';\nexport const x = both;\n");
    put('packages/commerce/src/uses-data.ts', "import { d } from '../../data/src/index.js';\nexport const e = d;\n");
    put('packages/data/src/index.ts', "import { run } from '../../commerce/src/flows/both.js';\nexport const d = run;\n");

    const { code, out } = await check();
    expect(code).toBe(1);
    expect(out).toContain(`✗ module-face (1)\n    ${MODULES}/alpha/peek.ts → ${MODULES}/beta/schema.ts`);
    expect(out).toContain(`cross-module table read: ${MODULES}/alpha/peek.ts imports ${MODULES}/beta/schema.ts`);
    expect(out).toContain(`cross-module table read: ${MODULES}/alpha/report.ts: SQL names beta_rows (beta's)`);
    expect(out).toContain(`cross-module table read: ${MODULES}/beta/index.ts offers table betaRows`);
    expect(out).toContain('✗ module cycle: alpha ↔ beta');
    expect(out).toContain(`✗ modules-below-flows (1)\n    ${MODULES}/beta/flowing.ts → packages/commerce/src/flows/both.ts`);
    expect(out).toContain('✗ storefront-engine-entry (1)');
    expect(out).toContain('✗ package cycle: commerce ↔ data');
    expect(out).toContain('module map is out of date');
    expect(out).toMatch(/; \d+ import violations, 3 cross-module table reads, 1 module cycles, 1 package cycles/);
  }, 30_000);
});
