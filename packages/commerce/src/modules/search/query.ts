import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Language } from '../../db/localized.js';
import type { Currency } from '../pricing/service.js';
import type { SortOption } from './contract.js';
import { priceBucketSql, toMinor } from './price-buckets.js';
import { activeFilters, type FilterId, type Refinements } from './refinements.js';
import { searchFacetCounts } from './schema.js';
import { orderBy, priceColumn, sortColumns } from './sort.js';
import { rows, textArray, withSearchSettings } from './sql.js';

/** ts_rank weights {D, C, B, A}: name (A) 1, keywords (B) 0.5, description (C) 0.2 (spec 2 §9). */
export const RANK_WEIGHTS = '{0, 0.2, 0.5, 1.0}';

/** A facet: a filtering refinement, or the category refinement (children of the scope). */
export type FacetId = FilterId | 'cgid';
export const FACET_IDS: readonly FacetId[] = ['cgid', 'c_color', 'c_size', 'price', 'c_isNew', 'c_isSale', 'c_technologyGridBadge'];

export type TextQuery = { configs: readonly ('english' | 'french')[]; query: string };

/** Everything one search asks of the database. */
export type SearchPlan = {
  /** The category listed, subcategories included ('root' for everything). */
  scope: string;
  /** The scope's online subcategories: the category refinement counts them. */
  children: readonly string[];
  text?: TextQuery;
  refinements: Refinements;
  currency: Currency;
  language: Language;
  sort: SortOption;
  limit: number;
  offset: number;
  /** Refinement hit counts wanted (quick search does without). */
  facets: boolean;
};

export type PageRow = { id: string; type: 'master' | 'set' | 'bundle' | 'item'; colors: string[] };
export type FacetCounts = Map<FacetId, Map<string, number>>;
export type SearchRows = { total: number; page: PageRow[]; counts: FacetCounts };

/** The catalogue's root category: every listed product is under it. */
export const ROOT_SCOPE = 'root';

/**
 * Rows listed under the scope. Every listed product has the root in its category path, so for
 * the root a length check stands in for the array search (half the cost of a broad text query).
 */
export function inScope(scope: string): SQL {
  return scope === ROOT_SCOPE ? sql`cardinality(category_ids) > 0` : sql`category_ids @> ${textArray([scope])}`;
}

const col = (name: string): SQL => sql`${sql.identifier(name)}`;

/** The row filter of one refinement, over unqualified search_index columns. */
export function predicate(id: FilterId, r: Refinements, currency: Currency): SQL {
  switch (id) {
    case 'c_color':
      return sql`${col('colors')} && ${textArray(r.c_color ?? [])}`;
    case 'c_size':
      return sql`${col('sizes')} && ${textArray(r.c_size ?? [])}`;
    case 'c_technologyGridBadge':
      return sql`${col('badges')} && ${textArray(r.c_technologyGridBadge ?? [])}`;
    case 'price': {
      const range = r.price ?? { min: 0, max: 0 };
      const price = priceColumn(currency);
      return sql`(${price} >= ${toMinor(range.min)} AND ${price} < ${toMinor(range.max)})`;
    }
    case 'c_isNew':
      return col('is_new');
    case 'c_isSale':
      return col('is_sale');
  }
}

function tsquery(config: 'english' | 'french', query: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})`;
}

function vector(config: 'english' | 'french'): SQL {
  return col(config === 'french' ? 'search_fr' : 'search_en');
}

/** Matches in any of the language's configurations: French shoppers also find English words. */
export function textMatch(text: TextQuery): SQL {
  return sql`(${sql.join(
    text.configs.map((c) => sql`${vector(c)} @@ ${tsquery(c, text.query)}`),
    sql` OR `,
  )})`;
}

/** Relevance: the best ts_rank over the language's configurations, weighted by field. */
export function textScore(text: TextQuery): SQL {
  const ranks = text.configs.map((c) => sql`ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}::float4[], ${vector(c)}, ${tsquery(c, text.query)})`);
  return ranks.length === 1 ? ranks[0]! : sql`GREATEST(${sql.join(ranks, sql`, `)})`;
}

/** A text query reads the table that holds the vectors next to the same columns (schema.ts). */
const from = (text: TextQuery | undefined) => (text ? sql`search_text` : sql`search_index`);

const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`);
const okColumn = (id: FilterId) => col(`ok_${id}`);

