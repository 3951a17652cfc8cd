import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tsvector } from '../../db/columns.js';
import type { TileDocument } from '../catalog/index.js';

/**
 * What refinements, counts and sort orders read, per product. Both search tables carry these
 * columns under the same names, so one query text runs against either.
 */
function refinableColumns() {
  return {
    productId: text('product_id').primaryKey(),
    productType: text('product_type', { enum: ['master', 'set', 'bundle', 'item'] }).notNull(),
    /** Anything of it in stock: search lists orderable products only, as the platform does by default. */
    orderable: boolean('orderable').notNull(),
    /** Every category it is listed in, with all their ancestors (root included). */
    categoryIds: text('category_ids').array().notNull(),
    colors: text('colors').array().notNull(),
    /** Sizes of orderable variants in stock. */
    sizes: text('sizes').array().notNull(),
    badges: text('badges').array().notNull(),
    isNew: boolean('is_new').notNull(),
    isSale: boolean('is_sale').notNull(),
    /** The tile's price span per currency, in minor units; null when unpriced (sets). */
    usdMin: integer('usd_min'),
    usdMax: integer('usd_max'),
    cadMin: integer('cad_min'),
    cadMax: integer('cad_max'),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull(),
    /** Featured order: lower first. */
    rank: integer('rank').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Name sort keys per language: lower case without accents, compared byte-wise (COLLATE "C"). */
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
  };
}

/**
 * One row per online product (master, item, set, bundle), for listings: a category page, its
 * refinements and counts, every sort order (a category's price and name orders read
 * `searchCategorySort`). Rebuilt from the catalogue by `reindexProducts()` (indexer.ts); nothing
 * else writes it.
 *
 * Kept narrow (about 400 bytes a row) because a listing or a live count reads every row of its
 * category; with the text vectors inline (1.6 kB a row) it read four times the pages. A text
 * query reads `search_text` instead, which repeats these columns next to the vectors so that
 * it needs no join (measured: 2–3× faster than joining the two on 100,000 products).
 *
 * No foreign key to `products`: the index is a projection that the indexer keeps in step,
 * and the catalogue loader must stay free to TRUNCATE its own tables.
 */
export const searchIndex = pgTable('search_index', refinableColumns(), (t) => [
  index('search_index_categories_idx').using('gin', t.categoryIds),
  // Also, written by hand in migration 0021: search_index_scoped_colors_idx and _sizes_idx, GIN
  // indexes of search_scoped_values(category_ids, colors|sizes) over orderable rows (plan.ts, inScopeWith).
  index('search_index_colors_idx').using('gin', t.colors),
  index('search_index_sizes_idx').using('gin', t.sizes),
  index('search_index_badges_idx').using('gin', t.badges),
  // One per sort order, so a listing's first pages walk an index instead of sorting the category.
  // Descending orders scan these backwards; their tie-breaker then runs by id descending.
  index('search_index_rank_idx').on(t.rank, t.productId),
  index('search_index_new_idx').on(sql`${t.isNew} DESC`, t.rank, t.productId),
  index('search_index_created_idx').on(t.createdAt, t.productId),
  index('search_index_usd_asc_idx').on(sql`${t.usdMin} ASC NULLS LAST`, t.productId),
  index('search_index_usd_desc_idx').on(sql`${t.usdMin} DESC NULLS LAST`, t.productId),
  index('search_index_cad_asc_idx').on(sql`${t.cadMin} ASC NULLS LAST`, t.productId),
  index('search_index_cad_desc_idx').on(sql`${t.cadMin} DESC NULLS LAST`, t.productId),
  index('search_index_rating_idx').on(sql`${t.rating} DESC NULLS LAST`, sql`${t.reviewCount} DESC`, t.productId),
  index('search_index_name_en_idx').on(sql`${t.nameEn} COLLATE "C"`, t.productId),
  index('search_index_name_fr_idx').on(sql`${t.nameFr} COLLATE "C"`, t.productId),
]);

/**
 * Each indexed product's tile (catalog's `TileDocument`: names per language, prices per currency,
 * the colours and sizes in stock), so that a listing reads one row per hit (decision 031).
 */
export const searchTiles = pgTable('search_tiles', {
  productId: text('product_id').primaryKey(),
  tile: jsonb('tile').$type<TileDocument>().notNull(),
});

