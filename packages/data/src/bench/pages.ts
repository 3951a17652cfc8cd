// Page figures for `npm run bench`: category and product pages rendered by the production
// storefront server (a child process on the bench's database), 16 requests in flight, each timed
// to the last byte of its HTML, and how they grow with the catalogue (see history.ts).
import { count, desc, eq, sql } from 'drizzle-orm';
import { categories, productCategories, products, variants, type Database } from '../load/commerce.js';
import { recordFigures, type Figures } from './history.js';
import { startProductionServer } from './production-server.js';
import { measureConcurrent, processCpuMs, runConcurrently } from './stats.js';

const CONCURRENCY = 16;
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

/** Starts the production server on the database named by the environment, measures, stops it. */
export async function benchPages(urls: PageUrls, driver: string, products: number, runs: number): Promise<void> {
  const server = await startProductionServer();
  try {
    // Like a browser: compressed HTML, no redirect followed (every URL picked is a page's own).
    // A failed page is counted and timed like the others; what the server logged is shown after.
    const failures: string[] = [];
    const get = async (path: string) => {
      const response = await fetch(server.origin + path, { redirect: 'manual', headers: { accept: 'text/html' } });
      await response.arrayBuffer();
      if (response.status !== 200) failures.push(`${response.status} ${path}`);
    };
    console.log(
      `page renders on ${products.toLocaleString('en-US')} products (${driver}, production server, ${CONCURRENCY} requests in flight)`,
    );
    const figures: Figures = {};
    for (const [label, list] of [
      ['category page', urls.category],
      ['product page', urls.product],
    ] as const) {
      await runConcurrently(list.length, CONCURRENCY, (i) => get(list[i]!)); // warm-up: every URL once
      const cpuBefore = processCpuMs(server.pid);
      const row = await measureConcurrent(label, runs, CONCURRENCY, (i) => get(list[i % list.length]!));
      const cpuAfter = processCpuMs(server.pid);
      figures[label] = { p50: Number(row.p50), p95: Number(row.p95) };
      const cpu =
        cpuBefore === undefined || cpuAfter === undefined
          ? ''
          : `, server CPU ${((cpuAfter - cpuBefore) / runs).toFixed(0)} ms a page`;
      console.log(`${''.padEnd(40)} (${list.length} URLs, e.g. ${list.find((u) => u.includes('?')) ?? list[0]}${cpu})`);
    }
    if (failures.length) {
      console.log(
        `\n${failures.length} answers other than 200 (warm-up included), first: ${failures.slice(0, 5).join(', ')}`,
      );
      for (const line of server.errors) console.log(`  server: ${line.slice(0, 400)}`);
    }
    recordFigures('pages', driver, products, figures);
  } finally {
    await server.stop();
  }
}
