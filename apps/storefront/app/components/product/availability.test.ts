import { describe, expect, it } from 'vitest';
import { availabilityMessage, isUnfulfillable } from './availability';

const product = (type: 'master' | 'item' | 'bundle', variantStock: number, itemStock = variantStock) => ({
  type,
  name: 'Summit Jacket',
  inventory: { id: 'P', ats: itemStock, stockLevel: itemStock, orderable: itemStock > 0, backorderable: false },
  inventories: [
    { id: 'P-1', ats: variantStock, stockLevel: variantStock, orderable: variantStock > 0, backorderable: false },
  ],
});

describe('isUnfulfillable (off the cart)', () => {
  it('when the stock is below the quantity', () => {
    expect(isUnfulfillable({ stockLevel: 2, quantity: 3 })).toBe(true);
    expect(isUnfulfillable({ stockLevel: 3, quantity: 3 })).toBe(false);
  });
});

describe('availabilityMessage', () => {
  it('says nothing for a master until a variant is selected', () => {
    expect(availabilityMessage(product('master', 0), { orderable: false, quantity: 1 })).toBeUndefined();
  });
  it('is out of stock at zero stock or when the variant cannot be ordered', () => {
    expect(availabilityMessage(product('master', 0), { variantId: 'P-1', orderable: true, quantity: 1 })).toEqual({
      kind: 'out-of-stock',
    });
    expect(availabilityMessage(product('master', 9), { variantId: 'P-1', orderable: false, quantity: 1 })).toEqual({
      kind: 'out-of-stock',
    });
  });
  it('warns when the quantity asked for exceeds the stock', () => {
    expect(availabilityMessage(product('master', 2), { variantId: 'P-1', orderable: true, quantity: 3 })).toEqual({
      kind: 'unfulfillable',
      stockLevel: 2,
    });
    expect(
      availabilityMessage(product('master', 2), { variantId: 'P-1', orderable: true, quantity: 2 }),
    ).toBeUndefined();
  });
  it('names the part that sets a bundle’s stock, and needs no selection for bundles and items', () => {
    const bundle = product('bundle', 0, 1);
    expect(availabilityMessage(bundle, { orderable: true, quantity: 2 })).toEqual({
      kind: 'unfulfillable',
      stockLevel: 1,
    });
    const limited = { ...bundle, inventory: { ...bundle.inventory, lowestStockLevelProductName: 'Trail Bottle' } };
    expect(availabilityMessage(limited, { orderable: true, quantity: 2 })).toEqual({
      kind: 'unfulfillable',
      stockLevel: 1,
      productName: 'Trail Bottle',
    });
    expect(availabilityMessage(limited, { orderable: true, quantity: 1 })).toBeUndefined();
    expect(availabilityMessage(product('item', 0, 0), { orderable: false, quantity: 1 })).toEqual({
      kind: 'out-of-stock',
    });
  });
});
