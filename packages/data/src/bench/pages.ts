// Page figures for `npm run bench`: category and product pages rendered by the production
// storefront server (a child process on the bench's database), 16 requests in flight, each timed
// to the last byte of its HTML, and how they grow with the catalogue (see history.ts).
import { Agent, request } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { count, desc, eq, sql } from 'drizzle-orm';
import { categories, productCategories, products, variants, type Database } from '../load/commerce.js';
import { concurrentFigures, recordFigures, type Figures } from './history.js';
import { startProductionServer } from './production-server.js';
import { measureConcurrent, processTreeCpuMs, runConcurrently } from './stats.js';

export const CONCURRENCY = 16;
/** At most, for the page cache of every server process to hold every listing (one round without it). */
const WARM_UP_ROUNDS = 8;
const PRODUCT_SAMPLE = 300;
/** Listing page size (PRODUCT_LIST_DEFAULT_LIMIT): categories with more products get a page 2. */
const PAGE_SIZE = 47;

export type PageUrls = { category: string[]; product: string[] };

/**
 * URLs as shoppers follow them, from the database: every online category (top level and
 * subcategories) by its slug, page 2 where there is one, every third in French, and every other
 * refined by one of the commonest colours or sorted by price; a spread of products, a quarter in French.
 * Read before the bench closes its database, which an embedded database must be for the server to open it.
 */
export async function pickPageUrls(db: Database): Promise<PageUrls> {
  const categoryRows = await db
    .select({ id: categories.id, parentId: categories.parentId, slugs: categories.slugUrl })
    .from(categories)
    .where(eq(categories.online, true))
    .orderBy(categories.id);
  const direct = await db
    .select({ id: productCategories.categoryId, products: count() })
    .from(productCategories)
    .groupBy(productCategories.categoryId);
  // A listing shows its subcategories' products too: add each count to every ancestor.
  const parentOf = new Map(categoryRows.map((c) => [c.id, c.parentId]));
  const listed = new Map<string, number>();
  for (const { id, products: n } of direct) {
    for (let at: string | null | undefined = id; at; at = parentOf.get(at)) listed.set(at, (listed.get(at) ?? 0) + n);
  }
  const colours = (
    await db.select({ colour: variants.color }).from(variants).groupBy(variants.color).orderBy(desc(count())).limit(3)
  ).map((r) => r.colour);

  const category: string[] = [];
  categoryRows
    .filter((c) => c.parentId)
    .forEach(({ id, slugs }, i) => {
      const path = slugs ? `/c/${slugs.en}` : `/category/${encodeURIComponent(id)}`;
      category.push(path);
      if ((listed.get(id) ?? 0) > PAGE_SIZE) category.push(`${path}?page=2`);
      if (i % 3 === 0 && slugs?.fr) category.push(`/fr-CA/c/${slugs.fr}`);
      if (i % 4 === 1 && colours.length) category.push(`${path}?refine=c_color=${colours[i % colours.length]}`);
      if (i % 4 === 3) category.push(`${path}?sort=price-low-to-high`);
    });

  const productRows = await db
    .select({ id: products.id, slugs: products.slugUrl })
    .from(products)
    .where(eq(products.online, true))
    .orderBy(sql`md5(${products.id})`)
    .limit(PRODUCT_SAMPLE);
  const product = productRows.map(({ id, slugs }, i) => {
    if (i % 4 === 3 && slugs?.fr) return `/fr-CA/p/${slugs.fr}`;
    return slugs ? `/p/${slugs.en}` : `/product/${encodeURIComponent(id)}`;
  });
  return { category, product };
}

/**
 * The pages as visitors without a session get them (category listings from the shared page cache,
 * decision 029), then every page rendered for its request (the cache off), as a signed-in
 * customer's always is. Each part starts the production server on the bench's database.
 */
export async function benchPages(urls: PageUrls, driver: string, products: number, runs: number): Promise<void> {
  const figures: Figures = {};
  console.log(
    `page renders on ${products.toLocaleString('en-US')} products (${driver}, production server, ${CONCURRENCY} requests in flight)`,
  );
  // One process, as every earlier run measured (the deploy part compares one and two workers).
  const single = { WEB_CONCURRENCY: '1' };
  Object.assign(figures, await measurePages([['category page', urls.category]], runs, single));
  Object.assign(
    figures,
    await measurePages(
      [
        ['category page, rendered each time', urls.category],
        ['product page', urls.product],
      ],
      runs,
      { ...single, PAGE_CACHE_TTL_SECONDS: '0' },
    ),
  );
  recordFigures('pages', driver, products, figures);
}

