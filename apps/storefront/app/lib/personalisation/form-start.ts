import { useRef, type FocusEvent } from 'react';
import { pushDataLayer } from './data-layer';

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