/**
 * Which facets the stored counts (search_facet_counts) answer: without a text query, a
 * facet's counts apply every refinement but its own, so they are the category's own counts
 * when no other refinement is set. The rest is counted live.
 */
export function storedFacets(plan: Pick<SearchPlan, 'text' | 'refinements' | 'facets'>): FacetId[] {
  if (plan.text || !plan.facets) return [];
  const active = activeFilters(plan.refinements);
  return FACET_IDS.filter((id) => active.every((other) => other === id));
}

/**
 * The one statement that counts and pages a search: a CTE of candidate rows, each carrying
 * whether it passes each refinement, then the total, the page and each live facet's counts
 * from that CTE. A facet counts the rows that pass every refinement except its own (so picking
 * one colour still shows the other colours' counts); candidates are narrowed to rows failing at
 * most the one refinement whose facet is counted here, which keeps the GIN indexes usable.
 */
export function buildLiveQuery(plan: SearchPlan, liveFacets: readonly FacetId[]): SQL {
  const active = activeFilters(plan.refinements);
  const predicates = new Map(active.map((id) => [id, predicate(id, plan.refinements, plan.currency)] as const));
  const price = priceColumn(plan.currency);

  const liveRefined = active.filter((id) => liveFacets.includes(id));
  const everyButOne = (skip: FilterId) => allOf(active.filter((id) => id !== skip).map((id) => predicates.get(id)!));
  const restriction =
    active.length === 0
      ? sql`TRUE`
      : liveRefined.length === 0
        ? allOf([...predicates.values()])
        : sql`(${sql.join(
            liveRefined.map((id) => everyButOne(id)),
            sql` OR `,
          )})`;

  const where = [
    col('orderable'),
    inScope(plan.scope),
    ...(plan.text ? [textMatch(plan.text)] : []),
    restriction,
  ];
  const sortContext = { currency: plan.currency, language: plan.language, hasText: Boolean(plan.text) };
  // Only what the page, the sort and the live facets read: a narrow CTE stays in memory.
  const names = new Set(['product_id', 'product_type', 'colors', ...sortColumns(plan.sort, sortContext)]);
  const facetColumns: Record<FacetId, string[]> = {
    cgid: ['category_ids'],
    c_color: [],
    c_size: ['sizes'],
    price: [plan.currency === 'CAD' ? 'cad_min' : 'usd_min'],
    c_isNew: ['is_new'],
    c_isSale: ['is_sale'],
    c_technologyGridBadge: ['badges'],
  };
  for (const facet of liveFacets) for (const name of facetColumns[facet]) names.add(name);
  const columns = [
    ...[...names].map((name) => col(name)),
    ...(plan.text && plan.sort === 'best-matches' ? [sql`${textScore(plan.text)} AS score`] : []),
    ...active.map((id) => sql`(${predicates.get(id)!}) AS ${okColumn(id)}`),
  ];

  const ok = allOf(active.map(okColumn));
  const okFor = (facet: FacetId) =>
    facet !== 'cgid' && active.includes(facet) ? allOf(active.filter((id) => id !== facet).map(okColumn)) : ok;
  const order = orderBy(plan.sort, sortContext);

  const pairs = (values: SQL, filter: SQL = sql`TRUE`) =>
    sql`(SELECT coalesce(json_agg(json_build_array(v, n)), '[]'::json) FROM (SELECT v, count(*)::int AS n FROM (${values}) u WHERE v IS NOT NULL AND ${filter} GROUP BY v) g)`;
  const facetColumn = (facet: FacetId): SQL => {
    const where = okFor(facet);
    switch (facet) {
      case 'c_color':
        return pairs(sql`SELECT unnest(colors) AS v FROM base WHERE ${where}`);
      case 'c_size':
        return pairs(sql`SELECT unnest(sizes) AS v FROM base WHERE ${where}`);
      case 'c_technologyGridBadge':
        return pairs(sql`SELECT unnest(badges) AS v FROM base WHERE ${where}`);
      case 'price':
        return pairs(sql`SELECT ${priceBucketSql(price, plan.currency)} AS v FROM base WHERE ${where}`);
      case 'c_isNew':
        return pairs(sql`SELECT 'true' AS v FROM base WHERE ${where} AND is_new`);
      case 'c_isSale':
        return pairs(sql`SELECT 'true' AS v FROM base WHERE ${where} AND is_sale`);
      case 'cgid':
        return pairs(sql`SELECT unnest(category_ids) AS v FROM base WHERE ${where}`, sql`v = ANY(${textArray(plan.children)})`);
    }
  };

  return sql`WITH base AS MATERIALIZED (
  SELECT ${sql.join(columns, sql`, `)} FROM ${from(plan.text)} WHERE ${sql.join(where, sql` AND `)}
)
SELECT
  (SELECT count(*)::int FROM base WHERE ${ok}) AS total,
  (SELECT coalesce(json_agg(json_build_array(product_id, product_type, colors) ORDER BY ${order}), '[]'::json)
     FROM (SELECT * FROM base WHERE ${ok} ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}) p) AS page${sql.join(
       liveFacets.map((facet) => sql`,\n  ${facetColumn(facet)} AS ${col(`f_${facet}`)}`),
       sql``,
     )}`;
}

