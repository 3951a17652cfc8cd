/** Tax's public face: the tax of a priced bag for a destination, from the rate table. */
export { tableTaxCalculator, taxFor } from './calculate.js';
export { UnsupportedTaxRegionError } from './errors.js';
export type {
  TaxCalculator,
  TaxClass,
  TaxComponentAmount,
  TaxComponentId,
  TaxedAmount,
  TaxInput,
  TaxResult,
} from './types.js';
