/**
 * Work arrays of the memory index's searches (decision 034), one per slot of the index, reused:
 * a search runs from start to end without awaiting, so one set serves every search of the
 * process. Allocating them afresh (several MB a search at 100,000 products) cost more in page
 * faults and garbage collection than the search itself.
 */

const bytes: Uint8Array[] = [];
const floats: Float64Array[] = [];
const ints: Int32Array[] = [];

function take<T extends Uint8Array | Float64Array | Int32Array>(
  pool: T[],
  which: number,
  size: number,
  make: (n: number) => T,
): T {
  let array = pool[which];
  if (!array || array.length < size) {
    array = make(Math.max(size, 1024));
    pool[which] = array;
  }
  return array.subarray(0, size) as T;
}

/** Bytes set to 0; `which` tells apart the arrays one search uses at once. */
export const scratchBytes = (which: number, size: number): Uint8Array =>
  take(bytes, which, size, (n) => new Uint8Array(n)).fill(0);

/**
 * Numbers as the last search left them: a search sets the slots it reads (its matches, a few
 * thousand) rather than filling one number per product.
 */
export const scratchFloats = (which: number, size: number): Float64Array =>
  take(floats, which, size, (n) => new Float64Array(n));

export const scratchInts = (which: number, size: number): Int32Array =>
  take(ints, which, size, (n) => new Int32Array(n));
