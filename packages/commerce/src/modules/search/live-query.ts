import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  allOf,
  col,
  from,
  inScope,
  inScopeWith,
  predicate,
  QUICK_RANK_WINDOW,
  textMatch,
  textScore,
  vector,
  type FacetCounts,
  type FacetId,
  type PageRow,
  type SearchPlan,
  type SearchRows,
  type TextQuery,
} from './plan.js';
import { priceBucketSql } from './price-buckets.js';
import { activeFilters, type FilterId } from './refinements.js';
import { orderBy, priceColumn, sortColumns } from './sort.js';
import { textArray } from '../../db/raw-sql.js';
import { withSearchSettings } from './sql.js';

const okColumn = (id: FilterId) => col(`ok_${id}`);

/**
 * How many matches quick search ranks (plan.ts, QUICK_RANK_WINDOW): a text query sorted by
 * relevance, without facets or refinements, whose page lies within the window; otherwise
 * undefined, and every match is ranked. A search results page is always ranked and counted
 * over every match (decision 028).
 */
export function rankWindow(plan: SearchPlan): number | undefined {
  if (plan.facets || !plan.text || plan.sort !== 'best-matches' || activeFilters(plan.refinements).length > 0) {
    return undefined;
  }
  return plan.offset + plan.limit <= QUICK_RANK_WINDOW ? QUICK_RANK_WINDOW : undefined;
}

/**
 * The first `size` matches of a text query in featured order, with the vectors ts_rank reads: a
 * walk of the rank index for a broad query, a bitmap scan and a top-N sort for a narrow one (the
 * planner's choice).
 */
function rankWindowOf(plan: SearchPlan, text: TextQuery, columns: Iterable<string>, size: number): SQL {
  const read = [...columns].map((name) => col(name));
  for (const config of text.configs) read.push(vector(config));
  return sql`(SELECT ${sql.join(read, sql`, `)} FROM search_text
    WHERE orderable AND ${inScope(plan.scope)} AND ${textMatch(text)}
    ORDER BY rank, product_id LIMIT ${size}) w`;
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
  // When every candidate has one of the refined colours (or sizes) — that facet is not counted
  // here — the scope and the values are one index probe, and each candidate passes that refinement.
  const scoped = plan.text
    ? undefined
    : (['c_color', 'c_size'] as const).find((id) => plan.refinements[id] !== undefined && !liveRefined.includes(id));
  if (scoped) predicates.set(scoped, sql`TRUE`);
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
    scoped ? inScopeWith(plan.scope, scoped, plan.refinements[scoped]!) : inScope(plan.scope),
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
        return pairs(
          sql`SELECT unnest(category_ids) AS v FROM base WHERE ${where}`,
          sql`v = ANY(${textArray(plan.children)})`,
        );
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

type LiveRow = { total: number; page: [string, PageRow['type'], string[]][] } & Record<
  string,
  [string, number][] | undefined
>;

/**
 * Without facets (quick search) a page and its total need no CTE: the total is a window count
 * over the matches, and the page a top-N sort of them.
 */
export function buildPageQuery(plan: SearchPlan, window: number | undefined = rankWindow(plan)): SQL {
  const active = activeFilters(plan.refinements);
  const sortContext = { currency: plan.currency, language: plan.language, hasText: Boolean(plan.text) };
  const score = plan.text && plan.sort === 'best-matches' ? sql`, ${textScore(plan.text)} AS score` : sql``;
  if (window && plan.text) {
    // The total counts the window: quick search only tells no hit from a few (suggestions.ts).
    return sql`SELECT product_id, product_type, colors, count(*) OVER ()::int AS total${score}
    FROM ${rankWindowOf(plan, plan.text, ['product_id', 'product_type', 'colors', 'rank'], window)}
    ORDER BY ${orderBy(plan.sort, sortContext)} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
  }
  return sql`SELECT product_id, product_type, colors, count(*) OVER ()::int AS total${score}
    FROM ${from(plan.text)}
    WHERE orderable AND ${inScope(plan.scope)}${plan.text ? sql` AND ${textMatch(plan.text)}` : sql``}
      AND ${allOf(active.map((id) => predicate(id, plan.refinements, plan.currency)))}
    ORDER BY ${orderBy(plan.sort, sortContext)} LIMIT ${plan.limit} OFFSET ${plan.offset}`;
}

type PageQueryRow = { product_id: string; product_type: PageRow['type']; colors: string[]; total: number };

export async function runLive(db: Database, plan: SearchPlan, liveFacets: readonly FacetId[]): Promise<SearchRows> {
  const counts: FacetCounts = new Map();
  if (liveFacets.length === 0) {
    const window = rankWindow(plan);
    const found = await withSearchSettings<PageQueryRow>(db, buildPageQuery(plan, window));
    const page = found.map((r) => ({ id: r.product_id, type: r.product_type, colors: r.colors }));
    // Past the last page there is no row to carry the total: count apart (rare), windowed as the page was.
    const recount = async () =>
      (await withSearchSettings<PageQueryRow>(db, buildPageQuery({ ...plan, offset: 0, limit: 1 }, window)))[0]
        ?.total ?? 0;
    const total: number = found[0]?.total ?? (plan.offset > 0 ? await recount() : 0);
    return { total, page, counts };
  }
  const [row] = await withSearchSettings<LiveRow>(db, buildLiveQuery(plan, liveFacets));
  for (const facet of liveFacets) counts.set(facet, new Map(row?.[`f_${facet}`] ?? []));
  const page = (row?.page ?? []).map(([id, type, colors]) => ({ id, type, colors }));
  return { total: row?.total ?? 0, page, counts };
}
