/**
 * Pricing's public face: money in minor units, price books and tiers, shipping methods and charges,
 * and the currency a site sells in. Other modules and flows import from here only.
 */
export { NoPriceError } from './errors.js';
export { allocate, assertMoney, isMoney, percentOf, rateOf, scaledPercent, type Money } from './money.js';
export {
  CURRENCIES,
  effectivePrices,
  existingPriceBooks,
  getPrices,
  type PriceMoment,
  listPrice,
  priceBookId,
  setPrices,
  toMajor,
  unitPrice,
  type Currency,
  type PriceInput,
  type ProductPrices,
  type Tier,
} from './service.js';
export {
  DEFAULT_SHIPPING_METHOD_ID,
  SHIPPING_METHODS,
  shippingCost,
  shippingMethod,
  shippingMethodsFor,
  type ShippingCharge,
  type ShippingMethod,
} from './shipping.js';
export { siteCurrency } from './site-currency.js';
export { unitPriceFor } from './tiers.js';
