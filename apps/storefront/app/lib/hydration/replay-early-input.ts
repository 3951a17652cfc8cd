import type { FieldState } from './early-input';

// Hands what a shopper did before hydration to React (decision 038); loaded by `early-input.ts`
// only when there is something to hand over.

/** How a changed field tells React, as if changed now. */
function valueReplay({ field, value, checked, selected }: FieldState): () => void {
  if (field instanceof HTMLSelectElement) {
    return () => {
      selected.forEach((chosen, i) => field.options[i] && (field.options[i].selected = chosen));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // Back to what React rendered (through React's own setter), then the shopper's click again.
    return () => {
      field.checked = !checked;
      field.click();
    };
  }
  return () => {
    // React's setter notes the value React rendered; the element's own setter puts the typed text
    // back without telling React, so the input event below is a change to React.
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
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

/** What a held or noted event stands for: later events of the same kind make earlier ones moot. */
function kind(event: Event): unknown {
  if (FIELD_EVENTS.has(event.type)) return event.target;
  return event.type === 'focusin' || event.type === 'mouseover' ? event.type : event;
}

function replayOf(event: Event, fields: Map<Element, FieldState>): (() => void) | undefined {
  const target = event.target;
  if (FIELD_EVENTS.has(event.type)) {
    const state = fields.get(target as Element);
    return state && valueReplay(state);
  }
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
 * Hands the held events and the changed fields to React, in order: each changed field at its last
 * change, clicks and submissions, and focus and the pointer at their last move if they are still
 * there. Fields changed without an event noted come first. React renders what each replay changed
 * before the next (a click after typing reads the typed text): it renders a discrete event's
 * updates in a microtask.
 */
export async function replay(events: Event[], fields: Map<Element, FieldState>) {
  const last = new Map(events.map((event) => [kind(event), event]));
  const noted = new Set(events.filter((event) => FIELD_EVENTS.has(event.type)).map((event) => event.target));
  const replays = [
    ...[...fields].filter(([field]) => !noted.has(field)).map(([, state]) => valueReplay(state)),
    ...events.filter((event) => last.get(kind(event)) === event).map((event) => replayOf(event, fields)),
  ];
  for (const replayOne of replays) {
    if (!replayOne) continue;
    replayOne();
    await Promise.resolve();
  }
}
