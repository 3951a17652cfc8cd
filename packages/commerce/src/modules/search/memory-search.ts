import { rankWindow } from './live-query.js';
import {
  BADGES,
  CATEGORIES,
  COLORS,
  IS_NEW,
  IS_SALE,
  segment,
  SIZES,
  type DocStore,
  type TextConfig,
} from './memory-doc.js';
import type { MemoryIndex } from './memory-index.js';
import { FACET_IDS, RANK_WEIGHTS, ROOT_SCOPE, type FacetCounts, type SearchPlan, type SearchRows } from './plan.js';
import { toMinor } from './price-buckets.js';
import { activeFilters, type FilterId } from './refinements.js';
import { rankOperands, toWeights, tsRank, type Query, type Vector } from './ts-rank.js';

/**
 * A text search's rows computed from the memory index (decision 034): the same matches, order,
 * total, page and refinement counts as live-query.ts computes in PostgreSQL, row for row.
 */

/** A text query as one configuration parsed it (to_tsquery): what matches, and how ts_rank walks it. */
export type ParsedQuery = { operands: Query; ranked: Query; conjunction: boolean };

/** A configuration's to_tsquery text parsed for the index, or undefined when the index cannot answer it. */
export function parsedQuery(operands: Query | undefined): ParsedQuery | undefined {
  if (!operands) return undefined;
  const ranked = rankOperands(operands);
  // tsRank holds at most 16 operands (queryWords keeps 16 words).
  return ranked && ranked.length <= 16 ? { operands, ranked, conjunction: operands.length > 1 } : undefined;
}

const WEIGHTS = toWeights(
  JSON.parse(RANK_WEIGHTS.replace('{', '[').replace('}', ']')) as [number, number, number, number],
);

/** Marks (in `into`) the slots whose vector in `config` holds every operand. */
function markMatches(store: DocStore, config: TextConfig, query: Query, into: Uint8Array): void {
  if (query.length === 0) return;
  const hits = new Uint8Array(store.size);
  const { lexicon } = store.vectors[config];
  query.forEach((operand, k) => {
    for (const list of lexicon.postingsOf(operand)) {
      for (const slot of list) if (hits[slot] === k) hits[slot] = k + 1;
    }
  });
  const all = query.length;
  for (let slot = 0; slot < hits.length; slot++) if (hits[slot] === all) into[slot] = 1;
}

/** Whether any code of a slot's segment is marked. */
function anyMarked(store: DocStore, slot: number, which: number, marks: Uint8Array): boolean {
  const codeList = store.codeList.data;
  const [from, to] = segment(codeList, store.firstCode.data[slot]!, which);
  for (let i = from; i < to; i++) if (marks[codeList[i]!] === 1) return true;
  return false;
}

/** Each refinement as a test of a slot (live-query.ts's predicate). */
function filterTests(store: DocStore, plan: SearchPlan): ((slot: number) => boolean)[] {
  const marks = (values: readonly string[]) => {
    const marked = new Uint8Array(store.codes.values.length);
    for (const value of values) {
      const code = store.codes.find(value);
      if (code >= 0) marked[code] = 1;
    }
    return marked;
  };
  const r = plan.refinements;
  const flags = store.flags.data;
  const test = (id: FilterId): ((slot: number) => boolean) => {
    switch (id) {
      case 'c_color': {
        const m = marks(r.c_color ?? []);
        return (slot) => anyMarked(store, slot, COLORS, m);
      }
      case 'c_size': {
        const m = marks(r.c_size ?? []);
        return (slot) => anyMarked(store, slot, SIZES, m);
      }
      case 'c_technologyGridBadge': {
        const m = marks(r.c_technologyGridBadge ?? []);
        return (slot) => anyMarked(store, slot, BADGES, m);
      }
      case 'price': {
        const min = toMinor(r.price?.min ?? 0);
        const max = toMinor(r.price?.max ?? 0);
        const prices = (plan.currency === 'CAD' ? store.cadMin : store.usdMin).data;
        // An unpriced slot holds NaN, which no comparison passes.
        return (slot) => prices[slot]! >= min && prices[slot]! < max;
      }
      case 'c_isNew':
        return (slot) => (flags[slot]! & IS_NEW) !== 0;
      case 'c_isSale':
        return (slot) => (flags[slot]! & IS_SALE) !== 0;
    }
  };
  return activeFilters(r).map(test);
}

/** Which segment of a slot's codes each facet counts (-1: none, counted apart). */
const FACET_SEGMENTS = FACET_IDS.map((facet) =>
  facet === 'cgid'
    ? CATEGORIES
    : facet === 'c_color'
      ? COLORS
      : facet === 'c_size'
        ? SIZES
        : facet === 'c_technologyGridBadge'
          ? BADGES
          : -1,
);

