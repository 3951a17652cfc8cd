import type { Basket, Order } from '@ridgeline/sdk';
import { describe, expect, it } from 'vitest';
import { addToCartEvent, beginCheckoutEvent, purchaseEvent, viewItemEvent } from './ecommerce-events';
import { analyticsPath } from './page-views';

const line = (productId: string, basePrice: number, quantity: number) => ({
  productId,
  productName: `Product ${productId}`,
  basePrice,
  quantity,
  variationValues: { color: 'Black', size: 'M' },
});

describe('GA4 e-commerce events', () => {
  it('view_item names the product with its price and currency', () => {
    expect(viewItemEvent({ id: 'RL1', name: 'Summit Jacket', price: 199.99, currency: 'CAD' })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'CAD',
        value: 199.99,
        items: [{ item_id: 'RL1', item_name: 'Summit Jacket', price: 199.99, quantity: 1 }],
      },
    });
  });

  it('add_to_cart counts the quantity just added, not the whole line', () => {
    const basket = { currency: 'USD', productItems: [line('RL1-M', 50, 3)] } as unknown as Basket;
    expect(addToCartEvent(basket, 'RL1-M', 2)).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 100,
        items: [{ item_id: 'RL1-M', item_name: 'Product RL1-M', price: 50, quantity: 2, item_variant: 'Black / M' }],
      },
    });
    expect(addToCartEvent(basket, 'unknown', 1)).toBeUndefined();
  });

  it('begin_checkout and purchase carry every line; purchase its order number, tax, shipping and coupon', () => {
    const basket = { currency: 'USD', productItems: [line('A', 10.1, 3), line('B', 5, 1)] } as unknown as Basket;
    expect(beginCheckoutEvent(basket)).toMatchObject({ event: 'begin_checkout', ecommerce: { value: 35.3 } });
    const order = {
      orderNo: '00001234',
      currency: 'USD',
      orderTotal: 48.1,
      taxTotal: 2.8,
      shippingTotal: 10,
      couponCodes: ['SAVE10'],
      productItems: [line('A', 10.1, 3), line('B', 5, 1)],
    } as unknown as Order;
    const event = purchaseEvent(order);
    expect(event).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: '00001234', value: 48.1, tax: 2.8, shipping: 10, coupon: 'SAVE10', currency: 'USD' },
    });
    expect(event.event === 'purchase' && event.ecommerce.items.map((i) => i.item_id)).toEqual(['A', 'B']);
  });
});

describe('addresses in analytics', () => {
  it('keeps harmless parameters and drops tokens, codes and e-mails', () => {
    expect(analyticsPath('/search', '?q=jacket&sort=price-low-to-high&utm_source=mail')).toBe(
      '/search?q=jacket&utm_source=mail',
    );
    expect(analyticsPath('/reset-password-landing', '?token=secret&email=a%40b.c')).toBe('/reset-password-landing');
    expect(analyticsPath('/callback', '?code=abc&state=xyz&usid=1')).toBe('/callback');
    expect(analyticsPath('/fr-CA/preview/rl_preview_secret', '')).toBe('/fr-CA/preview/redacted');
  });
});
