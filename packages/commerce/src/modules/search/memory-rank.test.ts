import { describe, expect, it } from 'vitest';
import { DocStore, searchVectorsOf } from './memory-doc.js';
import { relevance } from './memory-rank.js';
import { parsedQuery } from './memory-search.js';
import { testDocRow } from './testing.js';
import { parseQuery } from './ts-rank.js';

/** A store holding one product per vector (English), in order. */
function storeOf(...vectors: string[]): DocStore {
  const store = new DocStore();
  vectors.forEach((vector, i) => {
    const row = testDocRow(`p${i}`, vector, { rank: i });
    store.add(row, searchVectorsOf(row)!, i);
  });
  return store;
}

/** Each product's relevance to a tsquery text, as the memory index ranks it. */
function ranks(store: DocStore, tsquery: string): number[] {
  const slots = Int32Array.from({ length: store.size }, (_, i) => i);
  return [...relevance(store, new Map([['english', parsedQuery(parseQuery(tsquery))!]]), slots)];
}

// Expected values: ts_rank('{0,0.2,0.5,1}', vector, query)::float8 in PostgreSQL 15.
describe('relevance from the postings', () => {
  it('ranks one word by its heaviest position (calc_rank_or)', () => {
    expect(ranks(storeOf("'jacket':1A"), "'jacket'")).toEqual([0.6079270839691162]);
  });

  it('ranks two words by their distance, nearer higher (calc_rank_and)', () => {
    const store = storeOf("'jacket':2A 'rain':1A", "'jacket':40A 'rain':1A", "'jacket':1A");
    expect(ranks(store, "'jacket' & 'rain'")).toEqual([
      0.9910321831703186, 2.7477753974380903e-5, 9.999999682655225e-21,
    ]);
  });

  it('pairs a prefix operand entry by entry in lexeme order, keeping the last for later operands', () => {
    expect(ranks(storeOf("'jacket':1A,5C 'jackets':3B 'rain':2B"), "'rain' & 'jack':*")).toEqual([0.4955160915851593]);
  });

  it('gives 0 to a product without the word, and ranks each product apart from the others', () => {
    const store = storeOf("'rain':1A", "'jacket':1A", "'jacket':3B");
    const [none, first, second] = ranks(store, "'jacket'");
    expect(none).toBe(0);
    expect(first).toBe(0.6079270839691162);
    expect(second).toBeLessThan(first!);
  });
});
