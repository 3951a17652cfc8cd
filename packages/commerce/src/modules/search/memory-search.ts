import { rankWindow } from './live-query.js';
import {
  BADGES,
  CATEGORIES,
  COLORS,
  IS_NEW,
  IS_SALE,
  LISTED,
  LIVE,
  segment,
  SIZES,
  type DocStore,
  type TextConfig,
} from './memory-doc.js';
import type { MemoryIndex } from './memory-index.js';
import { FACET_IDS, ROOT_SCOPE, type FacetCounts, type FacetId, type SearchPlan, type SearchRows } from './plan.js';
import { toMinor } from './price-buckets.js';
import { activeFilters, type FilterId } from './refinements.js';
import { firstInOrder, ordering, pageOf } from './memory-order.js';
import { relevance } from './memory-rank.js';
import { scratchBytes, scratchInts } from './memory-scratch.js';
import { rankOperands, type Query } from './ts-rank.js';

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

/** The byte arrays a search uses at once (memory-scratch.ts); memory-rank.ts uses the next. */
const SEEN = 0;
const HITS = 1;
/** The int array of the matches found; memory-rank.ts uses ints 0–31 (two per operand). */
const FOUND = 32;

/**
 * Appends to `found` (from index `n`) the slots whose vector in `config` holds every operand and
 * that `keep` keeps, each once over several configurations (`seen`); answers the new count. A
 * slot is found as the last operand's postings reach it, so nothing walks every slot.
 */
function collectMatches(
  store: DocStore,
  config: TextConfig,
  query: Query,
  seen: Uint8Array,
  keep: (slot: number) => boolean,
  found: Int32Array,
  n: number,
): number {
  const hits = scratchBytes(HITS, store.size);
  const { lexicon } = store.vectors[config];
  const last = query.length - 1;
  for (let k = 0; k <= last; k++) {
    for (const { slots } of lexicon.postingsOf(query[k]!)) {
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        if (hits[slot] !== k) continue;
        hits[slot] = k + 1;
        if (k === last && seen[slot] === 0) {
          seen[slot] = 1;
          if (keep(slot)) found[n++] = slot;
        }
      }
    }
  }
  return n;
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

/** The facet each code segment of a slot (CATEGORIES, COLORS, SIZES, BADGES) counts. */
const SEGMENT_FACETS: readonly FacetId[] = ['cgid', 'c_color', 'c_size', 'c_technologyGridBadge'];

/**
 * Every facet's counts over the candidates: a facet counts the rows that pass every refinement
 * but its own (the category's, every refinement), as live-query.ts's buildLiveQuery does. One
 * pass over the candidates into one tally: each code segment's codes at `segment × codes + code`,
 * price buckets (codes too) after them, then the new and sale flags.
 */
