import type { Database } from '../../db/client.js';
import { languageOf } from '../../db/localized.js';
import { InvalidInputError } from '../../http/errors.js';
import { getCategory } from '../catalog/index.js';
import type { Currency } from '../pricing/index.js';
import { SORT_OPTIONS, sortLabel, type SortOption } from '@ridgeline/config';
import type { ProductSearchHit, ProductSearchResult } from './contract.js';
import { correctPhrase, FEW_HITS } from './did-you-mean.js';
import { buildRefinements, loadValueLabels } from './facets.js';
import { hitTiles } from './hit-tiles.js';
import { ROOT_SCOPE, type PageRow, type SearchPlan, type TextQuery } from './plan.js';
import { matchesMoreThan, runSearch } from './query.js';
import { cachedSearch } from './result-cache.js';
import { parseRefinements, selectedRefinements, type Refinements } from './refinements.js';
import { queryWords, toTsQueryText } from '../../lib/tsquery.js';
import { TEXT_CONFIGS } from './text.js';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 200;
export const MAX_QUERY_LENGTH = 200;

export type SearchQuery = {
  q?: string;
  /** e.g. `{ cgid: 'mens-clothing', c_color: '010|427' }`; unknown ids are refused. */
  refine?: Readonly<Record<string, string | undefined>>;
  sort?: SortOption;
  limit?: number;
  offset?: number;
  locale: string;
  currency: Currency;
  /** `variants`: each hit carries its variants with price and availability. */
  expand?: readonly 'variants'[];
  /** Refinement counts; quick search (suggestions) does without. Default true. */
  facets?: boolean;
  /** Compute again rather than answer a kept result (`Cache-Control: no-cache`; result-cache.ts). */
  fresh?: boolean;
};

function checkPaging(limit: number, offset: number): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new InvalidInputError(`limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  if (!Number.isInteger(offset) || offset < 0) throw new InvalidInputError('offset must be a whole number of 0 or more.');
}

function textQuery(q: string, locale: string): TextQuery | undefined {
  const query = toTsQueryText(queryWords(q));
  return query ? { configs: TEXT_CONFIGS[languageOf(locale)], query } : undefined;
}

/** The tile shows the first refined colour the product comes in. */
function representedColor(row: PageRow, r: Refinements): string | undefined {
  return r.c_color?.find((c) => row.colors.includes(c));
}

/** A close spelling, offered when it finds more than the query did. */
async function phraseSuggestion(db: Database, q: string, plan: SearchPlan, total: number, locale: string) {
  const languages = languageOf(locale) === 'fr' ? (['fr', 'en'] as const) : (['en'] as const);
  const phrase = await correctPhrase(db, q, languages);
  const text = phrase ? textQuery(phrase, locale) : undefined;
  if (!phrase || !text) return undefined;
  return (await matchesMoreThan(db, plan, text, total)) ? { suggestedPhrases: [{ phrase, exactMatch: false }] } : undefined;
}

/**
 * Product search: a text query (the locale's language, English too for French shoppers) and/or
 * a category, refined by colour, size, price, badges, new and sale; with hit counts per
 * refinement value, sorting, paging, and a spelling suggestion when little matches.
 */
export async function searchProducts(db: Database, query: SearchQuery): Promise<ProductSearchResult> {
  const { locale, currency } = query;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  const sort = query.sort ?? 'best-matches';
  checkPaging(limit, offset);
  if (!SORT_OPTIONS.includes(sort)) throw new InvalidInputError(`Unknown sort "${sort}": use one of ${SORT_OPTIONS.join(', ')}.`);
  const q = (query.q ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) throw new InvalidInputError(`q may hold at most ${MAX_QUERY_LENGTH} characters.`);
  const refinements = parseRefinements(query.refine ?? {});
  const facets = query.facets ?? true;

  // Unknown or offline categories answer 404 here, before any search runs.
  const category = await getCategory(db, refinements.cgid ?? ROOT_SCOPE, { locale, levels: 1 });
  const text = q ? textQuery(q, locale) : undefined;
  const base = {
    query: q,
    limit,
    offset,
    selectedRefinements: selectedRefinements(refinements),
    sortingOptions: SORT_OPTIONS.map((id) => ({ id, label: sortLabel(id, locale) })),
    selectedSortingOption: sort,
  };
  const plan: SearchPlan = {
    scope: category.id,
    children: (category.categories ?? []).map((c) => c.id),
    ...(text ? { text } : {}),
    refinements,
    currency,
    language: languageOf(locale),
    sort,
    limit,
    offset,
    facets,
  };
  // A query of punctuation only has no word to look for: nothing matches it.
  const found =
    q && !text
      ? { total: 0, page: [], counts: new Map() }
      : await cachedSearch(db, plan, runSearch, { fresh: query.fresh ?? false });

  const [summaries, labels, suggestion] = await Promise.all([
    hitTiles(
      db,
      found.page.map((row) => row.id),
      { locale, currency },
      { variants: query.expand?.includes('variants') ?? false },
    ),
    facets ? loadValueLabels(db, found.counts, refinements, locale) : undefined,
    q && found.total < FEW_HITS ? phraseSuggestion(db, q, plan, found.total, locale) : undefined,
  ]);

  const hits: ProductSearchHit[] = found.page.flatMap((row) => {
    const summary = summaries.get(row.id);
    if (!summary) return [];
    const color = representedColor(row, refinements);
    return [{ ...summary, hitType: row.type, ...(color ? { representedColor: color } : {}) }];
  });
  return {
    ...base,
    total: found.total,
    hits,
    refinements: labels
      ? buildRefinements({ counts: found.counts, refinements, category, labels, locale, currency })
      : [],
    ...(suggestion ? { searchPhraseSuggestions: suggestion } : {}),
  };
}
