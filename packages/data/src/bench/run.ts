// `npm run bench`: figures for the catalogue API on the configured database (PGlite under
// $DATA_DIR, or DATABASE_URL). Seeds the demo catalogue first if the database is empty.
// Prints figures; asserts nothing.
import { createApi, databaseOptionsFromEnv, migrate, openDatabase, silentLogger } from '@ridgeline/commerce';
import { products } from '../load/commerce.js';
import { isCatalogueSeeded, seedCatalogue } from '../load/seed.js';
import { benchImages } from './images.js';
import { benchSearch } from './search.js';
import { measure } from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function main() {
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
  const api = createApi({ db: handle.db, logger: silentLogger });
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
  await benchSearch((path) => api.request(path), await handle.db.$count(products), RUNS);
  await handle.close();
  console.log('');
  await benchImages(RUNS);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
