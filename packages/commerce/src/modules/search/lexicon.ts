import { Column } from './column.js';
import { compareLexemes, type Operand } from './ts-rank.js';

/**
 * The lexemes of one text-search configuration in the memory index (decision 034): each lexeme
 * once, as a number, with the products (slots) and vector entries that hold it (postings: pairs
 * of slot and entry, in slot order, so a reader touches an entry only for the slots it wants),
 * each entry's weight beside them (a one-word rank reads them in order, not one entry here and
 * one there) and, for prefix queries, every lexeme in order. Emptied slots stay listed; readers
 * skip them.
 */

/** One lexeme's postings: slot and entry pairs, and the entries' weights (one per pair). */
export type Postings = { pairs: Int32Array; weights: Float32Array };

export class Lexicon {
  private readonly idOf = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly postings: Column<Int32Array>[] = [];
  private readonly weights: Column<Float32Array>[] = [];
  /** Ids in lexeme order, built on the first query after a new lexeme. */
  private ordered: Int32Array | undefined;

  /** Lists a slot's entry (a lexeme of its vector, with its entryWeight) under its lexeme. */
  add(lexeme: string, slot: number, entry: number, weight: number): void {
    let id = this.idOf.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.idOf.set(lexeme, id);
      this.lexemes.push(lexeme);
      this.postings.push(new Column(new Int32Array(4), (n) => new Int32Array(n)));
      this.weights.push(new Column(new Float32Array(2), (n) => new Float32Array(n)));
      this.ordered = undefined;
    }
    this.postings[id]!.push(slot);
    this.postings[id]!.push(entry);
    this.weights[id]!.push(weight);
  }

  /** Ids of the lexemes an operand matches: its own, or (a prefix) every lexeme it begins, in lexeme order. */
  private matching(operand: Operand): Int32Array {
    if (!operand.prefix) {
      const id = this.idOf.get(operand.lexeme);
      return id === undefined ? new Int32Array(0) : Int32Array.of(id);
    }
    const ordered = (this.ordered ??= Int32Array.from(this.lexemes.keys()).sort((a, b) =>
      compareLexemes(this.lexemes[a]!, this.lexemes[b]!),
    ));
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compareLexemes(this.lexemes[ordered[middle]!]!, operand.lexeme) < 0) low = middle + 1;
      else high = middle;
    }
    let end = low;
    while (end < ordered.length && this.lexemes[ordered[end]!]!.startsWith(operand.lexeme)) end += 1;
    return ordered.subarray(low, end);
  }

  /** The postings of every lexeme the operand matches, lexeme by lexeme in lexeme order. */
  postingsOf(operand: Operand): Postings[] {
    return Array.from(this.matching(operand), (id) => ({
      pairs: this.postings[id]!.data.subarray(0, this.postings[id]!.length),
      weights: this.weights[id]!.data.subarray(0, this.weights[id]!.length),
    }));
  }
}
