import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { getSearchDocuments, listOnlineProductIds, type DocumentValue, type SearchDocument } from '../catalog/index.js';
import { CHANGES_KEPT } from './generation.js';
import { ROOT_SCOPE } from './plan.js';
import { priceBucketSql } from './price-buckets.js';
import { searchIndex } from './schema.js';
import { rows } from '../../db/raw-sql.js';
import { idArray } from './sql.js';
import { fold, vocabulary } from './text.js';

/** Products per transaction: big enough to amortise round trips, small enough to keep locks short. */
export const INDEX_BATCH_SIZE = 500;
/** Serialises writers of the stored counts (any number, as long as every indexer uses it). */
const INDEX_LOCK_KEY = 7_441_903;

/** The tables this module owns, e.g. for a loader's VACUUM ANALYZE. */
export const SEARCH_TABLES = [
  'search_index',
  'search_text',
  'search_tiles',
  'search_category_sort',
  'search_facet_counts',
  'search_terms',
  'search_attribute_values',
  'search_changes',
] as const;

export type ReindexResult = { indexed: number; removed: number };

/** The columns both search tables share: all of search_index's (schema.ts, refinableColumns). */
const REFINABLE_COLUMNS = Object.values(getTableColumns(searchIndex)).map((c) => c.name);

export type IndexRow = {
  product_id: string;
  product_type: SearchDocument['type'];
  orderable: boolean;
  category_ids: string[];
  colors: string[];
  sizes: string[];
  badges: string[];
  is_new: boolean;
  is_sale: boolean;
  usd_min: number | null;
  usd_max: number | null;
  cad_min: number | null;
  cad_max: number | null;
  rating: number | null;
  review_count: number;
  rank: number;
  created_at: string;
  name_en: string;
  name_fr: string;
  terms_en: string[];
  terms_fr: string[];
  /** Raw text for to_tsvector(); not columns of the table. */
  text_name_en: string;
  text_keywords_en: string;
  text_description_en: string;
  text_name_fr: string;
  text_keywords_fr: string;
  text_description_fr: string;
};

/** One index row from a catalogue document: French falls back to English where it has no text. */
export function toIndexRow(doc: SearchDocument): IndexRow {
  const en = { name: doc.name.en, keywords: doc.keywords?.en ?? '', description: doc.description?.en ?? '' };
  const fr = {
    name: doc.name.fr ?? en.name,
    keywords: doc.keywords?.fr ?? en.keywords,
    description: doc.description?.fr ?? en.description,
  };
  return {
    product_id: doc.id,
    product_type: doc.type,
    orderable: doc.orderable,
    category_ids: doc.categoryIds,
    colors: doc.colors.map((c) => c.value),
    sizes: doc.sizes.map((s) => s.value),
    badges: doc.techBadges,
    is_new: doc.isNew,
    is_sale: doc.isSale,
    usd_min: doc.tile.prices.USD?.min ?? null,
    usd_max: doc.tile.prices.USD?.max ?? null,
    cad_min: doc.tile.prices.CAD?.min ?? null,
    cad_max: doc.tile.prices.CAD?.max ?? null,
    rating: doc.rating,
    review_count: doc.reviewCount,
    rank: doc.rank,
    created_at: doc.createdAt.toISOString(),
    name_en: fold(en.name),
    name_fr: fold(fr.name),
    terms_en: vocabulary(en.name, en.keywords),
    terms_fr: vocabulary(fr.name, fr.keywords),
    text_name_en: en.name,
    text_keywords_en: en.keywords,
    text_description_en: en.description,
    text_name_fr: fr.name,
    text_keywords_fr: fr.keywords,
    text_description_fr: fr.description,
  };
}

type Executor = Pick<Database, 'execute'>;

/** Name 'A', keywords 'B', description 'C' in one text-search configuration. */
function weighted(config: 'english' | 'french', name: SQL, keywords: SQL, description: SQL): SQL {
  const cfg = sql.raw(`'${config}'::regconfig`);
  return sql`setweight(to_tsvector(${cfg}, ${name}), 'A') || setweight(to_tsvector(${cfg}, ${keywords}), 'B') || setweight(to_tsvector(${cfg}, ${description}), 'C')`;
}

async function insertRows(tx: Executor, indexRows: IndexRow[]): Promise<void> {
  if (indexRows.length === 0) return;
  const records = sql`json_to_recordset(${JSON.stringify(indexRows)}::json) AS r(
      product_id text, product_type text, orderable boolean, category_ids text[], colors text[], sizes text[], badges text[],
      is_new boolean, is_sale boolean, usd_min integer, usd_max integer, cad_min integer, cad_max integer, rating real,
      review_count integer, rank integer, created_at timestamptz, name_en text, name_fr text, terms_en text[], terms_fr text[],
      text_name_en text, text_keywords_en text, text_description_en text,
      text_name_fr text, text_keywords_fr text, text_description_fr text)`;
  const r = (name: string) => sql.raw(`r.${name}`);
  const columns = sql.raw(REFINABLE_COLUMNS.join(', '));
  await tx.execute(sql`
    WITH r AS MATERIALIZED (SELECT * FROM ${records}),
    text_rows AS (
      INSERT INTO search_text (${columns}, search_en, search_fr, terms_en, terms_fr)
      SELECT ${columns},
        ${weighted('english', r('text_name_en'), r('text_keywords_en'), r('text_description_en'))},
        ${weighted('french', r('text_name_fr'), r('text_keywords_fr'), r('text_description_fr'))},
        r.terms_en, r.terms_fr
      FROM r
    )
    INSERT INTO search_index (${columns}) SELECT ${columns} FROM r`);
}