/**
 * One row per (category, orderable product listed under it), root excepted, for the sort orders a
 * listing cannot find by walking search_index (price and name: those values cluster by category,
 * so a walk would cross most of the catalogue first). A category page sorted by price reads its
 * first rows from an index on (category, price) instead of sorting the whole category (decision 031).
 */
export const searchCategorySort = pgTable(
  'search_category_sort',
  {
    productId: text('product_id').notNull(),
    categoryId: text('category_id').notNull(),
    productType: text('product_type', { enum: ['master', 'set', 'bundle', 'item'] }).notNull(),
    colors: text('colors').array().notNull(),
    usdMin: integer('usd_min'),
    cadMin: integer('cad_min'),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('search_category_sort_usd_asc_idx').on(t.categoryId, sql`${t.usdMin} ASC NULLS LAST`, t.productId),
    index('search_category_sort_usd_desc_idx').on(t.categoryId, sql`${t.usdMin} DESC NULLS LAST`, t.productId),
    index('search_category_sort_cad_asc_idx').on(t.categoryId, sql`${t.cadMin} ASC NULLS LAST`, t.productId),
    index('search_category_sort_cad_desc_idx').on(t.categoryId, sql`${t.cadMin} DESC NULLS LAST`, t.productId),
    index('search_category_sort_name_en_idx').on(t.categoryId, sql`${t.nameEn} COLLATE "C"`, t.productId),
    index('search_category_sort_name_fr_idx').on(t.categoryId, sql`${t.nameFr} COLLATE "C"`, t.productId),
  ],
);

/** The same rows with their searchable text, for text queries (see `searchIndex`). */
export const searchText = pgTable(
  'search_text',
  {
    ...refinableColumns(),
    /** Name 'A', keywords 'B', description 'C' (ranked 1, 0.5 and 0.2: spec 2 §9), 'english' configuration. */
    searchEn: tsvector('search_en').notNull(),
    /** The same in French ('french' configuration), English text where there is no French. */
    searchFr: tsvector('search_fr').notNull(),
    /** Words of the name and keywords per language, whose counts `search_terms` holds. */
    termsEn: text('terms_en').array().notNull(),
    termsFr: text('terms_fr').array().notNull(),
  },
  (t) => [
    index('search_text_en_idx').using('gin', t.searchEn),
    index('search_text_fr_idx').using('gin', t.searchFr),
    // Quick search's rank window (plan.ts, QUICK_RANK_WINDOW): its first matches in featured order.
    index('search_text_rank_idx').on(t.rank, t.productId),
  ],
);

/**
 * Hit counts per category scope, kept by the indexer as rows come and go: a category page's
 * refinements (and those of a search refined by one attribute) read a few rows here instead of
 * counting the whole category on every request. `attribute_id` '' with value '' is the total;
 * price buckets are per currency (`price:USD`).
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    categoryId: text('category_id').notNull(),
    attributeId: text('attribute_id').notNull(),
    value: text('value').notNull(),
    hitCount: integer('hit_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.attributeId, t.value] })],
);

/** Distinct words of product names and keywords per language, with how many products use them. */
export const searchTerms = pgTable(
  'search_terms',
  {
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    term: text('term').notNull(),
    docFreq: integer('doc_freq').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.term] }),
    // "Did you mean": nearest known word by trigram similarity; also serves LIKE 'pre%'.
    index('search_terms_trgm_idx').using('gin', t.term.op('gin_trgm_ops')),
  ],
);

/** Labels of refinement values (colour and size names per language, a colour's hex, a size's place in its scale). */
export const searchAttributeValues = pgTable(
  'search_attribute_values',
  {
    attributeId: text('attribute_id', { enum: ['c_color', 'c_size'] }).notNull(),
    value: text('value').notNull(),
    labelEn: text('label_en').notNull(),
    labelFr: text('label_fr').notNull(),
    presentation: text('presentation'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeId, t.value] })],
);

/**
 * One row: a number every index write raises in its own transaction (indexer.ts, writeBatch), so
 * a search result computed at generation g stays true while it reads g (result-cache.ts).
 */
export const searchGeneration = pgTable(
  'search_generation',
  {
    id: integer('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('search_generation_one_row', sql`${t.id} = 1`)],
);

/**
 * The products each index write wrote (or removed), by the generation it raised `search_generation`
 * to, so that the memory index (memory-index.ts) reads only what changed. The indexer keeps the
 * last `CHANGES_KEPT` generations; an index further behind loads everything again.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    generation: bigint('generation', { mode: 'number' }).notNull(),
    productId: text('product_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.generation, t.productId] })],
);
