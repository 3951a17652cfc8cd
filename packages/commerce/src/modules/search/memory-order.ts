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

/** sort.ts's orderBy for a text query, over slots: negative when slot `a` comes first. */
export type Order = (a: number, b: number) => number;

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
  switch (plan.sort) {
    case 'best-matches':
      return (a, b) => score[b]! - score[a]! || rank[a]! - rank[b]! || ord[a]! - ord[b]!;
    case 'featured-new':
      return (a, b) => isNew(b) - isNew(a) || rank[a]! - rank[b]! || ord[a]! - ord[b]!;
    case 'newest':
      return (a, b) => created[b]! - created[a]! || ord[b]! - ord[a]!;
    case 'price-low-to-high':
      return (a, b) => byNullable(price[a]!, price[b]!, false) || ord[a]! - ord[b]!;
    case 'price-high-to-low':
      return (a, b) => byNullable(price[a]!, price[b]!, true) || ord[a]! - ord[b]!;
    case 'top-rated':
      return (a, b) => byNullable(rating[a]!, rating[b]!, true) || reviews[b]! - reviews[a]! || ord[a]! - ord[b]!;
    case 'product-name-ascending':
      return (a, b) => byText(names[a]!, names[b]!) || ord[a]! - ord[b]!;
    case 'product-name-descending':
      return (a, b) => byText(names[b]!, names[a]!) || ord[b]! - ord[a]!;
  }
}

/** Reorders slots[0 … n) so that slots[0 … k) are the first k in `order` (k < n), by selection. */
function selectFirst(slots: Int32Array, n: number, k: number, order: Order): void {
  let low = 0;
  let high = n - 1;
  while (low < high) {
    const pivot = slots[(low + high) >>> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (order(slots[i]!, pivot) < 0) i++;
      while (order(slots[j]!, pivot) > 0) j--;
      if (i <= j) {
        const t = slots[i]!;
        slots[i] = slots[j]!;
        slots[j] = t;
        i++;
        j--;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return;
  }
}

/**
 * The first `count` slots in `order`, in that order. One pass: a slot is compared with the last
 * of the best found so far and, if it comes first, kept in a buffer of twice `count` that is cut
 * back to the best `count` by selection when full. Most slots cost one comparison; the order's
 * ties are broken by the ordinal, so the result is the database's.
 */
export function firstInOrder(slots: Int32Array, count: number, order: Order): Int32Array {
  if (count >= slots.length) return slots.slice().sort(order);
  const buffer = new Int32Array(2 * count);
  let n = 0;
  let last = -1;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    if (last >= 0 && order(slot, last) >= 0) continue;
    buffer[n++] = slot;
    if (n < buffer.length) continue;
    selectFirst(buffer, n, count, order);
    n = count;
    last = buffer[0]!;
    for (let j = 1; j < count; j++) if (order(buffer[j]!, last) > 0) last = buffer[j]!;
  }
  if (n > count) selectFirst(buffer, n, count, order);
  return buffer.slice(0, Math.min(n, count)).sort(order);
}

/** The page's rows, in order. */
export function pageOf(store: DocStore, plan: SearchPlan, slots: Int32Array, order: Order) {
  return Array.from(firstInOrder(slots, plan.offset + plan.limit, order).subarray(plan.offset), (slot) => ({
    id: store.ids[slot]!,
    type: store.types[slot]!,
    colors: store.colors[slot]!,
  }));
}
