import { useEffect } from 'react';
import { codeBeforeReplayLoaded } from './code-before-replay';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from './inline-scripts';

// The client entry's half of keeping what a shopper did before hydration (decision 038): the
// inline `holdEarlyInput` holds clicks and submissions and notes changed fields, focus and hovers
// until the page has hydrated; then they are handed to React, in order, by `replay-early-input.ts`,
// loaded only when there is something to hand over (most visits have nothing).

type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a field holds, as the shopper left it, and `sent`: its state as the server sent it. */
export type FieldState = { field: FormField; value: string; checked: boolean; selected: boolean[]; sent: string };

const UNTYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);

/** A field's state as a string: as it is now, or as the server sent it. */
function stateOf(field: FormField, asSent: boolean): string {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].map((option) => +(asSent ? option.defaultSelected : option.selected)).join('');
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    return String(asSent ? (field as HTMLInputElement).defaultChecked : (field as HTMLInputElement).checked);
  }
  return asSent ? field.defaultValue : field.value;
}

/**
 * The fields that hold something else than the server sent, as they are now (a radio group counts
 * once, by the radio chosen).
 */
function changedFields(): Map<Element, FieldState> {
  const changed = new Map<Element, FieldState>();
  for (const field of document.querySelectorAll<FormField>('input, textarea, select')) {
    const checked = 'checked' in field && field.checked;
    const sent = stateOf(field, true);
    if (UNTYPED.has(field.type) || (field.type === 'radio' && !checked) || stateOf(field, false) === sent) continue;
    const selected = field instanceof HTMLSelectElement ? [...field.options].map((option) => option.selected) : [];
    changed.set(field, { field, value: field.value, checked, selected, sent });
  }
  return changed;
}

let fieldsBeforeHydration = new Map<Element, FieldState>();

/**
 * Just before `hydrateRoot`: what the changed fields hold is read now, before any render of
 * React's can put back what it rendered. Every field is compared with what the server sent, so
 * text typed before the inline script ran, or put back by the browser, counts too.
 */
export function noteFieldsBeforeHydration() {
  fieldsBeforeHydration = changedFields();
}

/**
 * When the main thread is next idle (1 s at most): React has then hydrated the parts of the page
 * streamed after it (`<Suspense>` boundaries hydrate after the rest, in tasks of their own), and
 * it drops a click on a part not yet hydrated.
 */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Once the page has hydrated, the code its lazy parts wait for has come (code-before-replay.ts: the
 * content home's product carousel hydrates only then) and the main thread is idle, hands what was
 * held to React; holding stops only then (a field's text as React first hydrated it would
 * otherwise be all React knew).
 * The fields' states read now win over those read before hydration, which count only where a
 * render of React's has put a field back as the server sent it.
 */
export async function replayEarlyInput() {
  await whenIdle();
  while (await codeBeforeReplayLoaded()) await whenIdle();
  const earlyInput = (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];
  const events = earlyInput?.take() ?? [];
  const fields = changedFields();
  for (const [field, state] of fieldsBeforeHydration) {
    // Put back as the server sent it by a render of React's: the shopper's is the earlier reading.
    // (A field React has since taken a newer text for is left as it is.)
    if (!fields.has(field) && stateOf(state.field, false) === state.sent) fields.set(field, state);
  }
  fieldsBeforeHydration = new Map();
  if (events.length || fields.size) {
    const { replay } = await import('./replay-early-input');
    earlyInput?.stop();
    await replay([...events, ...(earlyInput?.take() ?? [])], fields);
  } else earlyInput?.stop();
  // The page is the shopper's from here: what they do goes to React (tests can wait for it).
  document.documentElement.dataset.hydrated = '';
}

/** Rendered beside the router: its effect runs once the page has hydrated. */
export function ReplayEarlyInput() {
  useEffect(() => void replayEarlyInput(), []);
  return null;
}
