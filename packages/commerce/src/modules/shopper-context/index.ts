/** The shopper-context module's face: only its request and answer types (its routes are its own). */
export type { ShopperContextDto, ShopperContextInput } from './contract.js';
