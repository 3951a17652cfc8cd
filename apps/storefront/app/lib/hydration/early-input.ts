import { useEffect } from 'react';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from './inline-scripts';

// The client entry's half of keeping what a shopper did before hydration (decision 038): the
// inline `holdEarlyInput` holds clicks and submissions and notes changed fields, focus and hovers
// until the page has hydrated; then they are handed to React, in order.

/** How each field changed before hydration tells React, read just before `hydrateRoot`. */
let fieldsBeforeHydration = new Map<Element, () => void>();

/**
 * Just before `hydrateRoot`: what the changed fields hold is read now, before any render of
 * React's can put back what it rendered. Every field is compared with what the server sent, so
 * text typed before the inline script ran, or put back by the browser, counts too.
 */
export function noteFieldsBeforeHydration() {
  fieldsBeforeHydration = changedFields();
}

const UNTYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/**
 * How a field the shopper changed before hydration tells React, as if changed now. Its state is
 * read at once: React puts back what it rendered into every field of a component it renders.
 */
function valueReplay(field: EventTarget | null): (() => void) | undefined {
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].map((option) => option.selected);
    if (chosen.every((selected, i) => selected === field.options[i]!.defaultSelected)) return;
    return () => {
      chosen.forEach((selected, i) => (field.options[i]!.selected = selected));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    const { checked } = field;
    // A radio group tells React once, through the radio chosen.
    if (checked === field.defaultChecked || (field.type === 'radio' && !checked)) return;
    // Back to what React rendered (through React's own setter), then the shopper's click again.
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  if ((field instanceof HTMLInputElement && !UNTYPED.has(field.type)) || field instanceof HTMLTextAreaElement) {
    const { value: typed, defaultValue, selectionStart, selectionEnd } = field;
    if (typed === defaultValue) return;
    return () => {
      // React's setter notes the value React rendered; the element's own setter puts the typed
      // text back without telling React, so the input event below is a change to React.
      field.value = defaultValue;
      const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
      if (document.activeElement === field && selectionStart !== null) {
        field.setSelectionRange(selectionStart, selectionEnd);
      }
      field.dispatchEvent(new Event('input', { bubbles: true }));
    };
  }
}

/** The element a held click is replayed on: its target, or the element an SVG part sits in. */
function clickable(target: EventTarget | null): HTMLElement | null {
  let node = target instanceof Node ? target : null;
  while (node && !(node instanceof HTMLElement)) node = node.parentNode;
  return node?.isConnected ? node : null;
}

/** A held submission, submitted again by the same button if it is still in the form. */
function resubmit(event: SubmitEvent) {
  const form = event.target as HTMLFormElement;
  const submitter = event.submitter;
  const sameForm = submitter?.isConnected && (submitter as HTMLButtonElement).form === form;
  if (form.isConnected) form.requestSubmit(sameForm ? submitter : null);
}

const FIELD_EVENTS = new Set(['input', 'change']);

function changedFields(): Map<Element, () => void> {
  const fields = new Map<Element, () => void>();
  for (const field of document.querySelectorAll('input, textarea, select')) {
    const replay = valueReplay(field);
    if (replay) fields.set(field, replay);
  }
  return fields;
}

/** What a held or noted event stands for: later events of the same kind make earlier ones moot. */
function kind(event: Event): unknown {
  if (FIELD_EVENTS.has(event.type)) return event.target;
  return event.type === 'focusin' || event.type === 'mouseover' ? event.type : event;
}

function replayOf(event: Event, fields: Map<Element, () => void>): (() => void) | undefined {
  const target = event.target;
  if (FIELD_EVENTS.has(event.type)) return fields.get(target as Element);
  if (event.type === 'submit') return () => resubmit(event as SubmitEvent);
  if (event.type === 'click') return () => clickable(target)?.click();
  if (event.type === 'focusin') {
    return () => {
      if (target === document.activeElement) target?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    };
  }
  // From outside the page (no related target): React tells every element from the root in.
  return () => {
    if (target instanceof Element && target.matches(':hover')) {
      target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
  };
}

/**
 * Once the page has hydrated, stops holding and hands what the shopper did to React, in order:
 * each changed field at its last change (its value as it is now, or as it was before hydration if
 * a render of React's has put back what it rendered), clicks and submissions, and focus and the
 * pointer at their last move if they are still there. Fields changed without an event noted come
 * first. React renders what each replay changed before the next (a click after typing reads the
 * typed text): it renders a discrete event's updates in a microtask.
 */
export async function replayEarlyInput() {
  const earlyInput = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  earlyInput?.stop();
  const events = earlyInput?.take() ?? [];
  const fields = new Map([...fieldsBeforeHydration, ...changedFields()]);
  fieldsBeforeHydration = new Map();
  const last = new Map(events.map((event) => [kind(event), event]));
  const noted = new Set(events.filter((event) => FIELD_EVENTS.has(event.type)).map((event) => event.target));
  const replays = [
    ...[...fields].filter(([field]) => !noted.has(field)).map(([, replay]) => replay),
    ...events.filter((event) => last.get(kind(event)) === event).map((event) => replayOf(event, fields)),
  ];
  for (const replay of replays) {
    if (!replay) continue;
    replay();
    await Promise.resolve();
  }
}

/** Rendered beside the router: its effect runs once the page has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}
