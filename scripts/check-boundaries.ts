// `npm run lint` (after eslint): the house's import rules (.dependency-cruiser.cjs) and what they
// cannot state, counted and printed: cycles between the engine's modules, cycles between
// packages, and reads of another module's tables (imports of its schema, tables offered on a face,
// raw SQL naming them). Exits 1 on any. `npm run boundaries -- --write` regenerates the module map in
// docs/architecture.md; without it a stale map is an error too.
//
// Decision 043 says why the rules are what they are.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const REPOSITORY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `--root <dir>` checks another tree with this repository's rules (the check's own test does).
const rootArgument = process.argv.indexOf('--root');
const ROOT = rootArgument > 0 ? path.resolve(process.argv[rootArgument + 1]!) : REPOSITORY;
const MODULES_DIR = 'packages/commerce/src/modules';
const ARCHITECTURE = 'docs/architecture.md';
const SCANNED = ['packages', 'apps/storefront/app', 'apps/storefront/server', 'apps/storefront/e2e', 'scripts'];
const isTestCode = (file: string) =>
  /\.test\.tsx?$/.test(file) ||
  /(^|\/)testing(\/|\.ts$)/.test(file) ||
  file.startsWith('apps/storefront/e2e/');

type Dependency = { resolved: string; dependencyTypes: string[] };
type Cruised = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string } }[] };
};

