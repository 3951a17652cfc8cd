import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../db/localized.js';
import type { Currency } from '../pricing/index.js';
import { REFINEMENT_IDS, type SortOption } from '@ridgeline/config';
import { toMinor } from './price-buckets.js';
import type { FilterId, Refinements } from './refinements.js';
import { priceColumn } from './sort.js';
import { textArray } from '../../db/raw-sql.js';

/** What one search asks of the database, and the SQL pieces every statement of it shares. */

/** ts_rank weights {D, C, B, A}: name (A) 1, keywords (B) 0.5, description (C) 0.2 (spec 2 §9). */
export const RANK_WEIGHTS = '{0, 0.2, 0.5, 1.0}';

/**
 * Quick search (4 products, and a total that only tells none from a few) ranks (ts_rank) at most
 * this many matches: the first in featured order, found by walking the rank index. A broad word
 * ("jac": a sixth of the catalogue) would otherwise cost a ts_rank per match on every keystroke,
 * growing with the catalogue. Search results pages rank every match (decision 028).
 */
export const QUICK_RANK_WINDOW = 100;

/** A facet: a filtering refinement, or the category refinement (children of the scope). */
export type FacetId = FilterId | 'cgid';
/** Every refinement has a facet, in the order the refinements are listed. */
export const FACET_IDS: readonly FacetId[] = REFINEMENT_IDS;

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

export const col = (name: string): SQL => sql`${sql.identifier(name)}`;

/** Refinements whose (category, value) pairs are indexed, with the column they read. */
const SCOPED_COLUMNS = { c_color: 'colors', c_size: 'sizes' } as const;

/**
 * Rows in the scope with any of the values, found in one GIN index of (category, value) pairs of
 * orderable rows (`search_scoped_values`, migration 0021) instead of by intersecting the
 * category's rows with the value's: a category page refined by colour or size (decision 031).
 */
export function inScopeWith(scope: string, id: keyof typeof SCOPED_COLUMNS, values: readonly string[]): SQL {
  const pairs = textArray(values.map((v) => `${scope}/${v}`));
  return sql`search_scoped_values(category_ids, ${col(SCOPED_COLUMNS[id])}) && ${pairs}`;
}

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

/** to_tsquery in one configuration (a text query's words, text.ts). */
export function tsquery(config: 'english' | 'french', query: string): SQL {
  return sql`to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query})`;
}

export function vector(config: 'english' | 'french'): SQL {
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
  const ranks = text.configs.map(
    (c) => sql`ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}::float4[], ${vector(c)}, ${tsquery(c, text.query)})`,
  );
  return ranks.length === 1 ? ranks[0]! : sql`GREATEST(${sql.join(ranks, sql`, `)})`;
}

/** A text query reads the table that holds the vectors next to the same columns (schema.ts). */
export const from = (text: TextQuery | undefined) => (text ? sql`search_text` : sql`search_index`);

/** Every condition (TRUE for none). */
export const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`);
