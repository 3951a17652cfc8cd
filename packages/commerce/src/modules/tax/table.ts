/**
 * The tax table: every jurisdiction the shop ships to (spec 1 §9: shipping countries CA and US).
 *
 *   TAX_TABLE: { CA: { ON: TaxJurisdiction, QC: …, … }, US: { NY: …, OR: …, … } }
 *   jurisdictionFor(country, region) → TaxJurisdiction (throws UnsupportedTaxRegionError)
 *
 * Canada is accurate to the 2025–26 rates (canada.ts, with sources); the United States is a
 * documented demo table (united-states.ts) standing in for a real tax service.
 */
import { CANADA } from './canada.js';
import { UnsupportedTaxRegionError } from './errors.js';
import type { TaxCountry, TaxJurisdiction } from './types.js';
import { UNITED_STATES } from './united-states.js';

function byRegion(list: readonly TaxJurisdiction[]): Readonly<Record<string, TaxJurisdiction>> {
  return Object.freeze(Object.fromEntries(list.map((j) => [j.region, j])));
}

export const TAX_TABLE: Readonly<Record<TaxCountry, Readonly<Record<string, TaxJurisdiction>>>> = Object.freeze({
  CA: byRegion(CANADA),
  US: byRegion(UNITED_STATES),
});

export function jurisdictionFor(country: string, region: string): TaxJurisdiction {
  const c = country.trim().toUpperCase();
  const r = region.trim().toUpperCase();
  const regions = c === 'CA' || c === 'US' ? TAX_TABLE[c] : undefined;
  const jurisdiction = regions && Object.hasOwn(regions, r) ? regions[r] : undefined;
  if (!jurisdiction) throw new UnsupportedTaxRegionError(country, region);
  return jurisdiction;
}
