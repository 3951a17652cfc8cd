/**
 * Seeded randomness. Every value in the demo catalogue comes from here (never Math.random),
 * so the same seed always yields byte-identical data.
 *
 * Each product draws from its own streams keyed by (seed, product index, stream), so the
 * product at index i can be generated without generating products 0..i-1: batches are
 * independent and the generator scales to any size in constant memory.
 */

/** Murmur3's 32-bit finaliser: spreads every input bit over the whole word. */
export function mix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A 32-bit seed for one (seed, index, stream) triple. */
export function streamSeed(seed: number, index: number, stream: number): number {
  const a = mix32((seed >>> 0) ^ 0x9e3779b9);
  const b = mix32((a + Math.imul(index >>> 0, 0x27d4eb2f)) >>> 0);
  return mix32((b ^ Math.imul(stream >>> 0, 0x165667b1)) >>> 0);
}

/** Named streams, so adding draws to one part of a product never shifts another part. */
export const Stream = {
  plan: 1,
  text: 2,
  colors: 3,
  variants: 4,
  merch: 5,
  price: 6,
  inventory: 7,
  components: 8,
  category: 9,
  copy: 10,
} as const;

/** mulberry32: tiny, fast, and good enough for demo data. */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  static for(seed: number, index: number, stream: number): Rng {
    return new Rng(streamSeed(seed, index, stream));
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick: empty list');
    return item;
  }

  /** Picks by relative weight. */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weightOf(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weightOf(item);
      if (target < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('Rng.weighted: empty list');
    return last;
  }

  /** `count` distinct items in random order (Fisher–Yates on a copy). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice();
    const n = Math.min(count, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      const a = copy[i] as T;
      copy[i] = copy[j] as T;
      copy[j] = a;
    }
    return copy.slice(0, n);
  }
}
