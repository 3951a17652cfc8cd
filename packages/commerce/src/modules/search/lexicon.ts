import { compareLexemes, type Operand, type Term } from './ts-rank.js';

/**
 * The lexemes of one text-search configuration in the memory index (decision 034): each lexeme
 * once, as a number, with the slots of the products that hold it (postings) and, for prefix
 * queries, every lexeme in order. Slots a product left stay listed; readers skip empty slots.
 */
export class Lexicon {
  private readonly idOf = new Map<string, number>();
  private readonly lexemes: string[] = [];
  private readonly postings: number[][] = [];
  /** Ids in lexeme order, built on the first prefix query after a new lexeme. */
  private ordered: Int32Array | undefined;

  get size(): number {
    return this.lexemes.length;
  }

  /** The lexeme's id; the slot is listed under it. */
  add(lexeme: string, slot: number): number {
    let id = this.idOf.get(lexeme);
    if (id === undefined) {
      id = this.lexemes.length;
      this.idOf.set(lexeme, id);
      this.lexemes.push(lexeme);
      this.postings.push([]);
      this.ordered = undefined;
    }
    this.postings[id]!.push(slot);
    return id;
  }

  /** Ids of the lexemes an operand matches: its own, or every lexeme it begins. */
  private matching(operand: Operand): number[] {
    if (!operand.prefix) {
      const id = this.idOf.get(operand.lexeme);
      return id === undefined ? [] : [id];
    }
    const ordered = (this.ordered ??= Int32Array.from(this.lexemes.keys()).sort((a, b) =>
      compareLexemes(this.lexemes[a]!, this.lexemes[b]!),
    ));
    let low = 0;
    let high = ordered.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.lexemes[ordered[middle]!]! < operand.lexeme) low = middle + 1;
      else high = middle;
    }
    const found: number[] = [];
    for (let i = low; i < ordered.length && this.lexemes[ordered[i]!]!.startsWith(operand.lexeme); i++)
      found.push(ordered[i]!);
    return found;
  }

  /** The slot lists of every lexeme the operand matches (a slot may appear in several). */
  postingsOf(operand: Operand): number[][] {
    return this.matching(operand).map((id) => this.postings[id]!);
  }

  /** The operand as ts_rank looks it up in this lexicon's vectors. */
  term(operand: Operand): Term {
    if (!operand.prefix) return { exact: this.idOf.get(operand.lexeme) ?? -1 };
    const prefix = new Uint8Array(this.lexemes.length);
    for (const id of this.matching(operand)) prefix[id] = 1;
    return { exact: -1, prefix };
  }
}
