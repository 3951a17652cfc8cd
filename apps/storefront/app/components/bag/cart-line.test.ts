import { MAX_ORDER_QUANTITY } from '@ridgeline/config';
import { describe, expect, it } from 'vitest';
import { cartAvailability } from './cart-line';

const line = (ats: number, quantity: number, backorderable = false) => ({
  quantity,
  inventory: { id: 'P-1', ats, stockLevel: ats, orderable: ats > 0, backorderable },
});

describe('cartAvailability (spec 2 §4, on the cart)', () => {
  it('is out of stock at 0', () => {
    expect(cartAvailability(line(0, 1))).toEqual({ kind: 'out-of-stock' });
  });
  it("says 'Only {n} left!' when the stock is at most the quantity", () => {
    expect(cartAvailability(line(3, 3))).toEqual({ kind: 'low-stock', stockLevel: 3 });
    expect(cartAvailability(line(2, 3))).toEqual({ kind: 'low-stock', stockLevel: 2 });
    expect(cartAvailability(line(4, 3))).toBeUndefined();
  });
  it('says nothing beyond the maximum order quantity, nor for backorders', () => {
    expect(cartAvailability(line(MAX_ORDER_QUANTITY, MAX_ORDER_QUANTITY))).toEqual({
      kind: 'low-stock',
      stockLevel: MAX_ORDER_QUANTITY,
    });
    expect(cartAvailability(line(5, MAX_ORDER_QUANTITY + 1))).toBeUndefined();
    expect(cartAvailability(line(1, 3, true))).toBeUndefined();
  });
});
