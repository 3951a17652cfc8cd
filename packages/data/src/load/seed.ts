import { sql } from 'drizzle-orm';
import {
  DEFAULT_BATCH_SIZE,
  DEFAULT_PRODUCT_COUNT,
  DEFAULT_SEED,
  generateProductBatches,
  staticRows,
  validateOptions,
  type CatalogueBatch,
} from '../catalog/index.js';
import { bulkInsert, type Executor } from './bulk-insert.js';
import { seedContent } from './content.js';
import { seedContentItems } from './content-items.js';
import { seedStores } from './stores.js';
import { seedPromotions } from './promotions.js';
import { seedUrlRedirects } from './url-redirects.js';
import { seedWinterSalePrices } from './winter-prices.js';
import { seedTargetingRules } from './targeting.js';
import {
  announceChange,
  categories,
  inventoryRecords,
  priceBooks,
  prices,
  productCategories,
  productComponents,
  products,
  reindexProducts,
  SEARCH_TABLES,
  variants,
  type Database,
  type DatabaseHandle,
} from './commerce.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type SeedOptions = {
  seed?: number;
  products?: number;
  /** Products per transaction. */
  batchSize?: number;
  /** Called after each committed batch (and once at 0) with products done and the total. */
  onProgress?: (done: number, total: number) => void;
  /** Called when the load moves on to a step that has no count of its own (a minute at 100,000 products). */
  onStep?: (step: 'indexing' | 'analysing') => void;
};

export type SeedCounts = {
  products: number;
  productCategories: number;
  productComponents: number;
  variants: number;
  inventoryRecords: number;
  prices: number;
};

export type SeedResult =
  | { seeded: true; counts: SeedCounts; elapsedMs: number }
  | { seeded: false; reason: 'already-seeded'; elapsedMs: number };

/** The catalogue tables, children first, so TRUNCATE and VACUUM name them all at once. */
const CATALOGUE_TABLES = [
  'prices',
  'price_books',
  'inventory_records',
  'variants',
  'product_categories',
  'product_components',
  'products',
  'categories',
] as const;

/** Any number, as long as every seeder uses the same one. */
const SEED_LOCK_KEY = 7_441_902;

export async function isCatalogueSeeded(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/**
 * Empties the catalogue tables. Without CASCADE on purpose: if another module's rows
 * (orders, baskets) point at products, PostgreSQL refuses rather than wiping them too.
 */
export async function resetCatalogue(handle: DatabaseHandle): Promise<void> {
  await handle.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')}`);
}

async function insertBatch(executor: Executor, batch: CatalogueBatch, counts: SeedCounts): Promise<void> {
  // Parents before children: components and memberships reference products.
  await bulkInsert(executor, products, batch.products);
  await bulkInsert(executor, productComponents, batch.productComponents);
  await bulkInsert(executor, productCategories, batch.productCategories);
  await bulkInsert(executor, variants, batch.variants);
  await bulkInsert(executor, inventoryRecords, batch.inventoryRecords);
  await bulkInsert(executor, prices, batch.prices);
  counts.products += batch.products.length;
  counts.productCategories += batch.productCategories.length;
  counts.productComponents += batch.productComponents.length;
  counts.variants += batch.variants.length;
  counts.inventoryRecords += batch.inventoryRecords.length;
  counts.prices += batch.prices.length;
}

/**
 * Loads the generated demo catalogue, one transaction per batch of products.
 *
 * Refuses to seed twice: the first transaction takes an advisory lock, checks that
 * `products` is empty and commits the first batch together with that check, so a second
 * seeder (another process started at the same time included) finds rows and returns
 * `{ seeded: false }` without touching anything.
 */
export async function seedCatalogue(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.products ?? DEFAULT_PRODUCT_COUNT;
  validateOptions({ seed, products: total });
  const elapsed = () => Math.round(performance.now() - started);

  // Stores, legacy-URL redirects, promotions, articles and content items do not depend on the
  // catalogue: seeded whenever their table is empty, existing catalogue or not (a redirect whose
  // product is missing maps nothing, a content link to a missing category shows nothing).
  await seedStores(handle);
  await seedUrlRedirects(handle);
  await seedPromotions(handle);
  await seedTargetingRules(handle);
  await seedContent(handle);
  await seedContentItems(handle);
  if (await isCatalogueSeeded(handle)) return { seeded: false, reason: 'already-seeded', elapsedMs: elapsed() };

  const counts: SeedCounts = {
    products: 0,
    productCategories: 0,
    productComponents: 0,
    variants: 0,
    inventoryRecords: 0,
    prices: 0,
  };
  const batches = generateProductBatches({ seed, products: total, batchSize: options.batchSize ?? DEFAULT_BATCH_SIZE });
  options.onProgress?.(0, total);

  let next = batches.next();
  // The first transaction runs even with zero products: categories and price books still belong in.
  for (let first = true; first || !next.done; first = false, next = batches.next()) {
    const batch = next.done ? undefined : next.value;
    const inserted = await handle.db.transaction(async (tx: Transaction) => {
      // Losing the last commits in a crash is harmless for a re-runnable seed; waiting for
      // each WAL flush is not.
      await tx.execute(sql`SET LOCAL synchronous_commit = off`);
      if (first) {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
        const existing = await tx.select({ id: products.id }).from(products).limit(1);
        if (existing.length > 0) return false;
        const fixed = staticRows();
        await bulkInsert(tx, categories, fixed.categories, { onConflictDoNothing: true });
        await bulkInsert(tx, priceBooks, fixed.priceBooks, { onConflictDoNothing: true });
      }
      if (batch) await insertBatch(tx, batch, counts);
      return true;
    });
    if (!inserted) return { seeded: false, reason: 'already-seeded', elapsedMs: elapsed() };
    if (batch) options.onProgress?.(batch.end, total);
  }

  // The Winter Sale's dated price books, beside its content edition (issue 24).
  await seedWinterSalePrices(handle.db);
  // Search reads its own index of the catalogue (it also drops rows of products a reset removed).
  options.onStep?.('indexing');
  await reindexProducts(handle.db);
  // Running servers on this database drop their category tree and stored pages (decision 041).
  await announceChange(handle.db, 'catalog');
  options.onStep?.('analysing');
  // Fresh statistics so the first queries plan well; VACUUM also sets the visibility map.
  await handle.exec(`VACUUM ANALYZE ${[...CATALOGUE_TABLES, ...SEARCH_TABLES].join(', ')}`);
  return { seeded: true, counts, elapsedMs: elapsed() };
}
