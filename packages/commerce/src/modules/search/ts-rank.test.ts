import { describe, expect, it } from 'vitest';
import { parseQuery, parseVector, rankOperands, toWeights, tsRank, type Vector } from './ts-rank.js';

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

describe('tsRank', () => {
  const weights = toWeights([0, 0.2, 0.5, 1]);
  /** Lexeme ids 0 (jacket) and 1 (rain), as a lexicon would number them. */
  const vector = (entries: [number, number[]][]): Vector => {
    const firstPosition = [0];
    const positions: number[] = [];
    for (const [, ps] of entries) {
      positions.push(...ps);
      firstPosition.push(positions.length);
    }
    return {
      lexemes: Int32Array.from(entries.map(([id]) => id)),
      firstPosition: Uint32Array.from(firstPosition),
      positions: Uint16Array.from(positions),
      from: 0,
      to: entries.length,
    };
  };

  it("weights one word by its heaviest position, as calc_rank_or (ts_rank('{0,0.2,0.5,1}', 'jacket':1A, 'jacket') = 0.6079270839691162 in PostgreSQL)", () => {
    expect(tsRank(weights, vector([[0, [A | 1]]]), [{ exact: 0 }], false)).toBe(0.6079270839691162);
  });

  it('rates two words nearer together higher, as calc_rank_and', () => {
    const near = tsRank(
      weights,
      vector([
        [0, [A | 2]],
        [1, [A | 1]],
      ]),
      [{ exact: 0 }, { exact: 1 }],
      true,
    );
    const far = tsRank(
      weights,
      vector([
        [0, [A | 40]],
        [1, [A | 1]],
      ]),
      [{ exact: 0 }, { exact: 1 }],
      true,
    );
    expect(near).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(0);
  });

  it('gives 1e-20 to a conjunction of which only one word is present, and 0 to an empty vector', () => {
    expect(tsRank(weights, vector([[0, [A | 1]]]), [{ exact: 0 }, { exact: 1 }], true)).toBe(Math.fround(1e-20));
    expect(tsRank(weights, vector([]), [{ exact: 0 }], false)).toBe(0);
  });
});
