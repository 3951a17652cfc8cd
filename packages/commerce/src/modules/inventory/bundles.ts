import { pick, type Localized } from '../../db/localized.js';
import type { Availability } from './service.js';

/** One part of a bundle as the catalogue lists it: units of the part in one bundle, in the bundle's order. */
export type BundleComponent = {
  bundleId: string;
  productId: string;
  name: Localized;
  /** Units of the part in one bundle. */
  quantity: number;
};

/** One part of a bundle with what the bundle needs of it per unit and the stock it has now. */
export type BundlePart = BundleComponent & { ats: number; backorderable: boolean };

/** A part's name in the shopper's language: what "Only {n} left for {productName}!" names. */
export function partName(part: { productId: string; name: Localized }, locale: string): string {
  return pick(part.name, locale) ?? part.productId;
}

/** Every part id of the given bundles, once each. */
export function partIdsOf(components: ReadonlyMap<string, readonly BundleComponent[]>): string[] {
  return [...new Set([...components.values()].flat().map((c) => c.productId))];
}

/**
 * A bundle's stock from its own record and its parts' (spec 2 §3 inventory): an order of N
 * bundles takes N from the bundle's record and N × quantity from each part's, and each record not
 * taking backorders must hold that much. So the bundle sells as many as the tightest of those
 * records allows (`ats`), and takes backorders only when every record does; `limitedBy` names the
 * part that sets `ats` when a part, not the bundle's own record, is the tightest (the first such
 * part in the bundle's order on a tie), for "Only {n} left for {productName}!".
 */
export function bundleAvailability(own: Availability, parts: readonly BundlePart[]): Availability {
  const records = [
    { part: undefined, units: own.ats, backorderable: own.backorderable },
    ...parts.map((part) => ({
      part,
      units: Math.floor(part.ats / Math.max(1, part.quantity)),
      backorderable: part.backorderable,
    })),
  ];
  const hard = records.filter((r) => !r.backorderable);
  // Every record backorders: what is in stock of all of them is the level shown.
  const counted = hard.length > 0 ? hard : records;
  let tightest = counted[0]!;
  for (const r of counted) if (r.units < tightest.units) tightest = r;
  const ats = tightest.units;
  const backorderable = hard.length === 0;
  return {
    ats,
    backorderable,
    orderable: ats > 0 || backorderable,
    ...(tightest.part ? { limitedBy: { productId: tightest.part.productId, name: tightest.part.name } } : {}),
  };
}
