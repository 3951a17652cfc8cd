import { describe, expect, it } from 'vitest';
import { compareLexemes, parseQuery, parseVector, rankOperands } from './ts-rank.js';

const A = 3 << 14;
const B = 2 << 14;

describe('parseVector', () => {
  it('reads lexemes in order with their positions and weights (D is written without a letter)', () => {
    const vector = parseVector("'jacket':3A,7B 'rain':1 'shell':2C");
    expect(vector?.lexemes).toEqual(['jacket', 'rain', 'shell']);
    expect([...vector!.starts]).toEqual([0, 2, 3, 4]);
    expect([...vector!.positions]).toEqual([A | 3, B | 7, 1, (1 << 14) | 2]);
  });

  it('unescapes quotes and backslashes, and reads lexemes without positions', () => {
    const vector = parseVector("'l''eau' 'a\\\\b':4A");
    expect(vector?.lexemes).toEqual(["l'eau", 'a\\b']);
    expect([...vector!.starts]).toEqual([0, 0, 1]);
  });

  it('refuses what is not a vector', () => {
    expect(parseVector('jacket:1')).toBeUndefined();
    expect(parseVector("'jacket':A")).toBeUndefined();
    expect(parseVector("'jacket")).toBeUndefined();
  });

  it('reads an empty vector', () => {
    expect(parseVector('')?.lexemes).toEqual([]);
  });
});

describe('parseQuery', () => {
  it('reads a conjunction of lexemes, the last a prefix', () => {
    expect(parseQuery("'waterproof' & 'jack':*")).toEqual([
      { lexeme: 'waterproof', prefix: false },
      { lexeme: 'jack', prefix: true },
    ]);
  });

  it('reads a query of stop words only as no operand (it matches nothing)', () => {
    expect(parseQuery('')).toEqual([]);
  });

  it('leaves phrases, alternatives and weights to the database', () => {
    expect(parseQuery("'foo' <-> 'bar'")).toBeUndefined();
    expect(parseQuery("'foo' | 'bar'")).toBeUndefined();
    expect(parseQuery("'foo':A")).toBeUndefined();
  });
});

describe('rankOperands', () => {
  it('sorts the operands bytewise and keeps each lexeme once', () => {
    const query = parseQuery("'shell' & 'rain' & 'shell'")!;
    expect(rankOperands(query)?.map((o) => o.lexeme)).toEqual(['rain', 'shell']);
  });

  it('gives up on a lexeme asked both whole and as a prefix (PostgreSQL keeps either)', () => {
    expect(rankOperands(parseQuery("'jack' & 'jack':*")!)).toBeUndefined();
  });
});

describe('compareLexemes', () => {
  it('orders as UTF-8 bytes do: a prefix first, a character past U+FFFF after every other', () => {
    const sorted = ['vest', 'veste', 've', 'v\u{1F600}', 'v\uFF21', 'vé'].sort(compareLexemes);
    expect(sorted).toEqual(['ve', 'vest', 'veste', 'vé', 'v\uFF21', 'v\u{1F600}']);
  });
});
