import { sql } from 'drizzle-orm';
import type { Currency } from '../pricing/index.js';
import type { IndexRow } from './indexer.js';
import { Column } from './column.js';
import { Lexicon } from './lexicon.js';
import { PRICE_BUCKETS, priceValue, toMinor } from './price-buckets.js';
import { RANK_WEIGHTS } from './plan.js';
import { entryWeight, pairWeights, parseVector, toWeights, type ParsedVector } from './ts-rank.js';

/**
 * The products of the memory index (decision 034), column by column: what a text search reads of
 * each search_text row — refinement values as small numbers, sort keys, both vectors in lexeme
 * ids — in typed arrays indexed by slot. A search walks thousands of matches; arrays side by side
 * keep that walk in the processor's cache, where an object per product did not (3–5× slower).
 */

export type TextConfig = 'english' | 'french';
export type ProductType = IndexRow['product_type'];

/** The segments of a slot's codes: category ids (with ancestors), colours, sizes, badges. */
export const CATEGORIES = 0;
export const COLORS = 1;
export const SIZES = 2;
export const BADGES = 3;

/** ts_rank's weights in single precision, as every search ranks with them (plan.ts). */
export const WEIGHTS = toWeights(
  JSON.parse(RANK_WEIGHTS.replace('{', '[').replace('}', ']')) as [number, number, number, number],
);
/** calc_rank_and's pair weights under WEIGHTS. */
export const PAIR_WEIGHTS = pairWeights(WEIGHTS);

const int32 = () => new Column((n) => new Int32Array(n), 1024);
const uint32 = () => new Column((n) => new Uint32Array(n), 1024);
const float64 = () => new Column((n) => new Float64Array(n), 1024);

/**
 * One configuration's vectors: how many entries (lexemes) each slot's has; the lexicon holds
 * each entry under its lexeme with its positions and its part of ts_rank for one word.
 */
class Vectors {
  readonly lexicon = new Lexicon();
  /** Slot s's vector has firstEntry[s + 1] - firstEntry[s] entries. */
  readonly firstEntry = uint32();

  constructor() {
    this.firstEntry.push(0);
  }

  add(parsed: ParsedVector, slot: number): void {
    parsed.lexemes.forEach((lexeme, i) => {
      const from = parsed.starts[i]!;
      const to = parsed.starts[i + 1]!;
      const weight = entryWeight(WEIGHTS, parsed.positions, from, to);
      this.lexicon.add(lexeme, slot, weight, parsed.positions.subarray(from, to));
    });
    this.firstEntry.push(this.firstEntry.data[slot]! + parsed.lexemes.length);
  }
}

/** A search_text row as the loader reads it (`DOC_COLUMNS`). */
export type DocRow = Pick<
  IndexRow,
  | 'product_id'
  | 'product_type'
  | 'orderable'
  | 'category_ids'
  | 'colors'
  | 'sizes'
  | 'badges'
  | 'is_new'
  | 'is_sale'
  | 'usd_min'
  | 'cad_min'
  | 'rating'
  | 'review_count'
  | 'rank'
  | 'name_en'
  | 'name_fr'
> & { created_us: string; search_en: string | null; search_fr: string | null };

/** The columns a slot is made of; vectors only for orderable rows (nothing else is searched). */
export const DOC_COLUMNS = sql`product_id, product_type, orderable, category_ids, colors, sizes, badges, is_new, is_sale,
  usd_min, cad_min, rating::float8 AS rating, review_count, rank,
  (extract(epoch FROM created_at) * 1000000)::bigint::text AS created_us, name_en, name_fr,
  CASE WHEN orderable THEN search_en::text END AS search_en,
  CASE WHEN orderable THEN search_fr::text END AS search_fr`;

/** A row's text vectors, as PostgreSQL wrote them, parsed. */
export type SearchVectors = { en: ParsedVector; fr: ParsedVector };

/**
 * The vectors of a row that can be searched (undefined for one that cannot be bought); throws when
 * PostgreSQL wrote one that cannot be read, so a refresh learns it before changing anything.
 */
export function searchVectorsOf(row: DocRow): SearchVectors | undefined {
  if (!row.orderable || row.search_en === null || row.search_fr === null) return undefined;
  const en = parseVector(row.search_en);
  const fr = parseVector(row.search_fr);
  if (!en || !fr) throw new Error(`Product ${row.product_id}: its search vector could not be read.`);
  return { en, fr };
}

/**
 * Codes fit 16 bits: a slot's codes then take half the memory, and a facet count reads half as
 * much. A slot's lists (their lengths sit among the codes) are held to the same bound.
 */
export const MAX_CODES = 2 ** 16;

/** A catalogue the memory index cannot hold: it stays off, and the database answers text searches. */
export class IndexCapacityError extends Error {}

/** Refinement values (category ids, colours, sizes, badges, price ranges) as small numbers. */
export class Codes {
  private readonly codeOf = new Map<string, number>();
  readonly values: string[] = [];

  code(value: string): number {
    let code = this.codeOf.get(value);
    if (code === undefined) {
      code = this.values.length;
      if (code === MAX_CODES) {
        throw new IndexCapacityError(`The search memory index holds at most ${MAX_CODES} refinement values.`);
      }
      this.codeOf.set(value, code);
      this.values.push(value);
    }
    return code;
  }

  /** -1 for a value no product has. */
  find(value: string): number {
    return this.codeOf.get(value) ?? -1;
  }
}

export const IS_NEW = 1;
export const IS_SALE = 2;
/** Listed in a category (the root scope: search_index's `cardinality(category_ids) > 0`). */
export const LISTED = 4;
/** The slot holds a product (not emptied). */
export const LIVE = 8;