function countFacets(store: DocStore, plan: SearchPlan, candidates: Int32Array, failed: Int32Array): FacetCounts {
  const active = activeFilters(plan.refinements);
  // The failed-refinement bits that keep a row out of a facet's counts: all but the facet's own.
  const allowed = (facet: FacetId) => {
    const bit = facet === 'cgid' ? -1 : active.indexOf(facet);
    return bit >= 0 ? ~(1 << bit) : ~0;
  };
  const segmentAllowed = Int32Array.from(SEGMENT_FACETS, allowed);
  const priceAllowed = allowed('price');
  const newAllowed = allowed('c_isNew');
  const saleAllowed = allowed('c_isSale');
  const codes = store.codes.values.length;
  const PRICES = SEGMENT_FACETS.length * codes;
  const NEW = PRICES + codes;
  const SALE = NEW + 1;
  const tally = new Int32Array(SALE + 1);
  const codeList = store.codeList.data;
  const firstCode = store.firstCode.data;
  const flags = store.flags.data;
  const buckets = (plan.currency === 'CAD' ? store.cadBucket : store.usdBucket).data;
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates[i]!;
    const fails = failed[i]!;
    let at = firstCode[slot]!;
    for (let s = 0; s < 4; s++) {
      const from = at + 1;
      at = from + codeList[at]!;
      if ((fails & segmentAllowed[s]!) !== 0) continue;
      const base = s * codes;
      for (let c = from; c < at; c++) tally[base + codeList[c]!]! += 1;
    }
    const bucket = buckets[slot]!;
    if (bucket >= 0 && (fails & priceAllowed) === 0) tally[PRICES + bucket]! += 1;
    const flag = flags[slot]!;
    if ((flag & IS_NEW) !== 0 && (fails & newAllowed) === 0) tally[NEW]! += 1;
    if ((flag & IS_SALE) !== 0 && (fails & saleAllowed) === 0) tally[SALE]! += 1;
  }
  const valuesFrom = (base: number) => {
    const values = new Map<string, number>();
    for (let code = 0; code < codes; code++) {
      const n = tally[base + code]!;
      if (n > 0) values.set(store.codes.values[code]!, n);
    }
    return values;
  };
  const flag = (at: number) => new Map(tally[at]! > 0 ? [['true', tally[at]!]] : []);
  const counts: FacetCounts = new Map();
  for (const facet of FACET_IDS) {
    if (facet === 'cgid') {
      const values = new Map<string, number>();
      for (const child of plan.children) {
        const code = store.codes.find(child);
        const n = code >= 0 ? tally[CATEGORIES * codes + code]! : 0;
        if (n > 0) values.set(child, n);
      }
      counts.set(facet, values);
    } else if (facet === 'price') counts.set(facet, valuesFrom(PRICES));
    else if (facet === 'c_isNew') counts.set(facet, flag(NEW));
    else if (facet === 'c_isSale') counts.set(facet, flag(SALE));
    else counts.set(facet, valuesFrom(SEGMENT_FACETS.indexOf(facet) * codes));
  }
  return counts;
}

/** Sort orders other than best-matches read no relevance. */
const NO_SCORES = new Float64Array(0);

/** The plan's sort order over `slots`, with their relevance when it sorts by best matches. */
const orderOf = (store: DocStore, plan: SearchPlan, queries: ReadonlyMap<TextConfig, ParsedQuery>, slots: Int32Array) =>
  ordering(store, plan, plan.sort === 'best-matches' ? relevance(store, queries, slots) : NO_SCORES);

/** The plan's rows from the index, given its text as each of its configurations parsed it. */
export function searchInMemory(
  index: MemoryIndex,
  plan: SearchPlan,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
): SearchRows {
  const { store } = index;
  const scope = plan.scope === ROOT_SCOPE ? -1 : store.codes.find(plan.scope);
  const codeList = store.codeList.data;
  const firstCode = store.firstCode.data;
  const flags = store.flags.data;
  const keep = (slot: number) => {
    if ((flags[slot]! & LIVE) === 0) return false;
    if (scope === -1) return (flags[slot]! & LISTED) !== 0;
    const [from, to] = segment(codeList, firstCode[slot]!, CATEGORIES);
    for (let i = from; i < to; i++) if (codeList[i] === scope) return true;
    return false;
  };
  const seen = scratchBytes(SEEN, store.size);
  const found = scratchInts(FOUND, store.size);
  let n = 0;
  if (plan.scope === ROOT_SCOPE || scope >= 0) {
    for (const [config, query] of queries) n = collectMatches(store, config, query.operands, seen, keep, found, n);
  }
  let candidates: Int32Array = found.slice(0, n);

  const window = rankWindow(plan);
  if (window) {
    // Quick search ranks the first matches in featured order (live-query.ts, rankWindowOf).
    const rank = store.rank.data;
    const ord = store.ordinal.data;
    candidates = firstInOrder(candidates, window, (a, b) => rank[a]! - rank[b]! || ord[a]! - ord[b]!);
    const order = orderOf(store, plan, queries, candidates);
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
  const order = orderOf(store, plan, queries, kept);
  return { total: kept.length, page: pageOf(store, plan, kept, order), counts };
}

/** A product's relevance as the best-matches order reads it (tests compare it with ts_rank); undefined when not held. */
export function relevanceOf(
  index: MemoryIndex,
  productId: string,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
): number | undefined {
  const slot = index.slotOf.get(productId);
  return slot === undefined ? undefined : relevance(index.store, queries, Int32Array.of(slot))[slot];
}
