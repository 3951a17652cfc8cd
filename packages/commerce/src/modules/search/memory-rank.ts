import { PAIR_WEIGHTS, type DocStore, type TextConfig } from './memory-doc.js';
import type { ParsedQuery } from './memory-search.js';
import { scratchBytes, scratchFloats, scratchInts } from './memory-scratch.js';
import { addEntry, addPairs, finishAnd } from './ts-rank.js';

/** The scratch arrays used here (memory-scratch.ts): bytes 0 and 1 are memory-search.ts's. */
const WANTED = 2;
const SCORE = 0;
const RANK = 1;

/**
 * ts_rank(weights, vector, query) for many products at once, from the memory index's postings
 * (decision 034). tsrank.c walks one vector: each operand in turn, in lexeme order, and each of
 * its entries in the vector's order. Walking an operand's postings lexeme by lexeme meets every
 * product's entries in that same order, so each product's sum is built in the same sequence —
 * the same single-precision roundings, the same result to the bit — without looking up any
 * product's vector.
 */

/**
 * Each slot's rank (`slots`, marked in `wanted`; others hold no meaning), in a scratch array the
 * next call reuses.
 */
export function rankSlots(
  store: DocStore,
  config: TextConfig,
  query: ParsedQuery,
  slots: Int32Array,
  wanted: Uint8Array,
): Float64Array {
  const vectors = store.vectors[config];
  const { lexicon } = vectors;
  const rank = scratchFloats(RANK, store.size);
  const operands = query.ranked;
  const conjunction = query.conjunction && operands.length > 1;
  for (let i = 0; i < slots.length; i++) rank[slots[i]!] = conjunction ? -1 : 0;
  if (operands.length === 0) return rank;
  if (!conjunction) {
    // calc_rank_or of one operand (the sum over one, divided by one); an empty vector ranks 0.
    for (const { pairs, weights } of lexicon.postingsOf(operands[0]!)) {
      for (let i = 0; i < pairs.length; i += 2) {
        const slot = pairs[i]!;
        if (wanted[slot]) rank[slot] = addEntry(rank[slot]!, weights[i >>> 1]!);
      }
    }
    return rank;
  }
  // calc_rank_and: each entry of an operand pairs with the last entry of every earlier operand.
  const firstPosition = vectors.firstPosition.data;
  const positions = vectors.positions.data;
  const held = operands.map((_, i) => {
    const entries = scratchInts(i, store.size);
    for (let n = 0; n < slots.length; n++) entries[slots[n]!] = -1;
    return entries;
  });
  operands.forEach((operand, i) => {
    for (const { pairs } of lexicon.postingsOf(operand)) {
      for (let n = 0; n < pairs.length; n += 2) {
        const slot = pairs[n]!;
        if (!wanted[slot]) continue;
        const entry = pairs[n + 1]!;
        held[i]![slot] = entry;
        for (let k = 0; k < i; k++) {
          const other = held[k]![slot]!;
          if (other < 0) continue;
          rank[slot] = addPairs(
            PAIR_WEIGHTS,
            positions,
            firstPosition[entry]!,
            firstPosition[entry + 1]!,
            firstPosition[other]!,
            firstPosition[other + 1]!,
            rank[slot]!,
          );
        }
      }
    }
  });
  const firstEntry = vectors.firstEntry.data;
  for (let i = 0; i < slots.length; i++) {
    const slot = slots[i]!;
    rank[slot] = firstEntry[slot + 1] === firstEntry[slot] ? 0 : finishAnd(rank[slot]!);
  }
  return rank;
}

/** Relevance per slot for best-matches: the best ts_rank over the query's configurations (GREATEST); a scratch array, valid until the next search. */
export function relevance(
  store: DocStore,
  queries: ReadonlyMap<TextConfig, ParsedQuery>,
  slots: Int32Array,
): Float64Array {
  const wanted = scratchBytes(WANTED, store.size);
  for (let i = 0; i < slots.length; i++) wanted[slots[i]!] = 1;
  const [only, ...more] = queries;
  if (only && more.length === 0) return rankSlots(store, only[0], only[1], slots, wanted);
  const score = scratchFloats(SCORE, store.size);
  for (let i = 0; i < slots.length; i++) score[slots[i]!] = -Infinity;
  for (const [config, query] of queries) {
    const rank = rankSlots(store, config, query, slots, wanted);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (rank[slot]! > score[slot]!) score[slot] = rank[slot]!;
    }
  }
  return score;
}
