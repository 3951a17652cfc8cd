import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  primaryKey,
  real,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Localized } from '../../db/localized.js';

/**
 * Generated artwork used for a product's images (see modules/image). `hex` is the colour
 * for products without colour variations (items, sets, bundles) and for category tiles;
 * masters take the colour of the variation value being shown.
 */
export type Artwork = { kind: string; style: number; hex?: string };

export type VariationValue = { value: string; name: Localized; hex?: string; orderable?: boolean };
export type VariationAttribute = { id: 'color' | 'size'; name: Localized; values: VariationValue[] };

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    position: integer('position').notNull().default(0),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>(),
    pageTitle: jsonb('page_title').$type<Localized>(),
    pageDescription: jsonb('page_description').$type<Localized>(),
    /** c_slugUrl per language. */
    slugUrl: jsonb('slug_url').$type<Localized>(),
    /** c_alternativeUrl and c_pageURL: optional custom URLs, tried before the slug. */
    alternativeUrl: text('alternative_url'),
    pageUrl: text('page_url'),
    online: boolean('online').notNull().default(true),
    artwork: jsonb('artwork').$type<Artwork>(),
    /** c_filterExclusions: refinement ids this category's listing does not offer (spec 2 §3). */
    filterExclusions: text('filter_exclusions').array(),
    /** c_quickFilterAllowListOverride: the refinement ids its quick filters draw from, instead of the shop's. */
    quickFilterAllowList: text('quick_filter_allow_list').array(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['master', 'set', 'bundle', 'item'] }).notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    shortDescription: jsonb('short_description').$type<Localized>(),
    longDescription: jsonb('long_description').$type<Localized>(),
    pageTitle: jsonb('page_title').$type<Localized>(),
    pageDescription: jsonb('page_description').$type<Localized>(),
    keywords: jsonb('keywords').$type<Localized>(),
    slugUrl: jsonb('slug_url').$type<Localized>(),
    brand: text('brand').notNull(),
    primaryCategoryId: text('primary_category_id')
      .notNull()
      .references(() => categories.id),
    manufacturerSku: text('manufacturer_sku'),
    styleNumber: text('style_number').notNull(),
    /** c_colorID: the merchandised colour order, pipe-separated. */
    colorIds: text('color_ids').notNull().default(''),
    /** c_technologyGridBadge codes: two-digit strings. */
    techBadges: text('tech_badges')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isNew: boolean('is_new').notNull().default(false),
    isSale: boolean('is_sale').notNull().default(false),
    rating: real('rating'),
    reviewCount: integer('review_count').notNull().default(0),
    stepQuantity: integer('step_quantity').notNull().default(1),
    minOrderQuantity: integer('min_order_quantity').notNull().default(1),
    productClass: text('product_class'),
    variationAttributes: jsonb('variation_attributes').$type<VariationAttribute[]>().notNull().default([]),
    /** Product features (bullet points) per language, shown in the features accordion. */
    features: jsonb('features').$type<{ en: string[]; fr?: string[] }>(),
    /** What it is made of, one line per part, per language: the fabric accordion. Null for none. */
    fabric: jsonb('fabric').$type<{ en: string[]; fr?: string[] }>(),
    artwork: jsonb('artwork').$type<Artwork>().notNull(),
    /** Lower sorts first in "featured" ordering. */
    rank: integer('rank').notNull().default(0),
    online: boolean('online').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_primary_category_idx').on(t.primaryCategoryId),
    index('products_rank_idx').on(t.rank, t.id),
    // /p/{slug} lookups, per language.
    index('products_slug_en_idx').on(sql`(${t.slugUrl}->>'en')`),
    index('products_slug_fr_idx').on(sql`(${t.slugUrl}->>'fr')`),
  ],
);

/** Child products of sets and bundles. */
export const productComponents = pgTable(
  'product_components',
  {
    parentId: text('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: text('child_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    // The bundles a product is part of: read after every order that takes it (flows/reindex-after-stock-change.ts).
    index('product_components_child_idx').on(t.childId),
    // A bundle's stock and its orders count each part at least once (decision 035).
    check('product_components_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.position),
  ],
);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    masterId: text('master_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    color: text('color').notNull(),
    size: text('size').notNull(),
    upc: text('upc').notNull(),
    orderable: boolean('orderable').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('variants_master_idx').on(t.masterId, t.position)],
);

/**
 * The catalogue facts the content-based recommenders compare, for online products only: read by
 * this module's recommendation queries (recommendation-candidates.ts), which score candidates in
 * SQL over the catalogue's own indexes (primary category).
 */
export const recoProducts = pgView('reco_products', {
  productId: text('product_id').notNull(),
  primaryCategoryId: text('primary_category_id').notNull(),
  techBadges: text('tech_badges').array().notNull(),
  /** c_colorID split: the merchandised colour codes. */
  colors: text('colors').array().notNull(),
  isNew: boolean('is_new').notNull(),
  rank: integer('rank').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).as(
  sql`SELECT id AS product_id, primary_category_id, tech_badges, string_to_array(color_ids, '|') AS colors, is_new, rank, created_at FROM products WHERE online`,
);

/**
 * Where each product is listed: top sellers and new arrivals per category (other modules reach it
 * through `productsListedIn`). Offline products are not filtered here (joining `products` cost a
 * scan of the catalogue per request): the tiles are loaded through the catalogue service, which
 * leaves them out.
 */
export const recoProductCategories = pgView('reco_product_categories', {
  productId: text('product_id').notNull(),
  categoryId: text('category_id').notNull(),
}).as(sql`SELECT product_id, category_id FROM product_categories`);
