/**
 * PostgreSQL's text-search vectors, queries and ts_rank, in process (decision 034): the memory
 * index (memory-index.ts) matches and ranks exactly as `vector @@ query` and
 * `ts_rank(weights, vector, query)` do, so a search answers the same from either.
 *
 * The ranking follows PostgreSQL's tsrank.c (calc_rank_or, calc_rank_and, word_distance) step
 * by step, rounding to single precision wherever it computes in `float`: equal scores must stay
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

/**
 * A vector as the memory index holds it (memory-doc.ts): entries from … to - 1 of shared columns,
 * each entry's lexeme as its id in the index's lexicon (lexicon.ts), and its positions from
 * positions[firstPosition[e]] to positions[firstPosition[e + 1] - 1].
 */
export type Vector = {
  lexemes: Int32Array;
  firstPosition: Uint32Array;
  positions: Uint16Array;
  from: number;
  to: number;
};

/** One query operand: a lexeme, matched whole or (`:*`) as a prefix. */
export type Operand = { lexeme: string; prefix: boolean };
/** The query's operands, all required (to_tsquery of words joined by `&`); none matches nothing. */
export type Query = Operand[];

const WEIGHT_BITS: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 };

/** A tsvector's text output (`'jacket':3A,7B 'water':1A`), or undefined when it is not one. */
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

/** PostgreSQL's order of lexemes (tsCompareString): bytewise, a prefix first. */
export const compareLexemes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * An operand as ts_rank looks it up in a vector (find_wordentry): one lexeme id (-1 for a lexeme
 * no product has), or for a prefix every id marked. A vector lists its lexemes in order, so the
 * entries found come in the order PostgreSQL walks them.
 */
export type Term = { exact: number; prefix?: Uint8Array };

const accepts = (term: Term, id: number): boolean => (term.prefix ? term.prefix[id] === 1 : id === term.exact);

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

/** One entry's part of calc_rank_or: its positions' weights, the heaviest counted in full. */
function entryWeight(w: Weights, vector: Vector, entry: number): number {
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  const end = vector.firstPosition[entry + 1]!;
  for (let at = vector.firstPosition[entry]!, j = 0; at < end; at++, j++) {
    const weight = w[vector.positions[at]! >> 14]!;
    resj = f32(resj + f32(weight / ((j + 1) * (j + 1))));
    if (weight > wjm) {
      wjm = weight;
      jm = j;
    }
  }
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))));
}

function rankOr(w: Weights, vector: Vector, terms: readonly Term[]): number {
  let res = 0;
  const { lexemes, from, to } = vector;
  for (const term of terms) {
    for (let entry = from; entry < to; entry++) {
      if (accepts(term, lexemes[entry]!)) res = f32(res + entryWeight(w, vector, entry) / 1.64493406685);
    }
  }
  return terms.length > 0 ? f32(res / terms.length) : res;
}

/** Per term, the positions [from, to) of the entry it matched last (tsrank.c keeps one per operand). */
const heldFrom = new Int32Array(16);
const heldTo = new Int32Array(16);

function rankAnd(w: Weights, vector: Vector, terms: readonly Term[]): number {
  if (terms.length < 2) return rankOr(w, vector, terms);
  let res = -1;
  const { lexemes, firstPosition, positions } = vector;
  heldFrom.fill(-1, 0, terms.length);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i]!;
    for (let entry = vector.from; entry < vector.to; entry++) {
      if (!accepts(term, lexemes[entry]!)) continue;
      const from = firstPosition[entry]!;
      const to = firstPosition[entry + 1]!;
      heldFrom[i] = from;
      heldTo[i] = to;
      for (let k = 0; k < i; k++) {
        if (heldFrom[k]! < 0) continue;
        for (let l = from; l < to; l++) {
          const post = positions[l]!;
          for (let p = heldFrom[k]!; p < heldTo[k]!; p++) {
            const ct = positions[p]!;
            const distance = Math.abs((post & 0x3fff) - (ct & 0x3fff));
            if (distance === 0) continue;
            const product = f32(f32(w[post >> 14]! * w[ct >> 14]!) * wordDistance(distance));
            const curw = f32(Math.sqrt(product));
            res = res < 0 ? curw : f32(1 - (1 - res) * (1 - curw));
          }
        }
      }
    }
  }
  return res;
}

/**
 * ts_rank(weights, vector, query) without normalisation, for a conjunction of operands: `terms`
 * are rankOperands' in order; `conjunction` when the query has an AND at its root.
 */
export function tsRank(w: Weights, vector: Vector, terms: readonly Term[], conjunction: boolean): number {
  // At most 16 operands: queryWords keeps 16 words (text.ts).
  if (vector.to === vector.from || terms.length === 0) return 0;
  const res = conjunction ? rankAnd(w, vector, terms) : rankOr(w, vector, terms);
  return res < 0 ? f32(1e-20) : res;
}
