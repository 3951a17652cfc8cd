/**
 * Tax from the table.
 *
 *   taxFor({ country, region, lines: [{ amount, taxClass? }], shipping }) → TaxResult
 *   tableTaxCalculator: TaxCalculator   (the same, behind the interface a real service implements)
 *
 * Rounding: per line and per component, half away from zero (half up: amounts are never
 * negative), the way a receipt prints each line's GST and QST. The total is the sum of the
 * rounded pieces, so lines, components and total always agree to the cent.
 * Shipping is one more taxable amount, taxed only by components with taxesShipping, and only
 * when at least one line is of a taxable class (a delivery charge follows the goods it delivers;
 * goods discounted to 0 are still taxable goods, so their shipping stays taxed).
 * Throws UnsupportedTaxRegionError for an unknown destination and InvalidInputError for amounts
 * that are not whole, non-negative minor units.
 */
import { assertMoney, rateOf, type Money } from '../pricing/index.js';
import { jurisdictionFor } from './table.js';
import type { TaxCalculator, TaxComponent, TaxedAmount, TaxInput, TaxResult } from './types.js';

function taxed(amount: Money, components: readonly TaxComponent[]): TaxedAmount {
  const parts = components.map((c) => ({ id: c.id, amount: rateOf(amount, c.rate) }));
  return { amount, tax: parts.reduce((a, p) => a + p.amount, 0), components: parts };
}

export function taxFor(input: TaxInput): TaxResult {
  const jurisdiction = jurisdictionFor(input.country, input.region);
  const all = jurisdiction.components;
  const lines = input.lines.map((line, i) =>
    taxed(assertMoney(line.amount, `Line ${i + 1} amount`), line.taxClass === 'exempt' ? [] : all),
  );
  const anyTaxable = input.lines.some((l) => l.taxClass !== 'exempt');
  const shippingAmount = assertMoney(input.shipping, 'Shipping');
  const shipping = taxed(shippingAmount, anyTaxable ? all.filter((c) => c.taxesShipping) : []);
  const components = all.map((c) => ({
    id: c.id,
    label: c.label,
    rate: c.rate,
    amount: [...lines, shipping].reduce((a, t) => a + (t.components.find((p) => p.id === c.id)?.amount ?? 0), 0),
  }));
  return {
    country: jurisdiction.country,
    region: jurisdiction.region,
    lines,
    shipping,
    components,
    total: components.reduce((a, c) => a + c.amount, 0),
  };
}

export const tableTaxCalculator: TaxCalculator = { taxFor };
