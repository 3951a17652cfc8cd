import { useRef, type FocusEvent } from 'react';

/**
 * The analytics data layer (spec 1 §7 "Data-layer calls record form start and form name"): events
 * are pushed onto `window.dataLayer`, the array a tag manager reads, in the GA4 recommended shape
 * (decision 026). Nothing is sent anywhere by the shop itself: a brand adds its tag manager, which
 * picks up what was pushed before it loaded too.
 */
export type DataLayerEvent = { event: 'form_start'; form_name: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

const isField = (target: EventTarget) =>
  target instanceof HTMLElement && ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);

/**
 * The form-start event of a form (spec 1 §4 "First focus on the form sends a form-start analytics
 * event"): sent once per form shown, when the shopper first focuses one of its fields — not a
 * button such as Back.
 */
export function useFormStartEvent(formName: string) {
  const sent = useRef(false);
  return (event: FocusEvent<HTMLFormElement>) => {
    if (sent.current || !isField(event.target)) return;
    sent.current = true;
    pushDataLayer({ event: 'form_start', form_name: formName });
  };
}
