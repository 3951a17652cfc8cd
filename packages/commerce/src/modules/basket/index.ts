/** The basket module's face: the shopper's open bag, its lines, coupons and checkout details. */
export {
  addItem,
  findOpenBasket,
  itemCount,
  lockOpenBasket,
  markBasketOrdered,
  NoBasketError,
  removeItem,
  setBillingAddress,
  setCustomerEmail,
  setShippingAddress,
  setShippingMethod,
  updateItem,
  type BasketRow,
  type ShopperContext,
} from './service.js';
export { loadBasket, type LoadedBasket } from './loaded.js';
export { removeCoupon, saveBasketCoupon } from './coupons.js';
export { giveBasketCustomerEmail, mergeGuestBasket } from './merge.js';
export { checkQuantity, StockError } from './quantity.js';
export type { Sellable } from './sellables.js';
export {
  Basket,
  ShippingMethod,
  type BasketDto,
  type ProductItemDto,
  type ShippingMethodDto,
} from './contract.js';
export type { Address } from './schema.js';
