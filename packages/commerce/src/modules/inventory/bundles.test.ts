import { describe, expect, it } from 'vitest';
import { bundleAvailability, type BundlePart } from './bundles.js';

const own = (ats: number, backorderable = false) => ({ ats, backorderable, orderable: ats > 0 || backorderable });
const part = (productId: string, ats: number, quantity = 1, backorderable = false): BundlePart => ({
  bundleId: 'B',
  productId,
  name: { en: `Part ${productId}`, fr: `Pièce ${productId}` },
  quantity,
  ats,
  backorderable,
});

describe('bundleAvailability', () => {
  it("is the bundle's own stock while every part has more", () => {
    expect(bundleAvailability(own(7), [part('A', 50), part('C', 8)])).toEqual(own(7));
  });

  it('is what the tightest part makes, counted in whole bundles, and names that part', () => {
    expect(bundleAvailability(own(40), [part('A', 50), part('C', 7, 2)])).toEqual({
      ats: 3,
      orderable: true,
      backorderable: false,
      limitedBy: { productId: 'C', name: { en: 'Part C', fr: 'Pièce C' } },
    });
  });

  it('names no part when the own record is as tight; on a tie between parts, the first', () => {
    expect(bundleAvailability(own(3), [part('A', 3), part('C', 6, 2)]).limitedBy).toBeUndefined();
    expect(bundleAvailability(own(9), [part('A', 3), part('C', 6, 2)]).limitedBy?.productId).toBe('A');
  });

  it('cannot be bought when a part has less than one bundle takes, or no stock record counted as none', () => {
    expect(bundleAvailability(own(9), [part('A', 1, 2)])).toMatchObject({
      ats: 0,
      orderable: false,
      backorderable: false,
    });
    expect(bundleAvailability(own(0), [part('A', 9)])).toMatchObject({ ats: 0, orderable: false });
  });

  it('lets back-orderable records set no limit, and takes backorders only when all of them do', () => {
    // A part taking backorders does not hold the bundle back; the own record still does.
    expect(bundleAvailability(own(5), [part('A', 0, 1, true), part('C', 9)])).toEqual(own(5));
    // The own record takes backorders: the parts that do not decide.
    expect(bundleAvailability(own(0, true), [part('A', 4)])).toMatchObject({
      ats: 4,
      orderable: true,
      backorderable: false,
    });
    // Everything takes backorders: orderable at 0, and the level shown is what is in stock of all.
    expect(bundleAvailability(own(2, true), [part('A', 1, 1, true)])).toMatchObject({
      ats: 1,
      orderable: true,
      backorderable: true,
      limitedBy: { productId: 'A' },
    });
  });

  it('is the own record alone for a bundle without parts', () => {
    expect(bundleAvailability(own(0, true), [])).toEqual(own(0, true));
  });
});
