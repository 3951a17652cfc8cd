import { IS_NEW, type DocStore } from './memory-doc.js';
import type { SearchPlan } from './plan.js';
import { compareLexemes } from './ts-rank.js';

/**
 * The memory index's sort orders (decision 034): sort.ts's orderBy over slots, and the page found
 * by selection — only the slots that can reach it are sorted.
 */

/** NULLS LAST in either direction (NaN is NULL). */
function byNullable(a: number, b: number, descending: boolean): number {
  const aNull = Number.isNaN(a);
  const bNull = Number.isNaN(b);
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  return descending ? b - a : a - b;
}
/** COLLATE "C": UTF-8 byte order, as lexemes compare. */
const byText = compareLexemes;

/**
 * sort.ts's orderBy for a text query, over slots. For all but name orders also a number per slot
 * that orders as the first terms do (`key`), and one that orders slots of equal key as the rest
 * do (`tie`), so the page is found by selection without sorting every match.
 */
type Order = {
  compare: (a: number, b: number) => number;
  key?: (slot: number) => number;
  tie?: (slot: number) => number;
};

/** Ordinals below this let a tie-breaker fold a rank (an int32) and an ordinal into one exact number. */
const TIE_ORDINALS = 2 ** 21;

export function ordering(store: DocStore, plan: SearchPlan, score: Float64Array): Order {
  const ord = store.ordinal.data;
  const rank = store.rank.data;
  const flags = store.flags.data;
  const created = store.createdAt.data;
  const price = (plan.currency === 'CAD' ? store.cadMin : store.usdMin).data;
  const rating = store.rating.data;
  const reviews = store.reviewCount.data;
  const names = plan.language === 'fr' ? store.namesFr : store.namesEn;
  const isNew = (slot: number) => flags[slot]! & IS_NEW;
  const byOrdinal = store.minOrdinal >= 0 && store.maxOrdinal < TIE_ORDINALS;
  const rankThenOrdinal = byOrdinal ? (s: number) => (rank[s]! + 2 ** 31) * TIE_ORDINALS + ord[s]! : undefined;
  const ordinal = byOrdinal ? (s: number) => ord[s]! : undefined;
  switch (plan.sort) {
    case 'best-matches':
      return {
        compare: (a, b) => score[b]! - score[a]! || rank[a]! - rank[b]! || ord[a]! - ord[b]!,
        key: (s) => -score[s]!,
        tie: rankThenOrdinal,
      };
    case 'featured-new':
      return {
        compare: (a, b) => isNew(b) - isNew(a) || rank[a]! - rank[b]! || ord[a]! - ord[b]!,
        key: (s) => (isNew(s) ? 0 : 2 ** 40) + rank[s]!,
        tie: ordinal,
      };
    case 'newest':
      return {
        compare: (a, b) => created[b]! - created[a]! || ord[b]! - ord[a]!,
        key: (s) => -created[s]!,
        tie: byOrdinal ? (s) => -ord[s]! : undefined,
      };
    case 'price-low-to-high':
      return {
        compare: (a, b) => byNullable(price[a]!, price[b]!, false) || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(price[s]) ? Infinity : price[s]!),
        tie: ordinal,
      };
    case 'price-high-to-low':
      return {
        compare: (a, b) => byNullable(price[a]!, price[b]!, true) || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(price[s]) ? Infinity : -price[s]!),
        tie: ordinal,
      };
    case 'top-rated':
      return {
        compare: (a, b) => byNullable(rating[a]!, rating[b]!, true) || reviews[b]! - reviews[a]! || ord[a]! - ord[b]!,
        key: (s) => (Number.isNaN(rating[s]) ? Infinity : -rating[s]!),
        tie: byOrdinal ? (s) => -reviews[s]! * TIE_ORDINALS + ord[s]! : undefined,
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

/** The keys of the slots, in a new array. */
function keysOf(slots: Int32Array, key: (slot: number) => number): Float64Array {
  const keys = new Float64Array(slots.length);
  for (let i = 0; i < slots.length; i++) keys[i] = key(slots[i]!);
  return keys;
}

/** The first `count` slots in `order`, unordered (or more, ties at the last, without a tie-breaker). */
export function firstInOrder(slots: Int32Array, count: number, order: Pick<Order, 'key' | 'tie'>): Int32Array {
  const { key, tie } = order;
  if (!key || count >= slots.length) return slots;
  const keys = keysOf(slots, key);
  const bound = kthSmallest(keys.slice(), count - 1);
  const below = slots.filter((_, i) => keys[i]! < bound);
  const tied = slots.filter((_, i) => keys[i] === bound);
  const wanted = count - below.length;
  if (!tie || tied.length <= wanted) return Int32Array.from([...below, ...tied]);
  const ties = keysOf(tied, tie);
  const tieBound = kthSmallest(ties.slice(), wanted - 1);
  return Int32Array.from([...below, ...tied.filter((_, i) => ties[i]! <= tieBound)]);
}

/** The page's rows: only slots whose sort key can reach the page are sorted. */
export function pageOf(store: DocStore, plan: SearchPlan, slots: Int32Array, order: Order) {
  const end = plan.offset + plan.limit;
  const head = firstInOrder(slots, end, order);
  return Array.from(head.sort(order.compare).subarray(plan.offset, end), (slot) => ({
    id: store.ids[slot]!,
    type: store.types[slot]!,
    colors: store.colors[slot]!,
  }));
}
