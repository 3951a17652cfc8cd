import { sql } from 'drizzle-orm';
import { boolean, check, date, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Localized } from '../../db/localized.js';
import { tsvector } from '../../db/columns.js';

export const CONTENT_KINDS = ['article', 'page'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** One language's searchable text: the name weighs most, then keywords, then description and body. */
function searchDocument(config: 'english' | 'french', language: 'en' | 'fr') {
  const field = (column: string) =>
    language === 'en' ? `coalesce(${column}->>'en', '')` : `coalesce(${column}->>'fr', ${column}->>'en', '')`;
  return sql.raw(
    `setweight(to_tsvector('${config}', ${field('name')}), 'A') || ` +
      `setweight(to_tsvector('${config}', ${field('keywords')}), 'B') || ` +
      `setweight(to_tsvector('${config}', ${field('description')}), 'C') || ` +
      // Tags separate words: "<p>Layer</p><p>up" is "Layer up", not "Layerup".
      `setweight(to_tsvector('${config}', regexp_replace(${field('body')}, '<[^>]*>', ' ', 'g')), 'D')`,
  );
}

/**
 * Editorial content: articles, guides and how-tos (spec 2's content suggestions, spec 3's content
 * pages). `body` is HTML per language, sanitised when it is imported (import-content.ts): the API
 * hands it out as stored. The search documents are generated columns, so no indexer can miss one.
 */
export const contentAssets = pgTable(
  'content_assets',
  {
    id: text('id').primaryKey(),
    /** An article (a guide, a how-to) or a page (shipping, returns, terms…): the site map lists them apart. */
    kind: text('kind').$type<ContentKind>().notNull().default('article'),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    /** Words the article should be found by that its text may not use, comma-separated. */
    keywords: jsonb('keywords').$type<Localized>().notNull(),
    /** Catalogue categories the article is about: its page links to them. */
    categoryIds: text('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    online: boolean('online').notNull().default(true),
    searchEn: tsvector('search_en')
      .notNull()
      .generatedAlwaysAs(() => searchDocument('english', 'en')),
    searchFr: tsvector('search_fr')
      .notNull()
      .generatedAlwaysAs(() => searchDocument('french', 'fr')),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('content_assets_search_en_idx').using('gin', t.searchEn),
    index('content_assets_search_fr_idx').using('gin', t.searchFr),
    check('content_assets_kind', sql`${t.kind} IN ('article', 'page')`),
    check('content_assets_id_format', sql`${t.id} ~ '^[a-z0-9][a-z0-9-]{0,99}$'`),
  ],
);
export * from './items/schema.js';
