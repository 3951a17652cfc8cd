import { describe, expect, it } from 'vitest';
import { Lexicon } from './lexicon.js';

const ONE = Uint16Array.of(1);

/** The slots a prefix reaches, lexeme by lexeme. */
const prefixed = (lexicon: Lexicon, lexeme: string) =>
  lexicon.postingsOf({ lexeme, prefix: true }).map((p) => [...p.slots]);

describe('Lexicon', () => {
  it('answers a prefix lexeme by lexeme in byte order, lexemes added after a query included', () => {
    const lexicon = new Lexicon();
    ['jacket', 'jack', 'jacquard', 'jade'].forEach((lexeme, slot) => lexicon.add(lexeme, slot, 1, ONE));
    expect(prefixed(lexicon, 'jac')).toEqual([[1], [0], [2]]);
    // New after the query: one before all, two among them, one after all, one matching nothing.
    ['jaca', 'jacketed', 'jackal', 'jacz', 'zebra'].forEach((lexeme, i) => lexicon.add(lexeme, 10 + i, 1, ONE));
    lexicon.add('jack', 20, 1, ONE);
    expect(prefixed(lexicon, 'jac')).toEqual([[10], [1, 20], [12], [0], [11], [2], [13]]);
    expect(prefixed(lexicon, 'jacke')).toEqual([[0], [11]]);
    expect(prefixed(lexicon, 'zeb')).toEqual([[14]]);
    expect(prefixed(lexicon, 'a')).toEqual([]);
  });

  it('keeps each posting’s weight and positions beside its slot', () => {
    const lexicon = new Lexicon();
    lexicon.add('boot', 3, 0.5, Uint16Array.of(2, 9));
    lexicon.add('boot', 7, 0.25, Uint16Array.of(4));
    const [postings] = lexicon.postingsOf({ lexeme: 'boot', prefix: false });
    expect([...postings!.slots]).toEqual([3, 7]);
    expect([...postings!.weights]).toEqual([0.5, 0.25]);
    expect([...postings!.ends]).toEqual([2, 3]);
    expect([...postings!.positions]).toEqual([2, 9, 4]);
  });
});
