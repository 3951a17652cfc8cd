import { Column } from './column.js';
import { compareLexemes, type Operand } from './ts-rank.js';

/**
 * The lexemes of one text-search configuration in the memory index (decision 034): each lexeme
 * once, as a number, with its postings — the products (slots) whose vector holds it, in slot
 * order, each with its entry's weight and positions — and, for prefix queries, every lexeme in
 * order. A ranking walks a lexeme's postings from start to end, reading its arrays in order rather
 * than one entry here and one there. Emptied slots stay listed; readers skip them.
 */

// Most lexemes are held by few products: their columns start small.
const uint16 = () => new Column((n) => new Uint16Array(n), 4);
const uint32 = () => new Column((n) => new Uint32Array(n), 2);
const int32 = () => new Column((n) => new Int32Array(n), 2);
const float32 = () => new Column((n) => new Float32Array(n), 2);

/** One lexeme's postings, as read. */
export type Postings = {
  slots: Int32Array;
  /** Each posting's entryWeight (calc_rank_or's part). */
  weights: Float32Array;
  /** Posting i's positions are positions[ends[i - 1] (0 for the first)] … positions[ends[i] - 1]. */
  ends: Uint32Array;
  positions: Uint16Array;
};

class LexemePostings {
  readonly slots = int32();
  readonly weights = float32();
  readonly ends = uint32();
  readonly positions = uint16();

  fit(): void {
    for (const column of [this.slots, this.weights, this.ends, this.positions]) column.fit();
  }

  read(): Postings {
    return {
      slots: this.slots.data.subarray(0, this.slots.length),
      weights: this.weights.data.subarray(0, this.weights.length),
      ends: this.ends.data.subarray(0, this.ends.length),
      positions: this.positions.data.subarray(0, this.positions.length),
    };
  }
}

export class Lexicon {
  private readonly idOf = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly postings: LexemePostings[] = [];
  /**
   * Ids in lexeme order, sorted on the first prefix query after the load. Lexemes new after that
   * (a refresh) wait in `unordered` and are merged in at the next prefix query: no query sorts
   * every lexeme again, and a refresh of many new lexemes costs one merge.
   */
  private ordered: Int32Array | undefined;
  private unordered: number[] = [];

  /** Lists a slot's entry (a lexeme of its vector: its weight and positions) under its lexeme. */
  add(lexeme: string, slot: number, weight: number, positions: Uint16Array): void {
    let id = this.idOf.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.idOf.set(lexeme, id);
      this.lexemes.push(lexeme);
      this.postings.push(new LexemePostings());
      if (this.ordered) this.unordered.push(id);
    }
    const postings = this.postings[id]!;
    postings.slots.push(slot);
    postings.weights.push(weight);
    for (const position of positions) postings.positions.push(position);
    postings.ends.push(postings.positions.length);
  }

  /** Gives back the room each lexeme's postings kept for growth. */
  fit(): void {
    for (const postings of this.postings) postings.fit();
  }

  /** Ids of the lexemes an operand matches: its own, or (a prefix) every lexeme it begins, in lexeme order. */
  private matching(operand: Operand): Int32Array {
    if (!operand.prefix) {
      const id = this.idOf.get(operand.lexeme);
      return id === undefined ? new Int32Array(0) : Int32Array.of(id);
    }
    const ordered = this.inOrder();
    const low = this.lowerBound(ordered, operand.lexeme);
    let end = low;
    while (end < ordered.length && this.lexemes[ordered[end]!]!.startsWith(operand.lexeme)) end += 1;
    return ordered.subarray(low, end);
  }

  /** Every id in lexeme order (sorted once, then kept by merging the lexemes new since). */
  private inOrder(): Int32Array {
    const byLexeme = (a: number, b: number) => compareLexemes(this.lexemes[a]!, this.lexemes[b]!);
    if (!this.ordered) return (this.ordered = Int32Array.from(this.lexemes.keys()).sort(byLexeme));
    if (this.unordered.length === 0) return this.ordered;
    const fresh = Int32Array.from(this.unordered).sort(byLexeme);
    const old = this.ordered;
    const merged = new Int32Array(old.length + fresh.length);
    for (let i = 0, j = 0, k = 0; k < merged.length; k++) {
      merged[k] = j >= fresh.length || (i < old.length && byLexeme(old[i]!, fresh[j]!) < 0) ? old[i++]! : fresh[j++]!;
    }
    this.unordered = [];
    return (this.ordered = merged);
  }

  /** Where `lexeme` is or would be in `ordered`: the first place whose lexeme is not before it. */
  private lowerBound(ordered: Int32Array, lexeme: string): number {
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(this.lexemes[ordered[middle]!]!, lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The postings of every lexeme the operand matches, lexeme by lexeme in lexeme order. */
  postingsOf(operand: Operand): Postings[] {
    return Array.from(this.matching(operand), (id) => this.postings[id]!.read());
  }
}
