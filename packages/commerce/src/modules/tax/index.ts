/** Tax's public face: the tax of a priced bag for a destination, from the rate table. */
export { taxFor } from './calculate.js';
export type { TaxClass, TaxInput, TaxResult } from './types.js';