/** A row's refinement lists, in segment order (CATEGORIES, COLORS, SIZES, BADGES). */
const refinementLists = (row: DocRow): string[][] => [row.category_ids, row.colors, row.sizes, row.badges];
/** A list whose length a 16-bit code cannot say. */
const tooLong = (values: readonly string[]) => values.length >= MAX_CODES;

/** Slots only grow; a changed product takes a new slot and its old one empties (`ids[slot]` undefined). */
export class DocStore {
  readonly codes = new Codes();
  /** Product ids by slot; undefined once the slot emptied. */
  readonly ids: (string | undefined)[] = [];
  readonly types: ProductType[] = [];
  readonly colors: string[][] = [];
  readonly namesEn: string[] = [];
  readonly namesFr: string[] = [];
  readonly ordinal = float64();
  readonly rank = float64();
  readonly createdAt = float64();
  /** Minor units; NaN when unpriced. */
  readonly usdMin = float64();
  readonly cadMin = float64();
  /** NaN when unrated. */
  readonly rating = float64();
  readonly reviewCount = float64();
  /** IS_NEW | IS_SALE | LISTED | LIVE. */
  readonly flags = int32();
  /** The price refinement's bucket per currency, as a code (-1: unpriced). */
  readonly usdBucket = int32();
  readonly cadBucket = int32();
  /** Slot s's codes start at firstCode[s]: four segments, each its length then its codes. */
  readonly firstCode = uint32();
  readonly codeList = new Column((n) => new Uint16Array(n), 4096);
  readonly vectors: Record<TextConfig, Vectors> = { english: new Vectors(), french: new Vectors() };

  /** The lowest and highest ordinals held (a product new since the load may fall between two, or before all). */
  minOrdinal = 0;
  maxOrdinal = 0;

  get size(): number {
    return this.ids.length;
  }

  /** Gives back the room every column kept for growth, once loaded (a third of what it holds). */
  fit(): void {
    for (const value of Object.values(this)) if (value instanceof Column) value.fit();
    for (const vectors of Object.values(this.vectors)) {
      vectors.firstEntry.fit();
      vectors.lexicon.fit();
    }
  }

  private bucket(price: number | null, currency: Currency): number {
    if (price === null) return -1;
    const range = PRICE_BUCKETS[currency].find((b) => price >= toMinor(b.min) && price < toMinor(b.max));
    return range ? this.codes.code(priceValue(range)) : -1;
  }

  /** Appends an orderable row's product, with its parsed vectors; returns its slot. */
  add(row: DocRow, vectors: SearchVectors, ordinal: number): number {
    // Codes first: a value past the codes' bound stops the row before any column holds part of it.
    const values = refinementLists(row);
    const long = values.find(tooLong);
    if (long) throw new IndexCapacityError(`Product ${row.product_id} has ${long.length} values in one refinement.`);
    const lists = values.map((list) => list.map((value) => this.codes.code(value)));
    const usdBucket = this.bucket(row.usd_min, 'USD');
    const cadBucket = this.bucket(row.cad_min, 'CAD');
    const slot = this.ids.length;
    this.ids.push(row.product_id);
    this.types.push(row.product_type);
    this.colors.push(lists[COLORS]!.map((code) => this.codes.values[code]!));
    this.namesEn.push(row.name_en);
    this.namesFr.push(row.name_fr);
    this.ordinal.push(ordinal);
    this.minOrdinal = Math.min(this.minOrdinal, ordinal);
    this.maxOrdinal = Math.max(this.maxOrdinal, ordinal);
    this.rank.push(row.rank);
    this.createdAt.push(Number(row.created_us));
    this.usdMin.push(row.usd_min ?? NaN);
    this.cadMin.push(row.cad_min ?? NaN);
    this.rating.push(row.rating ?? NaN);
    this.reviewCount.push(row.review_count);
    this.flags.push(
      LIVE | (row.is_new ? IS_NEW : 0) | (row.is_sale ? IS_SALE : 0) | (row.category_ids.length > 0 ? LISTED : 0),
    );
    this.usdBucket.push(usdBucket);
    this.cadBucket.push(cadBucket);
    this.firstCode.push(this.codeList.length);
    for (const codes of lists) {
      this.codeList.push(codes.length);
      for (const code of codes) this.codeList.push(code);
    }
    this.vectors.english.add(vectors.en, slot);
    this.vectors.french.add(vectors.fr, slot);
    return slot;
  }

  /** Whether these rows' refinement values, with those held, keep within the codes' bound (asked before a refresh changes anything). */
  holds(rows: readonly DocRow[]): boolean {
    const fresh = new Set<string>();
    for (const row of rows) {
      const lists = refinementLists(row);
      if (lists.some(tooLong)) return false;
      for (const value of lists.flat()) if (this.codes.find(value) < 0) fresh.add(value);
    }
    // Price ranges are codes too: count those not coded yet.
    for (const range of [...PRICE_BUCKETS.USD, ...PRICE_BUCKETS.CAD]) {
      if (this.codes.find(priceValue(range)) < 0) fresh.add(priceValue(range));
    }
    return this.codes.values.length + fresh.size <= MAX_CODES;
  }

  empty(slot: number): void {
    this.ids[slot] = undefined;
    this.flags.data[slot]! &= ~LIVE;
  }
}

/** Offsets [from, to) of a segment of a slot's codes in `codeList`. */
export function segment(codeList: Uint16Array, first: number, which: number): [number, number] {
  let at = first;
  for (let s = 0; s < which; s++) at += codeList[at]! + 1;
  return [at + 1, at + 1 + codeList[at]!];
}
