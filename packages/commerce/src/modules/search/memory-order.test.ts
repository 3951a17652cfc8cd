import { describe, expect, it } from 'vitest';
import { firstInOrder } from './memory-order.js';

/** A repeatable shuffle of 0 … n - 1 (a linear congruential generator). */
function shuffled(n: number, seed: number): Int32Array {
  const slots = Int32Array.from({ length: n }, (_, i) => i);
  let state = seed;
  for (let i = n - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

describe('firstInOrder', () => {
  // Few distinct keys, so most comparisons fall to the tie-breaker (the slot itself here).
  const keys = Float64Array.from({ length: 5_000 }, (_, i) => (i * 7919) % 13);
  const order = (a: number, b: number) => keys[a]! - keys[b]! || a - b;
  const sorted = (slots: Int32Array) => [...slots].sort(order);

  it.each([1, 2, 25, 47, 100, 1_000, 4_999])('gives the first %i slots, in order, of a shuffled list', (count) => {
    const slots = shuffled(5_000, count);
    expect([...firstInOrder(slots, count, order)]).toEqual(sorted(slots).slice(0, count));
  });

  it('gives the first slots when each slot comes before all those before it (every slot is kept for a while)', () => {
    const slots = Int32Array.from(sorted(shuffled(5_000, 3)).reverse());
    expect([...firstInOrder(slots, 47, order)]).toEqual(sorted(slots).slice(0, 47));
  });

  it('gives every slot, in order, when asked for as many or more', () => {
    const slots = shuffled(30, 9);
    expect([...firstInOrder(slots, 30, order)]).toEqual(sorted(slots));
    expect([...firstInOrder(slots, 100, order)]).toEqual(sorted(slots));
    expect([...slots]).toEqual([...shuffled(30, 9)]);
  });
});