/** Where pages are asked for: an origin, the agent (http or https) to ask through, and what serves them. */
export type PageTarget = {
  origin: string;
  agent: Agent;
  /** The Host header, when it is not the origin's (a proxy reached at 127.0.0.1 for its server name). */
  host?: string;
  /** The serving processes (their children included) whose CPU time is counted. */
  pids: readonly number[];
  /** What the servers logged about errors and 5xx answers, shown when a page failed. */
  errors(): readonly string[];
};

/** Starts the production server with `env`, measures each list (measurePageLists), stops it. */
export async function measurePages(
  parts: [label: string, urls: string[]][],
  runs: number,
  env: NodeJS.ProcessEnv,
): Promise<Figures> {
  const server = await startProductionServer(env);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    return await measurePageLists(
      { origin: server.origin, agent, pids: [server.pid], errors: () => server.errors },
      parts,
      runs,
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
}

/**
 * Each list's pages, CONCURRENCY in flight: every URL to warm up, then `runs` requests going
 * round the list. Prints a row per list (latency, pages a second, the servers' CPU time a page, the
 * page cache's answers) and answers the figures.
 */
export async function measurePageLists(
  target: PageTarget,
  parts: [label: string, urls: string[]][],
  runs: number,
): Promise<Figures> {
  // A failed page is counted and timed like the others; what the server logged is shown after.
  const failures: string[] = [];
  const cacheStates = new Map<string, number>();
  const get = async (path: string) => {
    const { status, cache } = await fetchRaw(target, path);
    if (status !== 200) failures.push(`${status} ${path}`);
    cacheStates.set(cache, (cacheStates.get(cache) ?? 0) + 1);
  };
  const figures: Figures = {};
  for (const [label, list] of parts) {
    // Warm-up: every URL once (a short list round again, so that CONCURRENCY pages are asked), and
    // again while any was a page cache miss: each server process keeps a cache of its own, and which
    // one answers a request is not the bench's choice.
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      cacheStates.clear();
      await runConcurrently(Math.max(list.length, CONCURRENCY), CONCURRENCY, (i) => get(list[i % list.length]!));
      if (!cacheStates.has('miss')) break;
    }
    cacheStates.clear();
    const cpuBefore = processTreeCpuMs(target.pids);
    const row = await measureConcurrent(label, runs, CONCURRENCY, (i) => get(list[i % list.length]!));
    const cpuAfter = processTreeCpuMs(target.pids);
    const cpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / runs;
    figures[label] = concurrentFigures(row, cpuMs);
    const cpu = cpuMs === undefined ? '' : `, server CPU ${cpuMs.toFixed(1)} ms a page`;
    const cache = [...cacheStates].map(([state, n]) => `${state} ${n}`).join(', ');
    console.log(
      `${''.padEnd(40)} (${list.length} URLs, e.g. ${list.find((u) => u.includes('?')) ?? list[0]}${cpu}; page cache: ${cache})`,
    );
  }
  if (failures.length) {
    console.log(
      `\n${failures.length} answers other than 200 (warm-up included), first: ${failures.slice(0, 5).join(', ')}`,
    );
    for (const line of target.errors()) console.log(`  server: ${line.slice(0, 400)}`);
  }
  return figures;
}

/**
 * GET as a browser asks (HTML, gzip), timed to the last byte received. The body is not
 * decompressed: that is the client's work, and here the client shares the server's 2 cores.
 * No redirect is followed (every URL picked is a page's own).
 */
function fetchRaw(target: PageTarget, path: string): Promise<{ status: number; cache: string }> {
  const url = new URL(path, target.origin);
  const send = url.protocol === 'https:' ? httpsRequest : request;
  const headers = { accept: 'text/html', 'accept-encoding': 'gzip', ...(target.host ? { host: target.host } : {}) };
  return new Promise((resolve, reject) => {
    const req = send(url, { agent: target.agent, headers }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        const cache = res.headers['x-page-cache'];
        resolve({ status: res.statusCode ?? 0, cache: typeof cache === 'string' ? cache : 'none' });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