/**
 * Every facet's counts over the candidates: a facet counts the rows that pass every refinement
 * but its own (the category's, every refinement), as live-query.ts's buildLiveQuery does. One
 * pass over the candidates; values are tallied by code, flags under code 0.
 */
function countFacets(store: DocStore, plan: SearchPlan, candidates: Int32Array, failed: Int32Array): FacetCounts {
  const active = activeFilters(plan.refinements);
  const allowed = FACET_IDS.map((facet) => {
    const bit = facet === 'cgid' ? -1 : active.indexOf(facet);
    return bit >= 0 ? ~(1 << bit) : ~0;
  });
  const tallies = FACET_IDS.map(() => new Int32Array(store.codes.values.length));
  const codeList = store.codeList.data;
  const firstCode = store.firstCode.data;
  const flags = store.flags.data;
  const buckets = (plan.currency === 'CAD' ? store.cadBucket : store.usdBucket).data;
  const starts = new Int32Array(5);
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates[i]!;
    const fails = failed[i]!;
    // Where each segment's codes start, and the last ends (+1).
    let at = firstCode[slot]!;
    for (let s = 0; s < 4; s++) {
      starts[s] = at + 1;
      at += codeList[at]! + 1;
    }
    starts[4] = at + 1;
    for (let f = 0; f < FACET_IDS.length; f++) {
      if ((fails & allowed[f]!) !== 0) continue;
      const tally = tallies[f]!;
      const which = FACET_SEGMENTS[f]!;
      if (which >= 0) {
        const end = starts[which + 1]! - 1;
        for (let c = starts[which]!; c < end; c++) tally[codeList[c]!]! += 1;
      } else if (FACET_IDS[f] === 'price') {
        if (buckets[slot]! >= 0) tally[buckets[slot]!]! += 1;
      } else if ((flags[slot]! & (FACET_IDS[f] === 'c_isNew' ? IS_NEW : IS_SALE)) !== 0) {
        tally[0]! += 1;
      }
    }
  }
  const counts: FacetCounts = new Map();
  FACET_IDS.forEach((facet, f) => {
    const tally = tallies[f]!;
    const values = new Map<string, number>();
    if (facet === 'cgid') {
      for (const child of plan.children) {
        const n = tally[store.codes.find(child)] ?? 0;
        if (n > 0) values.set(child, n);
      }
    } else if (facet === 'c_isNew' || facet === 'c_isSale') {
      if (tally[0]! > 0) values.set('true', tally[0]!);
    } else {
      tally.forEach((n, code) => {
        if (n > 0) values.set(store.codes.values[code]!, n);
      });
    }
    counts.set(facet, values);
  });
  return counts;
}

/** NULLS LAST in either direction (NaN is NULL). */
function byNullable(a: number, b: number, descending: boolean): number {
  const aNull = Number.isNaN(a);
  const bNull = Number.isNaN(b);
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  return descending ? b - a : a - b;
}
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Order = { compare: (a: number, b: number) => number; key?: (slot: number) => number };

/**
 * sort.ts's orderBy for a text query, over slots; and (for all but name orders) a number per slot
 * that orders as its first terms do, so the page can be found without sorting every match.
 */
function ordering(store: DocStore, plan: SearchPlan, score: Float64Array): Order {
  const ord = store.ordinal.data;
  const rank = store.rank.data;
  const flags = store.flags.data;
  const created = store.createdAt.data;
  const price = (plan.currency === 'CAD' ? store.cadMin : store.usdMin).data;
  const rating = store.rating.data;
  const reviews = store.reviewCount.data;
  const names = plan.language === 'fr' ? store.namesFr : store.namesEn;
  const isNew = (slot: number) => flags[slot]! & IS_NEW;
  switch (plan.sort) {
    case 'best-matches':
      return {
        compare: (a, b) => score[b]! - score[a]! || rank[a]! - rank[b]! || ord[a]! - ord[b]!,
        key: (s) => -score[s]!,
      };
    case 'featured-new':
      return {
        compare: (a, b) => isNew(b) - isNew(a) || rank[a]! - rank[b]! || ord[a]! - ord[b]!,
        key: (s) => (isNew(s) ? 0 : 2 ** 40) + rank[s]!,
      };
    case 'newest':
      return { compare: (a, b) => created[b]! - created[a]! || ord[b]! - ord[a]!, key: (s) => -created[s]! };
    case 'price-low-to-high':
      return {
        compare: (a, b) => byNullable(price[a]!, price[b]!, false) || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(price[s]) ? Infinity : price[s]!),
      };
    case 'price-high-to-low':
      return {
        compare: (a, b) => byNullable(price[a]!, price[b]!, true) || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(price[s]) ? Infinity : -price[s]!),
      };
    case 'top-rated':
      return {
        compare: (a, b) => byNullable(rating[a]!, rating[b]!, true) || reviews[b]! - reviews[a]! || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(rating[s]) ? Infinity : -rating[s]!),
      };
    case 'product-name-ascending':
      return { compare: (a, b) => byText(names[a]!, names[b]!) || ord[a]! - ord[b]! };
    case 'product-name-descending':
      return { compare: (a, b) => byText(names[b]!, names[a]!) || ord[b]! - ord[a]! };
  }
}