function cruise(): Cruised {
  const bin = path.join(REPOSITORY, 'node_modules/.bin/depcruise');
  const scanned = SCANNED.filter((dir) => existsSync(path.join(ROOT, dir)));
  const config = path.join(REPOSITORY, '.dependency-cruiser.cjs');
  const out = execFileSync(bin, [...scanned, '--config', config, '--output-type', 'json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(out) as Cruised;
}

const moduleOf = (file: string) => {
  const match = file.match(/^packages\/commerce\/src\/modules\/([^/]+)\//);
  return match ? match[1]! : undefined;
};
const packageOf = (file: string) => file.match(/^(packages|apps)\/([^/]+)\//)?.[2];

/** Strongly connected components of more than one node (Tarjan): the cycles of a graph. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const seen = new Map<string, { index: number; low: number; onStack: boolean }>();
  const found: string[][] = [];
  const visit = (node: string) => {
    const mark = { index, low: index, onStack: true };
    index += 1;
    seen.set(node, mark);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const other = seen.get(next);
      if (!other) {
        visit(next);
        mark.low = Math.min(mark.low, seen.get(next)!.low);
      } else if (other.onStack) mark.low = Math.min(mark.low, other.index);
    }
    if (mark.low === mark.index) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        seen.get(member)!.onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!seen.has(node)) visit(node);
  return found;
}

function graphOf(cruised: Cruised, nodeOf: (file: string) => string | undefined) {
  const graph = new Map<string, Set<string>>();
  for (const { source, dependencies } of cruised.modules) {
    const from = nodeOf(source);
    if (!from || isTestCode(source)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const { resolved } of dependencies) {
      const to = nodeOf(resolved);
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Each module's tables and views: SQL name and TypeScript name, from its schema.ts. */
function tablesByModule() {
  const tables = new Map<string, { sqlName: string; exportName: string }[]>();
  for (const name of readdirSync(path.join(ROOT, MODULES_DIR))) {
    const schema = path.join(ROOT, MODULES_DIR, name, 'schema.ts');
    if (!existsSync(schema)) continue;
    const text = readFileSync(schema, 'utf8');
    const found = [...text.matchAll(/export const (\w+)\s*=\s*pg(?:Table|View|MaterializedView)\(\s*['"](\w+)['"]/g)];
    tables.set(
      name,
      found.map((m) => ({ exportName: m[1]!, sqlName: m[2]! })),
    );
  }
  return tables;
}

/** The text of every string and template literal in a file: where SQL lives. */
function literals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The names a face exports (its `export { … }` lists and exported declarations). */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add((element.propertyName ?? element.name).text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

function foreignTableReads(cruised: Cruised) {
  const tables = tablesByModule();
  const owner = new Map<string, string>();
  for (const [module, list] of tables) for (const t of list) owner.set(t.sqlName, module);
  const reads: string[] = [];
  for (const { source, dependencies } of cruised.modules) {
    const module = moduleOf(source);
    if (!module || isTestCode(source) || !/\.tsx?$/.test(source)) continue;
    // An import of another module's schema.ts (the module-face rule reports it too).
    for (const { resolved } of dependencies) {
      const other = moduleOf(resolved);
      if (other && other !== module && resolved.endsWith('/schema.ts')) reads.push(`${source} imports ${resolved}`);
    }
    // Raw SQL naming another module's table.
    const sqlText = literals(source).join('\n');
    for (const [table, tableOwner] of owner) {
      if (tableOwner === module) continue;
      const named = new RegExp(`\\b(from|join|update|into|table)\\s+"?${table}"?\\b`, 'i');
      if (named.test(sqlText)) reads.push(`${source}: SQL names ${table} (${tableOwner}'s)`);
    }
  }
  // A face offering a table hands it to every module that imports the face.
  for (const [module, list] of tables) {
    const face = path.join(ROOT, MODULES_DIR, module, 'index.ts');
    if (!existsSync(face)) continue;
    const offered = exportedNames(face);
    for (const { exportName } of list) {
      if (offered.has(exportName)) reads.push(`${MODULES_DIR}/${module}/index.ts offers table ${exportName}`);
    }
  }
  return reads;
}

function mermaid(graph: Map<string, Set<string>>, flows: Set<string>): string {
  const id = (name: string) => name.replace(/-/g, '_');
  const lines = ['```mermaid', 'graph TD'];
  lines.push('  flows[["src/flows"]]');
  for (const module of [...flows].sort()) lines.push(`  flows --> ${id(module)}`);
  for (const [from, tos] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    if (!tos.size) lines.push(`  ${id(from)}[${from}]`);
    for (const to of [...tos].sort()) lines.push(`  ${id(from)}[${from}] --> ${id(to)}[${to}]`);
  }
  lines.push('```');
  return lines.join('\n');
}

function moduleMap(cruised: Cruised, graph: Map<string, Set<string>>, write: boolean): string | undefined {
  const flowsUse = new Set<string>();
  for (const { source, dependencies } of cruised.modules) {
    if (!source.startsWith('packages/commerce/src/flows/') || isTestCode(source)) continue;
    for (const { resolved } of dependencies) {
      const module = moduleOf(resolved);
      if (module) flowsUse.add(module);
    }
  }
  for (const name of readdirSync(path.join(ROOT, MODULES_DIR))) if (!graph.has(name)) graph.set(name, new Set());
  const file = path.join(ROOT, ARCHITECTURE);
  if (!existsSync(file)) return `${ARCHITECTURE} is missing`;
  const text = readFileSync(file, 'utf8');
  const start = '<!-- module-map:start -->';
  const end = '<!-- module-map:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) return `${ARCHITECTURE} has no ${start} … ${end} section`;
  const generated = `${start}\n<!-- Generated by \`npm run boundaries -- --write\` (scripts/check-boundaries.ts); do not edit. -->\n${mermaid(graph, flowsUse)}\n${end}`;
  const updated = text.slice(0, from) + generated + text.slice(to + end.length);
  if (updated === text) return undefined;
  if (write) {
    writeFileSync(file, updated);
    return undefined;
  }
  return `${ARCHITECTURE}'s module map is out of date: run \`npm run boundaries -- --write\``;
}

const cruised = cruise();
const violations = cruised.summary.violations;
const moduleGraph = graphOf(cruised, moduleOf);
const moduleCycles = cycles(moduleGraph);
const packageCycles = cycles(graphOf(cruised, packageOf));
const tableReads = foreignTableReads(cruised);
const staleMap = moduleMap(cruised, moduleGraph, process.argv.includes('--write'));

const byRule = new Map<string, string[]>();
for (const v of violations) byRule.set(v.rule.name, [...(byRule.get(v.rule.name) ?? []), `${v.from} → ${v.to}`]);
for (const [rule, list] of byRule) {
  console.error(`✗ ${rule} (${list.length})`);
  for (const line of list) console.error(`    ${line}`);
}
for (const cycle of moduleCycles) console.error(`✗ module cycle: ${cycle.join(' ↔ ')}`);
for (const cycle of packageCycles) console.error(`✗ package cycle: ${cycle.join(' ↔ ')}`);
for (const read of tableReads) console.error(`✗ cross-module table read: ${read}`);
if (staleMap) console.error(`✗ ${staleMap}`);

console.log(
  `boundaries: ${cruised.modules.length} files, ${moduleGraph.size} modules; ` +
    `${violations.length} import violations, ${tableReads.length} cross-module table reads, ` +
    `${moduleCycles.length} module cycles, ${packageCycles.length} package cycles`,
);
const failed = violations.length + tableReads.length + moduleCycles.length + packageCycles.length + (staleMap ? 1 : 0);
process.exit(failed ? 1 : 0);
