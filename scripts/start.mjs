// `npm start`: builds the storefront when the build is missing or older than the sources,
// then runs the production server (pages, /api, images and assets in one process).
import cluster from 'node:cluster';
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const storefront = path.join(root, 'apps/storefront');
const stampFile = path.join(storefront, 'build/.source-hash');
const SOURCES = ['apps/storefront/app', 'apps/storefront/server', 'apps/storefront/public', 'packages', 'package-lock.json',
  'apps/storefront/vite.config.ts', 'apps/storefront/react-router.config.ts'];
const SKIP = new Set(['node_modules', 'build', '.react-router', 'compiled']);

/** A hash of every source file's content: a fresh clone, a pull or an edit all trigger a rebuild. */
function sourceHash() {
  const hash = createHash('sha256');
  const visit = (file) => {
    const stat = statSync(file);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(file).sort()) if (!SKIP.has(entry)) visit(path.join(file, entry));
    } else if (!/\.test\.tsx?$/.test(file)) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  };
  for (const source of SOURCES) if (existsSync(path.join(root, source))) visit(path.join(root, source));
  return hash.digest('hex');
}

/** Builds the storefront when the build is missing or its sources changed since. */
function buildWhenStale() {
  const current = sourceHash();
  const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (built === current && existsSync(path.join(storefront, 'build/server/index.js'))) return;
  console.log('Building the storefront (first start or sources changed)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
  writeFileSync(stampFile, current + '\n');
}

// With WEB_CONCURRENCY above 1 every worker runs this script again (cluster.fork): only the
// primary checks and builds, so workers start at once and never rebuild under one another.
if (!cluster.isWorker) buildWhenStale();

process.env.NODE_ENV = 'production';
await import(path.join(storefront, 'server.js'));
