import { useEffect } from 'react';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from './inline-scripts';

// The client entry's half of keeping what a shopper did before hydration (decision 038): the
// inline `holdEarlyInput` held clicks and submissions and noted changed fields; from `hydrateRoot`
// on React takes events itself, and once the page has hydrated the early ones are handed to it.

let replays: Array<() => void> = [];

/**
 * Just before `hydrateRoot`: events from now on are React's. What the changed fields hold is read
 * now, before any render of React's can put back what it rendered.
 */
export function stopHoldingEarlyInput() {
  const earlyInput = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  earlyInput?.stop();
  replays = earlyReplays(earlyInput?.take() ?? []);
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
  const submitter = event.submitter?.isConnected && event.submitter.closest('form') === form ? event.submitter : null;
  if (form.isConnected) form.requestSubmit(submitter);
}

const FIELD_EVENTS = new Set(['input', 'change']);

/**
 * How the early events are handed to React: first what the changed fields hold, each once, then
 * focus where it still is, the clicks and submissions in order, and the pointer where it still is.
 */
function earlyReplays(events: Event[]): Array<() => void> {
  const changed = new Set(events.filter((event) => FIELD_EVENTS.has(event.type)).map((event) => event.target));
  const focused = events.findLast((event) => event.type === 'focusin')?.target;
  const hovered = events.findLast((event) => event.type === 'mouseover')?.target;
  const replays = [...changed].map(valueReplay).filter((replay) => replay !== undefined);
  replays.push(() => {
    if (focused && focused === document.activeElement) {
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  });
  for (const event of events) {
    if (event instanceof SubmitEvent) replays.push(() => resubmit(event));
    else if (event.type === 'click') replays.push(() => clickable(event.target)?.click());
  }
  // From outside the page (no related target): React tells every element from the root in.
  replays.push(() => {
    if (hovered instanceof Element && hovered.matches(':hover')) {
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    }
  });
  return replays;
}

/**
 * Once the page has hydrated, hands the early events to React. React renders what each changed
 * before the next (a click after typing reads the typed text): it renders a discrete event's
 * updates in a microtask.
 */
export async function replayEarlyInput() {
  const pending = replays;
  replays = [];
  for (const replay of pending) {
    replay();
    await Promise.resolve();
  }
}

/** Rendered beside the router: its effect runs once the page has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}
