/**
 * United States: a DEMO table, one simplified combined rate per state (and DC).
 *
 * Real US sales tax depends on the exact address (state + county + city + special districts, some
 * 11,000 jurisdictions), on the product (clothing is exempt in MN, NJ, PA and VT and partly in NY,
 * MA and RI) and on the seller's nexus. This table does none of that: each state gets the
 * population-weighted average of its combined state and local rate as published by the Tax
 * Foundation, "State and Local Sales Tax Rates, 2025" (rates as of 2025-01-01,
 * https://taxfoundation.org/data/all/state/sales-tax-rates), rounded to 2 decimals. It is good
 * enough to show a plausible estimate in a demo shop; it is not good enough to file a return.
 *
 * Production: implement TaxCalculator (types.ts) on top of a tax service (Avalara AvaTax, TaxJar,
 * Vertex, Stripe Tax…) that resolves the shipping address and product tax codes, and hand that
 * to priceBasket() instead of the table. Only the calculator changes; lines, shipping and
 * rounding per line keep their shape.
 *
 * No sales tax: Delaware, Montana, New Hampshire, Oregon (no state or local general sales tax in
 * the table; Alaska has no state tax but local ones, hence its small average).
 *
 * Shipping (taxesShipping): whether the state generally taxes a seller's separately stated
 * delivery charge for taxable goods shipped by common carrier. Simplified from each state's
 * general rule; many states have conditions (handling fees, who the carrier is, FOB point).
 */
import type { TaxComponent, TaxJurisdiction } from './types.js';

/** [region, name, average combined state + local rate in percent, taxes shipping]. */
const RATES: readonly (readonly [string, string, number, boolean])[] = [
  ['AL', 'Alabama', 9.43, false],
  ['AK', 'Alaska', 1.82, false],
  ['AZ', 'Arizona', 8.52, false],
  ['AR', 'Arkansas', 9.46, true],
  ['CA', 'California', 8.85, false],
  ['CO', 'Colorado', 7.81, false],
  ['CT', 'Connecticut', 6.35, true],
  ['DE', 'Delaware', 0, false],
  ['DC', 'District of Columbia', 6, true],
  ['FL', 'Florida', 7, false],
  ['GA', 'Georgia', 7.38, true],
  ['HI', 'Hawaii', 4.5, true],
  ['ID', 'Idaho', 6.03, false],
  ['IL', 'Illinois', 8.86, false],
  ['IN', 'Indiana', 7, true],
  ['IA', 'Iowa', 6.94, false],
  ['KS', 'Kansas', 8.65, true],
  ['KY', 'Kentucky', 6, true],
  ['LA', 'Louisiana', 10.12, false],
  ['ME', 'Maine', 5.5, false],
  ['MD', 'Maryland', 6, false],
  ['MA', 'Massachusetts', 6.25, false],
  ['MI', 'Michigan', 6, false],
  ['MN', 'Minnesota', 8.04, true],
  ['MS', 'Mississippi', 7.06, true],
  ['MO', 'Missouri', 8.39, false],
  ['MT', 'Montana', 0, false],
  ['NE', 'Nebraska', 6.97, true],
  ['NV', 'Nevada', 8.24, false],
  ['NH', 'New Hampshire', 0, false],
  ['NJ', 'New Jersey', 6.6, true],
  ['NM', 'New Mexico', 7.63, true],
  ['NY', 'New York', 8.53, true],
  ['NC', 'North Carolina', 7, true],
  ['ND', 'North Dakota', 7.04, true],
  ['OH', 'Ohio', 7.24, true],
  ['OK', 'Oklahoma', 8.99, false],
  ['OR', 'Oregon', 0, false],
  ['PA', 'Pennsylvania', 6.34, true],
  ['RI', 'Rhode Island', 7, true],
  ['SC', 'South Carolina', 7.5, true],
  ['SD', 'South Dakota', 6.11, true],
  ['TN', 'Tennessee', 9.56, true],
  ['TX', 'Texas', 8.2, true],
  ['UT', 'Utah', 7.42, false],
  ['VT', 'Vermont', 6.36, true],
  ['VA', 'Virginia', 5.77, false],
  ['WA', 'Washington', 9.43, true],
  ['WV', 'West Virginia', 6.59, true],
  ['WI', 'Wisconsin', 5.7, true],
  ['WY', 'Wyoming', 5.44, false],
];

export const UNITED_STATES: readonly TaxJurisdiction[] = RATES.map(([region, name, rate, taxesShipping]) => {
  const salesTax: TaxComponent = {
    id: 'SALES',
    label: { en: 'Sales tax', fr: 'Taxe de vente' },
    rate,
    taxesShipping,
  };
  return { country: 'US', region, name, components: rate > 0 ? [salesTax] : [] };
});
