import { categoryRows } from './categories.js';
import type {
  CategoryRow,
  InventoryRecordRow,
  PriceBookRow,
  PriceRow,
  ProductCategoryRow,
  ProductComponentRow,
  ProductRow,
  VariantRow,
} from './commerce.js';
import { generateGroup } from './groups.js';
import { MAX_PRODUCTS } from './identifiers.js';
import { isSellable, planProduct } from './plan.js';
import { PRICE_BOOKS } from './prices.js';
import { generateSellable, type GeneratedProduct } from './products.js';

export { ARTWORK_KINDS, type ArtworkKind } from './commerce.js';
export type * from './commerce.js';
export { CATEGORY_TREE, NEW_ARRIVALS_CATEGORY_ID, ROOT_CATEGORY_ID, SALE_CATEGORY_ID } from './categories.js';
export { COLOURS, type Colour } from './colors.js';
export { TECH_BADGES, type TechBadgeCode } from './tech-badges.js';
export { PRICE_BOOKS, CAD_PER_USD } from './prices.js';
export { isValidUpc, MAX_PRODUCTS, productId } from './identifiers.js';
export { CATALOGUE_EPOCH } from './merchandising.js';
export { productTypeAt, type ProductType } from './plan.js';
export type { GeneratedProduct } from './products.js';

/** Enough for ≥300 masters once sets, bundles and items take their 6%. */
export const DEFAULT_PRODUCT_COUNT = 320;
export const DEFAULT_SEED = 1;
export const DEFAULT_BATCH_SIZE = 500;

export type CatalogueOptions = { seed: number; products: number };

/** Rows that do not depend on the product count. */
export type StaticRows = { categories: CategoryRow[]; priceBooks: PriceBookRow[] };

/** Rows of a run of consecutive products, [start, end). */
export type CatalogueBatch = {
  start: number;
  end: number;
  products: ProductRow[];
  productCategories: ProductCategoryRow[];
  productComponents: ProductComponentRow[];
  variants: VariantRow[];
  inventoryRecords: InventoryRecordRow[];
  prices: PriceRow[];
};

export type Catalogue = StaticRows & Omit<CatalogueBatch, 'start' | 'end'>;

export function validateOptions({ seed, products }: CatalogueOptions): void {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`seed must be an integer from 0 to ${0xffffffff}, got ${seed}`);
  if (!Number.isSafeInteger(products) || products < 0 || products > MAX_PRODUCTS)
    throw new RangeError(`products must be an integer from 0 to ${MAX_PRODUCTS}, got ${products}`);
}

export function staticRows(): StaticRows {
  return { categories: categoryRows(), priceBooks: PRICE_BOOKS.map((book) => ({ ...book })) };
}

/** The product at `index`: a pure function of (seed, index). */
export function generateProduct(seed: number, index: number): GeneratedProduct {
  const plan = planProduct(seed, index);
  if (isSellable(plan)) return generateSellable(seed, plan);
  return generateGroup(seed, plan);
}

function emptyBatch(start: number): CatalogueBatch {
  return { start, end: start, products: [], productCategories: [], productComponents: [], variants: [], inventoryRecords: [], prices: [] };
}

/** Products [start, end) as one batch. */
export function generateBatch(seed: number, start: number, end: number): CatalogueBatch {
  const batch = emptyBatch(start);
  for (let index = start; index < end; index++) {
    const generated = generateProduct(seed, index);
    batch.products.push(generated.product);
    batch.productCategories.push(...generated.categories);
    batch.productComponents.push(...generated.components);
    batch.variants.push(...generated.variants);
    batch.inventoryRecords.push(...generated.inventory);
    batch.prices.push(...generated.prices);
  }
  batch.end = end;
  return batch;
}

/**
 * Yields the catalogue in batches of `batchSize` products, holding one batch at a time:
 * this is how 100,000 products are generated and loaded in constant memory.
 */
export function* generateProductBatches(
  options: CatalogueOptions & { batchSize?: number },
): Generator<CatalogueBatch, void, undefined> {
  validateOptions(options);
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!Number.isSafeInteger(batchSize) || batchSize < 1) throw new RangeError(`batchSize must be a positive integer, got ${batchSize}`);
  for (let start = 0; start < options.products; start += batchSize)
    yield generateBatch(options.seed, start, Math.min(start + batchSize, options.products));
}

/** The whole catalogue in memory: for tests and small demo runs. */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  validateOptions(options);
  const all = generateBatch(options.seed, 0, options.products);
  return {
    ...staticRows(),
    products: all.products,
    productCategories: all.productCategories,
    productComponents: all.productComponents,
    variants: all.variants,
    inventoryRecords: all.inventoryRecords,
    prices: all.prices,
  };
}
