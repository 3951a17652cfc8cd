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
    // New after the query: one before those it matches, two among them, one after, one matching nothing.
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

  it('keeps the byte order through many lexemes added after a query, as sorting them all would', () => {
    const later = new Lexicon();
    const fresh = new Lexicon();
    let state = 7;
    const word = () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      // Letters, an accented letter and a character outside the Basic Multilingual Plane.
      return ['a', 'b', 'é', '𝒶'].map((c, i) => ((state >> (i * 3)) & 1 ? c : '')).join('') + (state % 97).toString(36);
    };
    const words = Array.from({ length: 600 }, word);
    words.slice(0, 300).forEach((w, slot) => later.add(w, slot, 1, ONE));
    prefixed(later, 'a');
    words.slice(300).forEach((w, i) => later.add(w, 300 + i, 1, ONE));
    words.forEach((w, slot) => fresh.add(w, slot, 1, ONE));
    for (const prefix of ['', 'a', 'ab', 'é', '𝒶', 'b'])
      expect(prefixed(later, prefix)).toEqual(prefixed(fresh, prefix));
  });
});
