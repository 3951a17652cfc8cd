import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * A delivery key: lower-case words joined by `-`, `_`, `.` or `/` (`home`, `footer`, `t/size-guide`,
 * `category/mens-clothing`): it appears in URLs and in the storefront's code, so nothing to escape.
 */
export const DELIVERY_KEY_PATTERN = '^[a-z0-9]+([._/-][a-z0-9]+)*$';
export const DELIVERY_KEY_MAX_LENGTH = 200;
/** A block type: kebab-case (`hero-banner`, `personalised-slot`), as decision 045 names them. */
export const SCHEMA_NAME_PATTERN = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';
export const SCHEMA_NAME_MAX_LENGTH = 100;
export const ITEM_NAME_MAX_LENGTH = 200;

/** An item body in its stored form (localised values and references as decision 045 shows them). */
export type StoredBody = Record<string, unknown>;

/**
 * Content items (decision 045): typed by `schema`, found by id (the deliveryId) or delivery key,
 * arranged in a hierarchy by `parent_id`. `draft` is what staff edit; publishing copies it to
 * `published`, which is what shoppers see (outside an edition that replaces it).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey(),
    deliveryKey: text('delivery_key'),
    schema: text('schema').notNull(),
    name: text('name').notNull(),
    // A parent with children cannot go: the hierarchy would lose a branch without anyone deciding it.
    parentId: uuid('parent_id').references((): AnyPgColumn => contentItems.id, { onDelete: 'restrict' }),
    draft: jsonb('draft').$type<StoredBody>().notNull(),
    published: jsonb('published').$type<StoredBody>(),
    /** Raised by every write: an update naming an older version is refused (optimistic locking). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_delivery_key_idx').on(t.deliveryKey),
    index('content_items_parent_idx').on(t.parentId),
    index('content_items_schema_idx').on(t.schema),
    check(
      'content_items_delivery_key_format',
      sql`${t.deliveryKey} ~ '${sql.raw(DELIVERY_KEY_PATTERN)}' AND length(${t.deliveryKey}) <= ${sql.raw(String(DELIVERY_KEY_MAX_LENGTH))}`,
    ),
    check(
      'content_items_schema_format',
      sql`${t.schema} ~ '${sql.raw(SCHEMA_NAME_PATTERN)}' AND length(${t.schema}) <= ${sql.raw(String(SCHEMA_NAME_MAX_LENGTH))}`,
    ),
    check(
      'content_items_name_length',
      sql`length(${t.name}) BETWEEN 1 AND ${sql.raw(String(ITEM_NAME_MAX_LENGTH))}`,
    ),
    check('content_items_not_own_parent', sql`${t.parentId} IS NULL OR ${t.parentId} <> ${t.id}`),
    check('content_items_version_positive', sql`${t.version} >= 1`),
  ],
);

/**
 * Editions: a scheduled set of item bodies. While a published edition is live
 * (start ≤ effective time < end) its body of an item replaces the item's published body.
 */
export const contentEditions = pgTable(
  'content_editions',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    start: timestamp('start', { withTimezone: true, mode: 'date' }).notNull(),
    end: timestamp('end', { withTimezone: true, mode: 'date' }).notNull(),
    published: boolean('published').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_editions_window', sql`${t.start} < ${t.end}`),
    check(
      'content_editions_name_length',
      sql`length(${t.name}) BETWEEN 1 AND ${sql.raw(String(ITEM_NAME_MAX_LENGTH))}`,
    ),
    index('content_editions_published_idx').on(t.published, t.start),
  ],
);

/** An edition's body of one item. Deleting the edition or the item takes it along. */
export const contentEditionItems = pgTable(
  'content_edition_items',
  {
    editionId: uuid('edition_id')
      .notNull()
      .references(() => contentEditions.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    body: jsonb('body').$type<StoredBody>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.editionId, t.itemId] }), index('content_edition_items_item_idx').on(t.itemId)],
);