async function insertTiles(tx: Executor, docs: readonly SearchDocument[]): Promise<void> {
  if (docs.length === 0) return;
  await tx.execute(sql`
    INSERT INTO search_tiles (product_id, tile)
    SELECT t->>'id', t FROM jsonb_array_elements(${JSON.stringify(docs.map((d) => d.tile))}::jsonb) AS t`);
}

/** The rows' places in each category's price and name orders (schema.ts, searchCategorySort). */
async function insertCategorySort(tx: Executor, ids: readonly string[]): Promise<void> {
  await tx.execute(sql`
    INSERT INTO search_category_sort (product_id, category_id, product_type, colors, usd_min, cad_min, name_en, name_fr)
    SELECT si.product_id, c, si.product_type, si.colors, si.usd_min, si.cad_min, si.name_en, si.name_fr
    FROM search_index si CROSS JOIN LATERAL unnest(si.category_ids) AS c
    WHERE si.product_id = ANY(${idArray(ids)}) AND si.orderable AND c <> ${ROOT_SCOPE}`);
}

/**
 * Adds (sign 1) or takes away (sign -1) the index rows of `ids` from the stored counts: per
 * category scope, the total and every refinement value; per language, each word's product count.
 */
async function applyCounts(tx: Executor, ids: readonly string[], sign: 1 | -1): Promise<void> {
  const mine = sql`si.product_id = ANY(${idArray(ids)})`;
  const n = sql.raw(String(sign));
  await tx.execute(sql`
    INSERT INTO search_facet_counts (category_id, attribute_id, value, hit_count)
    SELECT c, f.a, f.v, (count(*) * ${n})::int
    FROM search_index si
    CROSS JOIN LATERAL unnest(si.category_ids) AS c
    CROSS JOIN LATERAL (
      SELECT '' AS a, '' AS v
      UNION ALL SELECT 'c_color', unnest(si.colors)
      UNION ALL SELECT 'c_size', unnest(si.sizes)
      UNION ALL SELECT 'c_technologyGridBadge', unnest(si.badges)
      UNION ALL SELECT 'c_isNew', 'true' WHERE si.is_new
      UNION ALL SELECT 'c_isSale', 'true' WHERE si.is_sale
      UNION ALL SELECT 'price:USD', ${priceBucketSql(sql`si.usd_min`, 'USD')}
      UNION ALL SELECT 'price:CAD', ${priceBucketSql(sql`si.cad_min`, 'CAD')}
    ) AS f
    WHERE ${mine} AND si.orderable AND f.v IS NOT NULL
    GROUP BY c, f.a, f.v
    ON CONFLICT (category_id, attribute_id, value)
    DO UPDATE SET hit_count = search_facet_counts.hit_count + EXCLUDED.hit_count`);
  await tx.execute(sql`
    INSERT INTO search_terms (language, term, doc_freq)
    SELECT l, t, (count(*) * ${n})::int FROM (
      SELECT 'en' AS l, unnest(si.terms_en) AS t FROM search_text si WHERE ${mine}
      UNION ALL SELECT 'fr', unnest(si.terms_fr) FROM search_text si WHERE ${mine}
    ) w GROUP BY l, t
    ON CONFLICT (language, term) DO UPDATE SET doc_freq = search_terms.doc_freq + EXCLUDED.doc_freq`);
}

/** Colour and size names for refinement labels; the latest product to mention a value names it. */
async function upsertValues(tx: Executor, docs: readonly SearchDocument[]): Promise<void> {
  const values = new Map<
    string,
    {
      attribute_id: string;
      value: string;
      label_en: string;
      label_fr: string;
      presentation: string | null;
      position: number;
    }
  >();
  const add = (attribute: 'c_color' | 'c_size', v: DocumentValue) => {
    if (!v.name) return;
    values.set(`${attribute}\u0000${v.value}`, {
      attribute_id: attribute,
      value: v.value,
      label_en: v.name.en,
      label_fr: v.name.fr ?? v.name.en,
      presentation: v.hex?.replace('#', '') ?? null,
      position: v.position,
    });
  };
  for (const doc of docs) {
    for (const c of doc.colors) add('c_color', c);
    for (const s of doc.sizes) add('c_size', s);
  }
  if (values.size === 0) return;
  await tx.execute(sql`
    INSERT INTO search_attribute_values (attribute_id, value, label_en, label_fr, presentation, position)
    SELECT * FROM json_to_recordset(${JSON.stringify([...values.values()])}::json)
      AS r(attribute_id text, value text, label_en text, label_fr text, presentation text, position integer)
    ON CONFLICT (attribute_id, value) DO UPDATE SET label_en = EXCLUDED.label_en, label_fr = EXCLUDED.label_fr,
      presentation = EXCLUDED.presentation, position = EXCLUDED.position`);
}

