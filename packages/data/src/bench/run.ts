// `npm run bench [-- --only api,search,pages,basket,deploy,content,images]`: figures on the configured
// database (PGlite under $DATA_DIR, or DATABASE_URL) — the catalogue API, product search, pages
// rendered by the production server, add-to-bag and place-order against the engine's own server,
// pages and add-to-bag with 1 and 2 worker processes and behind nginx (on PostgreSQL), content
// (slot selection, the engine's delivery, home and a content page beside the category page), images.
// Seeds the demo catalogue first if the database is empty.
// Prints figures; asserts nothing.
import { parseArgs } from 'node:util';
import {
  createApi,
  databaseOptionsFromEnv,
  migrate,
  openDatabase,
  silentLogger,
  startMemoryIndex,
  stopMemoryIndex,
} from '@ridgeline/commerce';
import { products } from '../load/commerce.js';
import { isCatalogueSeeded, seedCatalogue } from '../load/seed.js';
import { benchBasket, pickBasketVariants, type BasketRuns } from './basket.js';
import { benchContentEngine, benchContentPages } from './content.js';
import { benchDeploy } from './deploy.js';
import { benchImages } from './images.js';
import { benchPages, pickPageUrls } from './pages.js';
import { benchSearch } from './search.js';
import { measure } from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const PARTS = ['api', 'search', 'pages', 'basket', 'deploy', 'content', 'images'] as const;
// An order needs a bag made ready first (six calls): fewer of them than add-to-bags.
const BASKET_RUNS: BasketRuns = { addToBag: Math.round(RUNS * 1.5), orders: Math.max(20, Math.round(RUNS / 2)) };
type Part = (typeof PARTS)[number];

function selectedParts(): Set<Part> {
  const { values } = parseArgs({ options: { only: { type: 'string' } } });
  if (!values.only) return new Set(PARTS);
  const chosen = values.only.split(',').map((p) => p.trim());
  const unknown = chosen.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`--only takes ${PARTS.join(', ')} (comma-separated), not ${unknown.join(', ')}`);
  return new Set(chosen as Part[]);
}

async function main() {
  const parts = selectedParts();
  if (PARTS.some((part) => part !== 'images' && parts.has(part))) {
    await benchDatabase(parts);
  }
  if (parts.has('images')) {
    console.log('');
    await benchImages(RUNS);
  }
}

async function benchDatabase(parts: Set<Part>) {
  const options = databaseOptionsFromEnv();
  const opened = performance.now();
  const handle = await openDatabase(options);
  await migrate(handle);
  console.log(`database: ${options.driver}, open + migrate ${(performance.now() - opened).toFixed(0)} ms`);
  if (!(await isCatalogueSeeded(handle))) {
    const started = performance.now();
    await seedCatalogue(handle, { seed: 1, products: 300 });
    console.log(`seeded 300 products in ${(performance.now() - started).toFixed(0)} ms`);
  }
  const productCount = await handle.db.$count(products);
  const api = createApi({ db: handle.db, logger: silentLogger });
  if (parts.has('api')) {
    const json = async (path: string) => {
      const response = await api.request(path);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json() as Promise<{ hits: { productId: string }[]; total: number }>;
    };
    const first = await json('/products?categoryId=mens-clothing&limit=47');
    const ids = first.hits.map((h) => h.productId);
    console.log(`catalogue: ${first.total} products in mens-clothing\n`);

    await measure('GET /categories/root?levels=2', RUNS, () => json('/categories/root?levels=2'));
    await measure('GET /products?categoryId=… (47, page 1)', RUNS, () => json('/products?categoryId=mens-clothing&limit=47'));
    await measure('GET /products?categoryId=… (47, page 3)', RUNS, () => json('/products?categoryId=footwear&limit=47&offset=94'));
    await measure('GET /products/{id}', RUNS, (i) => json(`/products/${ids[i % ids.length]}?currency=CAD&locale=fr-CA`));
    console.log('');
  }
  if (parts.has('search')) {
    const memoryIndex = { load: () => startMemoryIndex(handle.db, silentLogger), unload: () => stopMemoryIndex(handle.db) };
    await benchSearch((path, init) => api.request(path, init), memoryIndex, { driver: options.driver, products: productCount, runs: RUNS });
    console.log('');
  }
  const pageUrls = parts.has('pages') || parts.has('content') ? await pickPageUrls(handle.db) : undefined;
  // At 16 in flight, as the pages below: twice the runs.
  const contentFigures = parts.has('content') ? await benchContentEngine(handle, api, RUNS * 2) : undefined;
  const basketVariants = parts.has('basket') ? await pickBasketVariants(handle.db, BASKET_RUNS) : undefined;
  // The servers open the database themselves: an embedded one must be closed here first.
  await handle.close();
  // At 16 in flight, twice the runs keeps the ramp-up and the tail a small share of the samples.
  if (pageUrls && parts.has('pages')) await benchPages(pageUrls, options.driver, productCount, RUNS * 2);
  if (basketVariants) {
    if (parts.has('pages')) console.log('');
    await benchBasket(basketVariants, options, productCount, BASKET_RUNS);
  }
  if (parts.has('deploy')) {
    if (parts.has('pages') || basketVariants) console.log('');
    // As the pages and basket parts: twice the runs at 16 pages in flight, the basket's add-to-bag count.
    await benchDeploy(options, productCount, { pages: RUNS * 2, addToBag: BASKET_RUNS.addToBag });
  }
  if (pageUrls && contentFigures) {
    await benchContentPages(pageUrls.category, options.driver, productCount, RUNS * 2, contentFigures);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
