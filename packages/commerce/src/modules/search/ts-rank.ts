/**
 * PostgreSQL's text-search vectors, queries and ts_rank's arithmetic, in process (decision 034):
 * the memory index matches and ranks (memory-rank.ts) exactly as `vector @@ query` and
 * `ts_rank(weights, vector, query)` do, so a search answers the same from either.
 *
 * The formulas follow PostgreSQL's tsrank.c (calc_rank_or, calc_rank_and, word_distance) step by
 * step, rounding to single precision wherever it computes in `float`: equal scores must stay
 * equal, because ties fall to the featured order.
 */

const f32 = Math.fround;

/** A tsvector as its text output lists it: lexemes in PostgreSQL's order (bytewise), each with its positions. */
export type ParsedVector = {
  lexemes: string[];
  /** Offsets into `positions`: lexeme i's are positions[starts[i]] … positions[starts[i + 1] - 1]. */
  starts: Uint32Array;
  /** WordEntryPos: weight (A 3, B 2, C 1, D 0) in the top two bits, position in the low 14. */
  positions: Uint16Array;
};

/** One query operand: a lexeme, matched whole or (`:*`) as a prefix. */
export type Operand = { lexeme: string; prefix: boolean };
/** The query's operands, all required (to_tsquery of words joined by `&`); none matches nothing. */
export type Query = Operand[];

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/**
 * A tsvector's text output (`'jacket':3A,7B 'water':1A`), or undefined when it is not one. A
 * lexeme without positions (stripped vectors; the indexer never writes one) gets none: it weighs
 * nothing, as in PostgreSQL, though a conjunction of two such ranks 1e-20 here and 0 there.
 */
export function parseVector(text: string): ParsedVector | undefined {
  const lexemes: string[] = [];
  const starts: number[] = [0];
  const positions: number[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === ' ') {
      at += 1;
      continue;
    }
    if (text[at] !== "'") return undefined;
    let lexeme = '';
    at += 1;
    for (;;) {
      const c = text[at];
      if (c === undefined) return undefined;
      if (c === "'" && text[at + 1] === "'") {
        lexeme += "'";
        at += 2;
      } else if (c === '\\' && text[at + 1] !== undefined) {
        lexeme += text[at + 1];
        at += 2;
      } else if (c === "'") {
        at += 1;
        break;
      } else {
        lexeme += c;
        at += 1;
      }
    }
    lexemes.push(lexeme);
    if (text[at] === ':') {
      at += 1;
      for (;;) {
        let digits = 0;
        let position = 0;
        while (text[at]! >= '0' && text[at]! <= '9') {
          position = position * 10 + text.charCodeAt(at) - 48;
          at += 1;
          digits += 1;
        }
        if (digits === 0) return undefined;
        const weight = WEIGHT_BITS[text[at] ?? ''];
        if (weight !== undefined) at += 1;
        positions.push(((weight ?? 0) << 14) | Math.min(position, 0x3fff));
        if (text[at] !== ',') break;
        at += 1;
      }
    }
    starts.push(positions.length);
  }
  return { lexemes, starts: Uint32Array.from(starts), positions: Uint16Array.from(positions) };
}

/**
 * A tsquery's text output when it is a conjunction of operands (`'waterproof' & 'jack':*`, or ''
 * for a query of stop words only); undefined for anything else (phrases, OR, weights), which the
 * memory index leaves to the database.
 */
export function parseQuery(text: string): Query | undefined {
  if (text.trim() === '') return [];
  const operands: Query = [];
  for (const part of text.split(' & ')) {
    const match = /^'((?:[^'\\]|'')+)'(:\*)?$/.exec(part.trim());
    if (!match) return undefined;
    operands.push({ lexeme: match[1]!.replaceAll("''", "'"), prefix: match[2] !== undefined });
  }
  return operands;
}

/**
 * PostgreSQL's order of lexemes (tsCompareString): bytewise in UTF-8, a prefix first. UTF-16
 * order agrees except between a surrogate (a character past U+FFFF, four bytes) and U+E000–U+FFFF.
 */