type LiveRow = { total: number; page: [string, PageRow['type'], string[]][] } & Record<string, [string, number][] | undefined>;

/**
 * Without facets (quick search) a page and its total need no CTE: the total is a window count
 * over the matches, and the page a top-N sort of them.
 */
export function buildPageQuery(plan: SearchPlan): SQL {
  const active = activeFilters(plan.refinements);
  const sortContext = { currency: plan.currency, language: plan.language, hasText: Boolean(plan.text) };
  const score = plan.text && plan.sort === 'best-matches' ? sql`, ${textScore(plan.text)} AS score` : sql``;
  return sql`SELECT product_id, product_type, colors, count(*) OVER ()::int AS total${score}
    FROM ${from(plan.text)}
    WHERE orderable AND ${inScope(plan.scope)}${plan.text ? sql` AND ${textMatch(plan.text)}` : sql``}
      AND ${allOf(active.map((id) => predicate(id, plan.refinements, plan.currency)))}
    ORDER BY ${orderBy(plan.sort, sortContext)} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
}

async function live(db: Database, plan: SearchPlan, liveFacets: readonly FacetId[]): Promise<SearchRows> {
  const counts: FacetCounts = new Map();
  if (liveFacets.length === 0) {
    const found = await withSearchSettings<{ product_id: string; product_type: PageRow['type']; colors: string[]; total: number }>(db, buildPageQuery(plan));
    const page = found.map((r) => ({ id: r.product_id, type: r.product_type, colors: r.colors }));
    // Past the last page there is no row to carry the total: count apart (rare).
    const total: number = found[0]?.total ?? (plan.offset > 0 ? (await live(db, { ...plan, offset: 0, limit: 1 }, [])).total : 0);
    return { total, page, counts };
  }
  const [row] = await withSearchSettings<LiveRow>(db, buildLiveQuery(plan, liveFacets));
  for (const facet of liveFacets) counts.set(facet, new Map(row?.[`f_${facet}`] ?? []));
  const page = (row?.page ?? []).map(([id, type, colors]) => ({ id, type, colors }));
  return { total: row?.total ?? 0, page, counts };
}

/**
 * Sort orders whose index a category listing may walk: featured rank, newness, creation date and
 * rating are spread evenly over categories, so the first page is found after reading a few
 * rows per hit. Price and name are not (socks are cheap, "Men's …" names sort together), and
 * walking their index would cross most of the catalogue before reaching the category.
 */
const WALKABLE: readonly SortOption[] = ['best-matches', 'featured-new', 'newest', 'top-rated'];

/** A category listing without refinements: walk a sort index, or sort the category's rows (top-N). */
async function listingPage(db: Database, plan: SearchPlan): Promise<PageRow[]> {
  const order = orderBy(plan.sort, { currency: plan.currency, language: plan.language, hasText: false });
  const listed = sql`orderable AND ${inScope(plan.scope)}`;
  const paging = sql`ORDER BY ${order} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  const query =
    WALKABLE.includes(plan.sort) || plan.scope === ROOT_SCOPE
      ? sql`SELECT product_id, product_type, colors FROM search_index WHERE ${listed} ${paging}`
      : // OFFSET 0 keeps the planner from flattening the subquery into an index walk: it scans the
        // category (bitmap) and keeps the best rows in a top-N sort, streaming, without a temp file.
        sql`SELECT product_id, product_type, colors FROM (
              SELECT product_id, product_type, colors, rank, is_new, created_at, rating, review_count, usd_min, cad_min, name_en, name_fr
              FROM search_index WHERE ${listed} OFFSET 0) listed ${paging}`;
  const found = await rows<{ product_id: string; product_type: PageRow['type']; colors: string[] }>(db, query);
  return found.map((r) => ({ id: r.product_id, type: r.product_type, colors: r.colors }));
}

