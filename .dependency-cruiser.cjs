// Who may import what (decision 043). `npm run lint` runs these rules through
// scripts/check-boundaries.ts, which also counts module cycles, package cycles and cross-module
// table reads (rules dependency-cruiser cannot state) and keeps docs/architecture.md's map current.
//
// The engine (packages/commerce/src):
//   modules/<name>/      one domain; owns the tables in its schema.ts; its face is index.ts
//   flows/               workflows across three or more modules; call module faces
//   lib/                 helpers that know no domain; import no module
//   db/ http/            assemblies: db/schema.ts gathers every schema.ts for Drizzle and
//                        migrations; http/ mounts every module's http.ts
// Test code (*.test.ts, src/testing/, a module's testing.ts, e2e) may reach further: it sets up
// and inspects state; the rules below hold for everything else.

const fs = require('node:fs');
const path = require('node:path');

const MODULES = '^packages/commerce/src/modules/';

/** The files a workspace package offers others: the targets of its package.json `exports`. */
function entryPoints() {
  const entries = [];
  for (const parent of ['packages', 'apps']) {
    for (const name of fs.readdirSync(path.join(__dirname, parent))) {
      const manifest = path.join(__dirname, parent, name, 'package.json');
      if (!fs.existsSync(manifest)) continue;
      const { exports = {} } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      for (const target of Object.values(exports)) {
        if (typeof target === 'string' && /\.tsx?$/.test(target)) {
          entries.push(`^${parent}/${name}/${target.replace(/^\.\//, '').replace(/[.]/g, '\\.')}$`);
        }
      }
    }
  }
  return entries;
}
const TEST_CODE = [
  '\\.test\\.tsx?$',
  '^packages/commerce/src/testing/',
  '^packages/data/src/testing/',
  '/testing\\.ts$',
  '^apps/storefront/e2e/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-face',
      comment:
        'A module reaches another module only through its face, modules/<name>/index.ts: ' +
        'never its service internals, its schema.ts or its tables.',
      severity: 'error',
      from: { path: `${MODULES}([^/]+)/`, pathNot: TEST_CODE },
      to: { path: MODULES, pathNot: [`${MODULES}$1/`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'engine-face',
      comment:
        'Outside the modules (flows, jobs, events, the package entry), a module is used through its face. ' +
        'Only the assemblies reach further: db/schema.ts for schema.ts, http/ for http.ts.',
      severity: 'error',
      from: {
        path: '^packages/commerce/src/',
        pathNot: [MODULES, '^packages/commerce/src/db/schema\\.ts$', '^packages/commerce/src/http/', ...TEST_CODE],
      },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'schema-assembly',
      comment: 'db/schema.ts gathers the modules’ schema.ts files for Drizzle and migrations, nothing else.',
      severity: 'error',
      from: { path: '^packages/commerce/src/db/schema\\.ts$' },
      to: { path: MODULES, pathNot: `${MODULES}[^/]+/(schema|index)\\.ts$` },
    },
    {
      name: 'http-assembly',
      comment: 'The HTTP assembly mounts a module’s routes (http.ts) or uses its face, nothing else.',
      severity: 'error',
      from: { path: '^packages/commerce/src/http/', pathNot: TEST_CODE },
      to: { path: MODULES, pathNot: [`${MODULES}[^/]+/[a-z-]*http\\.ts$`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'modules-below-flows',
      comment:
        'Modules sit below flows and the assemblies: a module never imports a flow, the package entry, ' +
        'the app assembly or db/schema.ts (which would hand it every table).',
      severity: 'error',
      from: { path: MODULES, pathNot: TEST_CODE },
      to: {
        path: [
          '^packages/commerce/src/flows/',
          '^packages/commerce/src/(index|main|types)\\.ts$',
          '^packages/commerce/src/http/(app|serve|docs)\\.ts$',
          '^packages/commerce/src/db/schema\\.ts$',
          '^packages/commerce/src/jobs/',
          '^packages/commerce/src/events/engine-caches\\.ts$',
        ],
      },
    },
    {
      name: 'lib-knows-no-domain',
      comment: 'lib/ holds helpers any module may use; it imports no module, flow or assembly.',
      severity: 'error',
      from: { path: '^packages/commerce/src/lib/' },
      to: { path: '^packages/commerce/src/(modules|flows|http|jobs|events)/' },
    },
    {
      name: 'storefront-engine-entry',
      comment:
        'The storefront uses the engine through its package entry (@ridgeline/commerce, /types), ' +
        'and its tests through @ridgeline/commerce/testing; never the engine’s files.',
      severity: 'error',
      from: { path: '^apps/storefront/', pathNot: TEST_CODE },
      to: { path: '^packages/commerce/', pathNot: '^packages/commerce/src/(index|types)\\.ts$' },
    },
    {
      name: 'packages-by-entry',
      comment: 'A package uses another through its entry points (package.json exports), never a deep path.',
      severity: 'error',
      from: { path: '^(packages|apps)/([^/]+)/', pathNot: TEST_CODE },
      to: { path: '^(packages|apps)/', pathNot: ['^$1/$2/', ...entryPoints()] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/build/', '\\.react-router/', 'app/locales/compiled/', '^scripts/boundaries-fixture/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
