import { PAIR_WEIGHTS, type DocStore, type TextConfig } from './memory-doc.js';
import type { ParsedQuery } from './memory-search.js';
import { scratchBytes, scratchFloats, scratchInts } from './memory-scratch.js';
import { addEntry, addPairs, finishAnd } from './ts-rank.js';

/** The scratch arrays used here (memory-scratch.ts): bytes 0 and 1 are memory-search.ts's. */
const WANTED = 2;
const SCORE = 0;
const RANK = 1;
/** Ints: per operand (at most 16), where its last entry is held and in which of its lexemes' postings. */
const HELD_AT = 0;
const HELD_IN = 16;

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
    for (const { slots: holding, weights } of lexicon.postingsOf(operands[0]!)) {
      for (let i = 0; i < holding.length; i++) {
        const slot = holding[i]!;
        if (wanted[slot]) rank[slot] = addEntry(rank[slot]!, weights[i]!);
      }
    }
    return rank;
  }
  // calc_rank_and: each entry of an operand pairs with the last entry of every earlier operand,
  // held as the posting it is (which of the operand's lexemes, and where in its postings).
  const lists = operands.map((operand) => lexicon.postingsOf(operand));
  const heldAt = operands.map((_, k) => {
    const at = scratchInts(HELD_AT + k, store.size);
    for (let n = 0; n < slots.length; n++) at[slots[n]!] = -1;
    return at;
  });
  const heldIn = operands.map((_, k) => scratchInts(HELD_IN + k, store.size));
  lists.forEach((postings, i) => {
    postings.forEach(({ slots: holding, ends, positions }, list) => {
      for (let n = 0; n < holding.length; n++) {
        const slot = holding[n]!;
        if (!wanted[slot]) continue;
        heldAt[i]![slot] = n;
        heldIn[i]![slot] = list;
        for (let k = 0; k < i; k++) {
          const at = heldAt[k]![slot]!;
          if (at < 0) continue;
          const held = lists[k]![heldIn[k]![slot]!]!;
          rank[slot] = addPairs(
            PAIR_WEIGHTS,
            positions,
            n === 0 ? 0 : ends[n - 1]!,
            ends[n]!,
            held.positions,
            at === 0 ? 0 : held.ends[at - 1]!,
            held.ends[at]!,
            rank[slot]!,
          );
        }
      }
    });
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
