/** The shopper-context module's face: its request and answer types, and what a context changes in a bag's price. */
export type { ShopperContextDto, ShopperContextInput } from './contract.js';
export { forgetPricingContext, pricingContextOf, type PricingContext } from './pricing-context.js';
