import { MAX_ORDER_QUANTITY } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { bagAvailability } from './bag-line';

const line = (ats: number, quantity: number, backorderable = false) => ({
  quantity,
  inventory: { id: 'P-1', ats, stockLevel: ats, orderable: ats > 0, backorderable },
});

describe('bagAvailability (spec 2 §4, on the cart)', () => {
  it('is out of stock at 0', () => {
    expect(bagAvailability(line(0, 1))).toEqual({ kind: 'out-of-stock' });
  });
  it("says 'Only {n} left!' when the stock is at most the quantity", () => {
    expect(bagAvailability(line(3, 3))).toEqual({ kind: 'low-stock', stockLevel: 3 });
    expect(bagAvailability(line(2, 3))).toEqual({ kind: 'low-stock', stockLevel: 2 });
    expect(bagAvailability(line(4, 3))).toBeUndefined();
  });
  it('says nothing beyond the maximum order quantity, nor for backorders', () => {
    expect(bagAvailability(line(MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY))).toEqual({
      kind: 'low-stock',
      stockLevel: MAX_ORDER_QUANTITY,
    });
    expect(bagAvailability(line(5, MAX_ORDER_QUANTITY + 1))).toBeUndefined();
    expect(bagAvailability(line(1, 3, true))).toBeUndefined();
  });
});