/**
 * Replaces the index rows of `ids` by `docs` (their current catalogue state) in one
 * transaction, keeping the stored counts in step: the old rows' contributions go out, the new
 * rows' come in. Ids without a document (no longer online) lose their row.
 */
async function writeBatch(
  db: Database,
  ids: readonly string[],
  docs: readonly SearchDocument[],
): Promise<ReindexResult> {
  const indexRows = docs.map(toIndexRow);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${INDEX_LOCK_KEY})`);
    // Kept search results (result-cache.ts) stop answering once this commits.
    // Written back if it went missing (without it nothing is kept), above any generation kept before.
    const [generation] = await rows<{ value: string }>(
      tx,
      sql`INSERT INTO search_generation (id, value)
      VALUES (1, (extract(epoch FROM clock_timestamp()) * 1e6)::bigint)
      ON CONFLICT (id) DO UPDATE SET value = search_generation.value + 1
      RETURNING value::text AS value`,
    );
    // What this write touched, for the memory index's refresh (memory-index.ts); older changes go.
    await tx.execute(sql`INSERT INTO search_changes (generation, product_id)
      SELECT ${generation!.value}::bigint, id FROM unnest(${idArray(ids)}) AS id ON CONFLICT DO NOTHING`);
    await tx.execute(
      sql`DELETE FROM search_changes WHERE generation <= ${generation!.value}::bigint - ${CHANGES_KEPT}`,
    );
    await applyCounts(tx, ids, -1);
    const deleted = await rows<{ product_id: string }>(
      tx,
      sql`DELETE FROM search_index WHERE product_id = ANY(${idArray(ids)}) RETURNING product_id`,
    );
    await tx.execute(sql`DELETE FROM search_text WHERE product_id = ANY(${idArray(ids)})`);
    await tx.execute(sql`DELETE FROM search_tiles WHERE product_id = ANY(${idArray(ids)})`);
    await tx.execute(sql`DELETE FROM search_category_sort WHERE product_id = ANY(${idArray(ids)})`);
    await insertRows(tx, indexRows);
    await insertTiles(tx, docs);
    await insertCategorySort(tx, ids);
    await applyCounts(tx, ids, 1);
    await upsertValues(tx, docs);
    await tx.execute(sql`DELETE FROM search_facet_counts WHERE hit_count <= 0`);
    await tx.execute(sql`DELETE FROM search_terms WHERE doc_freq <= 0`);
    const kept = new Set(indexRows.map((r) => r.product_id));
    return { indexed: indexRows.length, removed: deleted.filter((d) => !kept.has(d.product_id)).length };
  });
}

/**
 * Indexes batches of ids as they come: the next batch's documents are read from the catalogue
 * while the current batch is written, so reading and writing overlap on a pooled server.
 */
async function indexBatches(db: Database, batches: AsyncIterable<string[]>, total: ReindexResult): Promise<void> {
  let pending: { ids: string[]; docs: Promise<SearchDocument[]> } | undefined;
  const flush = async () => {
    if (!pending) return;
    const r = await writeBatch(db, pending.ids, await pending.docs);
    total.indexed += r.indexed;
    total.removed += r.removed;
  };
  for await (const ids of batches) {
    const next = { ids, docs: getSearchDocuments(db, ids) };
    // A rejected read is awaited (and thrown) by flush(); until then, keep it from counting as unhandled.
    next.docs.catch(() => undefined);
    await flush();
    pending = next;
  }
  await flush();
}

async function* chunks(ids: readonly string[]): AsyncGenerator<string[]> {
  for (let at = 0; at < ids.length; at += INDEX_BATCH_SIZE) yield ids.slice(at, at + INDEX_BATCH_SIZE);
}

/**
 * Brings the search index in line with the catalogue: the given products, or (without ids)
 * every online product, in batches, and then drops rows of products no longer online.
 * Call it after loading or changing products, prices or stock.
 */
export async function reindexProducts(db: Database, productIds?: readonly string[]): Promise<ReindexResult> {
  const total: ReindexResult = { indexed: 0, removed: 0 };
  if (productIds) {
    await indexBatches(db, chunks([...new Set(productIds)]), total);
    return total;
  }
  // In the catalogue's category order, so that on a fresh index a category's rows share pages.
  const online = await listOnlineProductIds(db);
  await indexBatches(db, chunks(online), total);
  const seen = new Set(online);
  const indexed = await rows<{ product_id: string }>(db, sql`SELECT product_id FROM search_index`);
  await indexBatches(db, chunks(indexed.map((r) => r.product_id).filter((id) => !seen.has(id))), total);
  return total;
}