/** The stored counts of the scope (and its children's totals). */
async function stored(db: Database, plan: SearchPlan, facets: readonly FacetId[], withTotal: boolean) {
  const attributes = facets.filter((f) => f !== 'cgid').map((f) => (f === 'price' ? `price:${plan.currency}` : f));
  if (withTotal) attributes.push('');
  const conditions = [and(eq(searchFacetCounts.categoryId, plan.scope), inArray(searchFacetCounts.attributeId, attributes))];
  if (facets.includes('cgid') && plan.children.length > 0) {
    conditions.push(and(inArray(searchFacetCounts.categoryId, [...plan.children]), eq(searchFacetCounts.attributeId, '')));
  }
  const found = attributes.length || conditions.length > 1 ? await db.select().from(searchFacetCounts).where(or(...conditions)) : [];
  const counts: FacetCounts = new Map(facets.map((f) => [f, new Map<string, number>()]));
  let total = 0;
  for (const r of found) {
    if (r.hitCount <= 0) continue;
    if (r.categoryId !== plan.scope) counts.get('cgid')?.set(r.categoryId, r.hitCount);
    else if (r.attributeId === '') total = r.hitCount;
    else counts.get(r.attributeId.startsWith('price:') ? 'price' : (r.attributeId as FacetId))?.set(r.value, r.hitCount);
  }
  return { total, counts };
}

/**
 * Runs a search plan: a plain listing (no text, no refinement) reads stored counts and walks a
 * sort index, so its cost does not grow with the category; anything else runs the live
 * statement for what the stored counts cannot answer.
 */
export async function runSearch(db: Database, plan: SearchPlan): Promise<SearchRows> {
  const fromStore = storedFacets(plan);
  const liveFacets = plan.facets ? FACET_IDS.filter((f) => !fromStore.includes(f)) : [];
  const plain = !plan.text && activeFilters(plan.refinements).length === 0;
  if (plain) {
    const [page, counts] = await Promise.all([listingPage(db, plan), stored(db, plan, fromStore, true)]);
    return { total: counts.total, page, counts: counts.counts };
  }
  const [result, counts] = await Promise.all([
    live(db, plan, liveFacets),
    fromStore.length ? stored(db, plan, fromStore, false) : undefined,
  ]);
  for (const [facet, values] of counts?.counts ?? []) result.counts.set(facet, values);
  return result;
}

/**
 * Whether a text matches more than `than` rows under the same scope and refinements (for "did
 * you mean"): counting stops there, so a broad correction costs no more than a narrow one.
 */
export async function matchesMoreThan(db: Database, plan: SearchPlan, text: TextQuery, than: number): Promise<boolean> {
  const active = activeFilters(plan.refinements);
  const [row] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (
          SELECT 1 FROM ${from(text)}
          WHERE orderable AND ${inScope(plan.scope)} AND ${textMatch(text)}
            AND ${allOf(active.map((id) => predicate(id, plan.refinements, plan.currency)))}
          LIMIT ${than + 1}) m`,
  );
  return (row?.n ?? 0) > than;
}