export function compareLexemes(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xAstral = x >= 0xd800 && x <= 0xdfff;
    const yAstral = y >= 0xd800 && y <= 0xdfff;
    if (xAstral !== yAstral) return xAstral ? 1 : -1;
    return x - y;
  }
  return a.length - b.length;
}

/** The operands ts_rank walks (SortAndUniqItems): sorted bytewise, each lexeme once. */
export function rankOperands(query: Query): Query | undefined {
  const sorted = [...query].sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
  const unique: Query = [];
  for (const operand of sorted) {
    const last = unique[unique.length - 1];
    if (last?.lexeme !== operand.lexeme) unique.push(operand);
    // The same lexeme whole and as a prefix: PostgreSQL keeps whichever its sort left first.
    else if (last.prefix !== operand.prefix) return undefined;
  }
  return unique;
}

/** Single-precision weights {D, C, B, A}, as ts_rank reads its float4[] argument. */
export type Weights = readonly [number, number, number, number];
export const toWeights = (w: readonly [number, number, number, number]): Weights =>
  [f32(w[0]), f32(w[1]), f32(w[2]), f32(w[3])] as const;

/** word_distance(d) for d = 0 … 100 (tsrank.c): single precision, 1e-30 beyond. */
const WORD_DISTANCE = Float32Array.from({ length: 101 }, (_, d) => 1 / (1.005 + 0.05 * Math.exp(d / 1.5 - 2)));
const wordDistance = (distance: number): number => (distance > 100 ? f32(1e-30) : WORD_DISTANCE[distance]!);

/**
 * calc_rank_or's part for one vector entry: its positions' weights (WordEntryPos values from
 * positions[from] to positions[to - 1]), each divided by its place squared, the heaviest in full.
 */
export function entryWeight(w: Weights, positions: Uint16Array, from: number, to: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let at = from, j = 0; at < to; at++, j++) {
    const weight = w[positions[at]! >> 14]!;
    resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's running sum after one more entry (its entryWeight). */
export const addEntry = (res: number, weight: number): number => f32(res + weight / 1.64493406685);

/**
 * calc_rank_and's weight of one pair of positions, by the pair's two weights (4 × first + second)
 * and distance (1 … 100, and 101 for any farther): sqrt(w1 × w2 × word_distance(d)) in single
 * precision, looked up rather than computed for every pair.
 */
export function pairWeights(w: Weights): Float32Array {
  const table = new Float32Array(16 * 102);
  for (let a = 0; a < 4; a++) {
    for (let b = 0; b < 4; b++) {
      for (let d = 1; d <= 101; d++) {
        table[(a * 4 + b) * 102 + d] = f32(Math.sqrt(f32(f32(w[a]! * w[b]!) * wordDistance(d))));
      }
    }
  }
  return table;
}

/**
 * calc_rank_and's running value (-1 before any pair) after the pairs of one entry's positions
 * (positions[post] … positions[postEnd - 1], the later operand's) with an earlier operand's held
 * entry's (heldPositions[ct] … heldPositions[ctEnd - 1]): nearer words weigh more, words at the
 * same place not at all.
 */
export function addPairs(
  pairs: Float32Array,
  positions: Uint16Array,
  post: number,
  postEnd: number,
  heldPositions: Uint16Array,
  ct: number,
  ctEnd: number,
  res: number,
): number {
  for (let l = post; l < postEnd; l++) {
    const a = positions[l]!;
    const row = (a >> 14) * 4 * 102;
    for (let p = ct; p < ctEnd; p++) {
      const b = heldPositions[p]!;
      const distance = Math.abs((a & 0x3fff) - (b & 0x3fff));
      if (distance === 0) continue;
      const curw = pairs[row + (b >> 14) * 102 + (distance > 100 ? 101 : distance)]!;
      res = res < 0 ? curw : f32(1 - (1 - res) * (1 - curw));
    }
  }
  return res;
}

/** calc_rank's last step for a conjunction: no pair at all ranks 1e-20. */
export const finishAnd = (res: number): number => (res < 0 ? f32(1e-20) : res);
