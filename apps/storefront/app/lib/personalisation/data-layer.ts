import { whenConsented } from '../consent/consent-store';

/**
 * The analytics data layer (spec 1 §7 "Data-layer calls record form start and form name"; spec 3
 * §4.8): events are pushed onto `window.dataLayer`, the array a tag manager reads, with GA4's
 * recommended event names and fields (decision 026). Nothing is sent anywhere by the shop itself:
 * a brand adds its tag manager, which picks up what was pushed before it loaded too. Every push
 * waits for the visitor's analytics consent (decision 053): at once where it is given by default
 * (the US), after the banner's answer in Canada, never under Global Privacy Control or Do Not Track.
 */
export type EcommerceItem = {
  item_id: string;
  item_name: string;
  /** The unit price, in major units of `currency`. */
  price?: number;
  quantity?: number;
  item_variant?: string;
};
type Ecommerce = { currency: string; value: number; items: EcommerceItem[] };

export type DataLayerEvent =
  | { event: 'form_start'; form_name: string }
  | { event: 'page_view'; page_location: string; page_path: string; page_title: string; page_language: string }
  | { event: 'view_item' | 'add_to_cart' | 'begin_checkout'; ecommerce: Ecommerce }
  | {
      event: 'purchase';
      ecommerce: Ecommerce & { transaction_id: string; tax: number; shipping: number; coupon?: string };
    };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  whenConsented('analytics', () => {
    window.dataLayer ??= [];
    // GA4's advice: clear the previous e-commerce object, or its fields leak into this event.
    if ('ecommerce' in event) window.dataLayer.push({ ecommerce: null });
    window.dataLayer.push(event);
  });
}
