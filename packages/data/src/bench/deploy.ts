// Deployment figures for `npm run bench`: what more processes and a second instance behind the
// proxy buy on this machine. The production server on PostgreSQL with 1 and then 2 worker
// processes (WEB_CONCURRENCY), then two instances of one worker behind nginx ending TLS: the pages
// part's category and product pages (16 in flight) and the basket part's add-to-bag (8 in flight)
// through the server's own /api. Prints a table of the three side by side; asserts nothing.
import { availableParallelism, loadavg } from 'node:os';
import { openDatabase, type DatabaseOptions } from '@ridgeline/commerce';
import { createCommerceClient } from '@ridgeline/sdk';
import { fetchThrough } from './agent-fetch.js';
import { ADD_TO_BAG_P95_TARGET_MS, addToBagCalls, pickBasketVariants, WARM_UP } from './basket.js';
import { deployDatabase, startBehindNginx, startWorkers, type Serving } from './deploy-servers.js';
import { concurrentFigures, recordFigures, type Figures } from './history.js';
import { CONCURRENCY, measurePageLists, pickPageUrls, type PageUrls } from './pages.js';
import { measureConcurrent, processTreeCpuMs, runConcurrently } from './stats.js';

const SHOPPERS = 8;

export type DeployRuns = { pages: number; addToBag: number };

type Setup = { name: string; start(env: NodeJS.ProcessEnv): Promise<Serving> };

/** What is measured on every setup, in the order printed; the figures' labels are `${what}, ${setup}`. */
const MEASURED = [
  'category, page cache',
  'category, rendered',
  'product page',
  `add-to-bag, ${SHOPPERS} at once`,
] as const;

export async function benchDeploy(bench: DatabaseOptions, products: number, runs: DeployRuns): Promise<void> {
  const database = await deployDatabase(bench, products);
  try {
    const handle = await openDatabase({ driver: 'postgres', url: database.url });
    let urls: PageUrls;
    let variants: string[];
    try {
      urls = await pickPageUrls(handle.db);
      // Add-to-bag places no order and takes no stock: the variants go round for every setup.
      variants = await pickBasketVariants(handle.db, { addToBag: runs.addToBag, orders: 0 });
    } finally {
      await handle.close();
    }
    const setups: Setup[] = [
      { name: '1 worker', start: (env) => startWorkers(database.url, 1, env) },
      { name: '2 workers', start: (env) => startWorkers(database.url, 2, env) },
      { name: 'nginx, 2 instances', start: (env) => startBehindNginx(database.url, env) },
    ];
    console.log(
      `deployment on ${products.toLocaleString('en-US')} products (${database.describe}, production server, ` +
        `${availableParallelism()} cores): pages ${CONCURRENCY} in flight, ${runs.pages} requests a list after ` +
        `every URL at least once; add-to-bag ${SHOPPERS} in flight, ${runs.addToBag} calls after ${WARM_UP.addToBag}`,
    );
    const loadBefore = loadavg();
    const figures: Figures = {};
    for (const setup of setups) {
      console.log(`\n${setup.name}`);
      Object.assign(figures, await measureSetup(setup, urls, variants, runs));
    }
    const loadAfter = loadavg();
    printTable(setups, figures);
    const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(', ');
    console.log(`load average (1, 5, 15 min): ${load(loadBefore)} before, ${load(loadAfter)} after`);
    recordFigures('deploy', 'postgres', products, figures);
  } finally {
    await database.stop();
  }
}

/**
 * One setup, started twice: with the page cache (anonymous visitors' category pages), then without
 * it (every category page rendered, as a signed-in shopper's is) for the pages and add-to-bag.
 */
async function measureSetup(setup: Setup, urls: PageUrls, variants: string[], runs: DeployRuns): Promise<Figures> {
  const label = (what: (typeof MEASURED)[number]) => `${what}, ${setup.name}`;
  const figures: Figures = {};
  const cached = await setup.start({ PAGE_CACHE_TTL_SECONDS: '60' });
  try {
    Object.assign(figures, await measurePageLists(cached, [[label(MEASURED[0]), urls.category]], runs.pages));
  } finally {
    await cached.stop();
  }
  const serving = await setup.start({ PAGE_CACHE_TTL_SECONDS: '0' });
  try {
    const lists: [string, string[]][] = [
      [label(MEASURED[1]), urls.category],
      [label(MEASURED[2]), urls.product],
    ];
    Object.assign(figures, await measurePageLists(serving, lists, runs.pages));
    figures[label(MEASURED[3])] = await measureAddToBag(serving, variants, runs.addToBag, label(MEASURED[3]));
  } finally {
    await serving.stop();
  }
  return figures;
}

/** The basket part's add-to-bag (a guest's bag of 4 variants, the SDK), through the server's /api. */
async function measureAddToBag(serving: Serving, variants: string[], runs: number, label: string) {
  const client = createCommerceClient({
    baseUrl: new URL('/api', serving.origin).href,
    fetch: fetchThrough(serving.agent, serving.host),
  });
  let added = 0;
  const next = () => variants[added++ % variants.length]!;
  await runConcurrently(WARM_UP.addToBag, SHOPPERS, await addToBagCalls(client, next, WARM_UP.addToBag, SHOPPERS));
  const calls = await addToBagCalls(client, next, runs, SHOPPERS);
  const before = processTreeCpuMs(serving.pids);
  const row = await measureConcurrent(label, runs, SHOPPERS, calls);
  const after = processTreeCpuMs(serving.pids);
  const cpuMs = before === undefined || after === undefined ? undefined : (after - before) / runs;
  const met = Number(row.p95) <= ADD_TO_BAG_P95_TARGET_MS ? 'met' : 'not met';
  const cpu = cpuMs === undefined ? '' : `; server CPU ${cpuMs.toFixed(1)} ms a call`;
  console.log(`${''.padEnd(40)} (target: add-to-bag p95 ≤ ${ADD_TO_BAG_P95_TARGET_MS} ms, ${met}${cpu})`);
  for (const line of serving.errors()) console.log(`  server: ${line.slice(0, 400)}`);
  return concurrentFigures(row, cpuMs);
}

/** p50 / p95 ms (max for add-to-bag), and a second, each setup a column. */
function printTable(setups: Setup[], figures: Figures): void {
  const width = 34;
  console.log(`\n${'p50 / p95 ms (a second)'.padEnd(24)}${setups.map((s) => s.name.padEnd(width)).join('')}`);
  for (const what of MEASURED) {
    const cells = setups.map(({ name }) => {
      const f = figures[`${what}, ${name}`];
      if (!f) return '—'.padEnd(width);
      const max = what.startsWith('add-to-bag') && f.max !== undefined ? ` max ${f.max.toFixed(0)}` : '';
      return `${f.p50.toFixed(1)} / ${f.p95.toFixed(1)}${max} (${f.perSecond?.toFixed(1)}/s)`.padEnd(width);
    });
    console.log(`${what.padEnd(24)}${cells.join('')}`);
  }
}
