import type { Basket, Order, Product } from '@ridgeline/sdk';
import type { DataLayerEvent, EcommerceItem } from './data-layer';

/**
 * GA4 e-commerce events from the shop's own shapes (decision 053): prices in major units, as the
 * engine answers them, with the basket's or order's currency.
 */

const round = (value: number) => Math.round(value * 100) / 100;

type Line = {
  productId: string;
  productName: string;
  basePrice: number;
  quantity: number;
  variationValues?: Record<string, string>;
};

const itemOf = (line: Line): EcommerceItem => ({
  item_id: line.productId,
  item_name: line.productName,
  price: line.basePrice,
  quantity: line.quantity,
  ...(line.variationValues && Object.keys(line.variationValues).length > 0
    ? { item_variant: Object.values(line.variationValues).join(' / ') }
    : {}),
});

const valueOf = (items: EcommerceItem[]) =>
  round(items.reduce((sum, i) => sum + (i.price ?? 0) * (i.quantity ?? 1), 0));

export function viewItemEvent(product: Pick<Product, 'id' | 'name' | 'price' | 'currency'>): DataLayerEvent {
  const item: EcommerceItem = { item_id: product.id, item_name: product.name, price: product.price ?? 0, quantity: 1 };
  return { event: 'view_item', ecommerce: { currency: product.currency, value: item.price!, items: [item] } };
}

/** What was just added: the bag's line of that product, at the quantity added. */
export function addToCartEvent(basket: Basket, productId: string, quantity: number): DataLayerEvent | undefined {
  const line = basket.productItems.find((i) => i.productId === productId);
  if (!line) return undefined;
  const item = { ...itemOf(line), quantity };
  return { event: 'add_to_cart', ecommerce: { currency: basket.currency, value: valueOf([item]), items: [item] } };
}

export function beginCheckoutEvent(basket: Basket): DataLayerEvent {
  const items = basket.productItems.map(itemOf);
  return { event: 'begin_checkout', ecommerce: { currency: basket.currency, value: valueOf(items), items } };
}

export function purchaseEvent(order: Order): DataLayerEvent {
  const items = order.productItems.map(itemOf);
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.orderNo,
      currency: order.currency,
      value: order.orderTotal,
      tax: order.taxTotal,
      shipping: order.shippingTotal,
      ...(order.couponCodes.length > 0 ? { coupon: order.couponCodes.join(',') } : {}),
      items,
    },
  };
}