/** The k-th smallest of the values (0-based), by selection (it reorders them). */
function kthSmallest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i++;
      while (values[j]! > pivot) j--;
      if (i <= j) {
        const t = values[i]!;
        values[i] = values[j]!;
        values[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}

/** The page's rows: only slots whose sort key can reach the page are sorted. */
function pageOf(store: DocStore, plan: SearchPlan, slots: Int32Array, order: Order) {
  const end = plan.offset + plan.limit;
  let head = slots;
  const { key } = order;
  if (key && end < slots.length) {
    const keys = Float64Array.from(slots, key);
    const bound = kthSmallest(keys, end - 1);
    head = slots.filter((slot) => key(slot) <= bound);
  }
  return Array.from(head.sort(order.compare).subarray(plan.offset, end), (slot) => ({
    id: store.ids[slot]!,
    type: store.types[slot]!,
    colors: store.colors[slot]!,
  }));
}

/** Relevance per slot (best-matches only): the best ts_rank over the query's configurations. */
function scores(
  store: DocStore,
  plan: Pick<SearchPlan, 'sort'>,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
  slots: Int32Array,
): Float64Array {
  const score = new Float64Array(store.size);
  if (plan.sort !== 'best-matches') return score;
  const view: Vector = {
    lexemes: new Int32Array(0),
    firstPosition: new Uint32Array(0),
    positions: new Uint16Array(0),
    from: 0,
    to: 0,
  };
  score.fill(-Infinity);
  for (const [config, query] of queries) {
    const vectors = store.vectors[config];
    const terms = query.ranked.map((operand) => vectors.lexicon.term(operand));
    for (const slot of slots) {
      const rank = tsRank(WEIGHTS, vectors.view(slot, view), terms, query.conjunction);
      if (rank > score[slot]!) score[slot] = rank;
    }
  }
  return score;
}

/** The plan's rows from the index, given its text as each of its configurations parsed it. */
export function searchInMemory(
  index: MemoryIndex,
  plan: SearchPlan,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
): SearchRows {
  const { store } = index;
  const marked = new Uint8Array(store.size);
  for (const [config, query] of queries) markMatches(store, config, query.operands, marked);
  const scope = plan.scope === ROOT_SCOPE ? -1 : store.codes.find(plan.scope);
  const codeList = store.codeList.data;
  const firstCode = store.firstCode.data;
  const inScope = (slot: number) => {
    const [from, to] = segment(codeList, firstCode[slot]!, CATEGORIES);
    if (scope === -1) return to > from;
    for (let i = from; i < to; i++) if (codeList[i] === scope) return true;
    return false;
  };
  const found: number[] = [];
  if (plan.scope === ROOT_SCOPE || scope >= 0) {
    for (let slot = 0; slot < marked.length; slot++) {
      if (marked[slot] && store.ids[slot] !== undefined && inScope(slot)) found.push(slot);
    }
  }
  let candidates = Int32Array.from(found);

  const window = rankWindow(plan);
  if (window) {
    // Quick search ranks the first matches in featured order (live-query.ts, rankWindowOf).
    const rank = store.rank.data;
    const ord = store.ordinal.data;
    candidates = candidates.sort((a, b) => rank[a]! - rank[b]! || ord[a]! - ord[b]!).slice(0, window);
    const order = ordering(store, plan, scores(store, plan, queries, candidates));
    return { total: candidates.length, page: pageOf(store, plan, candidates, order), counts: new Map() };
  }
  const tests = filterTests(store, plan);
  const failed = new Int32Array(candidates.length);
  if (tests.length > 0) {
    candidates.forEach((slot, i) => {
      tests.forEach((passes, bit) => {
        if (!passes(slot)) failed[i]! |= 1 << bit;
      });
    });
  }
  const kept = tests.length > 0 ? candidates.filter((_, i) => failed[i] === 0) : candidates;
  const counts = plan.facets ? countFacets(store, plan, candidates, failed) : new Map();
  const order = ordering(store, plan, scores(store, plan, queries, kept));
  return { total: kept.length, page: pageOf(store, plan, kept, order), counts };
}

/** A product's relevance as the best-matches order reads it (tests compare it with ts_rank); undefined when not held. */
export function relevanceOf(
  index: MemoryIndex,
  productId: string,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
): number | undefined {
  const slot = index.slotOf.get(productId);
  if (slot === undefined) return undefined;
  const plan = { sort: 'best-matches' } as const;
  return scores(index.store, plan, queries, Int32Array.of(slot))[slot];
}
