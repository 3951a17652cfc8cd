// Two scripts the server writes inline: `holdEarlyInput` in the head, `startModulesAfterFirstPaint`
// at the end of the body (decision 038). Each runs as it is serialised with `toString`, so it
// refers to nothing outside itself: its inputs are its arguments, which `page-scripts.tsx` writes
// as JSON.
//
// - The page's module scripts are requested after its first paint and first pictures: the server
//   renames React Router's module preloads and module script so the browser leaves them alone
//   (`deferModuleScripts`), and `startModulesAfterFirstPaint` names them back. Otherwise every
//   script the page hydrates with sits before the first paint: on a phone, 150 kB of JavaScript is
//   most of a second of a slow connection.
// - What a shopper does before hydration is kept: React replays only the events that arrive after
//   `hydrateRoot`; before it, a button does nothing and a field typed into keeps its text while
//   React's state does not. `holdEarlyInput` holds clicks (other than on links, checkboxes and
//   radios, which work as they are) and form submissions, and notes which fields changed and where
//   focus and the pointer went, until the client entry stops it (`early-input.ts`), which then
//   hands them to React.

/** The `type` a module script carries until the first paint: one the browser does not run. */
export const DEFERRED_MODULE_TYPE = 'ridgeline/deferred-module';
/** The `rel` a module preload carries until the first paint: one the browser does not fetch. */
export const DEFERRED_PRELOAD_REL = 'ridgeline-deferred-modulepreload';
/**
 * The longest the scripts wait, from the end of the page's HTML, for its first paint and first
 * pictures. On a slow connection they then share it with the pictures still loading; a shopper's
 * press starts them at once.
 */
export const SCRIPTS_WAIT_MS = 3_000;
/** The window property through which `holdEarlyInput` hands over what it held. */
export const EARLY_INPUT_GLOBAL = '__ridgelineEarlyInput';

export type EarlyInput = {
  /** Stops holding and noting (the page has hydrated: React takes the events from here). */
  stop(): void;
  /** What was held or noted, in order, once. */
  take(): Event[];
};

/**
 * Holds clicks and submissions, and notes field changes, focus and the pointer's moves onto
 * elements, until `window[globalName].stop()`. A click on a checkbox or radio (or its label) is
 * not held: the box ticks as the shopper sees it, and its change is noted like a typed field's.
 */
export function holdEarlyInput(globalName: string) {
  const events: Event[] = [];
  const types = ['click', 'submit', 'input', 'change', 'focusin', 'mouseover'];
  const toggles = (element: Element | null | undefined) =>
    element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
  const hold = (event: Event) => {
    if (event.type === 'click') {
      const click = event as MouseEvent;
      const target = event.target;
      if (click.button !== 0 || click.ctrlKey || click.metaKey || click.shiftKey || click.altKey) return;
      if (!(target instanceof Element) || target.closest('a[href]')) return;
      if (toggles(target) || toggles(target.closest('label')?.control)) return;
    }
    if (event.type === 'click' || event.type === 'submit') {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
    events.push(event);
  };
  for (const type of types) document.addEventListener(type, hold, true);
  const earlyInput: EarlyInput = {
    stop: () => {
      for (const type of types) document.removeEventListener(type, hold, true);
    },
    take: () => events.splice(0),
  };
  (window as unknown as Record<string, EarlyInput>)[globalName] = earlyInput;
}

/**
 * After the page's first contentful paint and first pictures, and a frame (at the shopper's first
 * press, key, touch, focus or input if sooner; at once in a tab that is not shown, which paints no
 * frame; `waitMs` after the page's HTML at most), starts the preloads and runs each deferred
 * module script as a new one with the same attributes and text. If a script fails to load,
 * `holdEarlyInput` stops: the page's links and forms work without it.
 */
export function startModulesAfterFirstPaint(
  deferredType: string,
  deferredRel: string,
  earlyInputGlobal: string,
  waitMs: number,
) {
  let started = false;
  // A shopper who acts first need not wait (nor a page whose frames are held, as under a test's
  // paused clock).
  const triggers = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'input'];
  const stopHolding = () => (window as unknown as Record<string, EarlyInput | undefined>)[earlyInputGlobal]?.stop();
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) document.removeEventListener(type, start, true);
    // The entry module is imported dynamically, which fails without an error on any script: its
    // preload's error tells.
    for (const link of document.querySelectorAll<HTMLLinkElement>(`link[rel="${deferredRel}"]`)) {
      link.addEventListener('error', stopHolding);
      link.rel = 'modulepreload';
    }
    for (const deferred of document.querySelectorAll<HTMLScriptElement>(`script[type="${deferredType}"]`)) {
      const script = document.createElement('script');
      for (const { name, value } of deferred.attributes) script.setAttribute(name, value);
      // The browser hides a parsed script's nonce from its attribute.
      script.nonce = deferred.nonce;
      script.type = 'module';
      script.textContent = deferred.textContent;
      script.addEventListener('error', stopHolding);
      // The head: React hydrates the body's scripts by position, and hoists what it puts in the head.
      document.head.append(script);
    }
    // While they download: the first question to Intl about the locales it has builds ICU's lists
    // (12–19 ms on a desktop, four times that on a phone). react-intl asks it while hydration
    // renders its provider, which made that render one long task.
    try {
      const { lang } = document.documentElement;
      Intl.NumberFormat.supportedLocalesOf(lang);
      Intl.DateTimeFormat.supportedLocalesOf(lang);
    } catch {
      // A language Intl refuses (none, or a malformed tag) is react-intl's to report.
    }
  };
  const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  // The first contentful paint as the browser reports it, once the frame is on screen (on a busy
  // machine that can be well after the frame's callbacks); the next frame where it is not reported.
  const afterPaint = (then: () => void) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return afterFrame(then);
    }
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterFrame(then);
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  // The pictures the page asked for first (the largest paint) load and paint before the scripts
  // take the connection.
  const afterPictures = () => {
    const first = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
    const pending = [...first].filter((img) => !img.complete);
    let left = pending.length;
    if (!left) return start();
    const settled = () => --left || afterFrame(start);
    for (const img of pending) {
      img.addEventListener('load', settled, { once: true });
      img.addEventListener('error', settled, { once: true });
    }
  };
  if (document.visibilityState === 'hidden') return start();
  afterPaint(afterPictures);
  // A paint or a picture that never comes holds the scripts back `waitMs` at most.
  setTimeout(start, waitMs);
  for (const type of triggers) document.addEventListener(type, start, { capture: true, passive: true });
}
