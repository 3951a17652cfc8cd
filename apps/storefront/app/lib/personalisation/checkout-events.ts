import type { Basket, Order } from '@ridgeline/sdk';
import { useEffect, useRef } from 'react';
import { pushDataLayer } from './data-layer';
import { beginCheckoutEvent, purchaseEvent } from './ecommerce-events';
import { useActivity } from './recs-events';

/** The checkout's and the confirmation's events (spec 2 §7, decision 053); each waits for its consent. */

/** Checkout: begin_checkout and beginCheckout once per visit of the page, then each step as it opens. */
export function useCheckoutEvents(basket: Basket, step: string, steps: readonly string[]) {
  const send = useActivity();
  const begun = useRef(false);
  useEffect(() => {
    if (begun.current) return;
    begun.current = true;
    pushDataLayer(beginCheckoutEvent(basket));
    send('beginCheckout', {
      products: basket.productItems.map((i) => ({ id: i.productId, price: i.basePrice, quantity: i.quantity })),
    });
    // The bag as the checkout opened.
  }, []);
  useEffect(() => {
    send('checkoutStep', { stepName: step, stepNumber: steps.indexOf(step) + 1 });
  }, [step]);
}

const PURCHASE_SENT = 'purchase-sent';

/** The purchase, once per order in this tab: reloading the confirmation page does not count it again. */
export function usePurchaseEvent(order: Order) {
  useEffect(() => {
    if (order.status !== 'placed') return;
    const key = `${PURCHASE_SENT}:${order.orderNo}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // Without session storage a reload may count it again; analytics tools dedupe by transaction_id.
    }
    pushDataLayer(purchaseEvent(order));
  }, [order]);
}
