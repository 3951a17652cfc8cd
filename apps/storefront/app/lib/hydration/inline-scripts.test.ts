// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_MODULE_TYPE,
  DEFERRED_PRELOAD_REL,
  EARLY_INPUT_GLOBAL,
  holdEarlyInput,
  startModulesAfterFirstPaint,
  type EarlyInput,
} from './inline-scripts';

const earlyInput = () => (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL]!;

/** A page's content, as the server sent it. */
function serve(body: string, head = '') {
  document.head.innerHTML = head;
  document.body.innerHTML = body;
}

afterEach(() => {
  earlyInput()?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('holdEarlyInput', () => {
  it('holds clicks and submissions and notes changes, focus and hovers until stopped, then hands them over once', () => {
    serve('<form><input name="email"><button>Continue</button></form><a href="/help">Help</a>');
    holdEarlyInput(EARLY_INPUT_GLOBAL);
    const field = document.querySelector('input')!;
    const button = document.querySelector('button')!;
    const focus = new FocusEvent('focusin', { bubbles: true });
    field.dispatchEvent(focus);
    const input = new Event('input', { bubbles: true, cancelable: true });
    field.dispatchEvent(input);
    const over = new MouseEvent('mouseover', { bubbles: true, cancelable: true });
    button.dispatchEvent(over);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    document.querySelector('form')!.dispatchEvent(submit);

    expect(input.defaultPrevented).toBe(false);
    expect(over.defaultPrevented).toBe(false);
    expect(click.defaultPrevented).toBe(true);
    expect(submit.defaultPrevented).toBe(true);
    earlyInput().stop();
    const later = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(earlyInput().take()).toEqual([focus, input, over, click, submit]);
    expect(earlyInput().take()).toEqual([]);
  });

  it('lets links, modified clicks and other buttons, checkboxes, radios and their labels work as they are', () => {
    serve(
      '<a href="/help"><span>Help</span></a><button>Open</button><input type="checkbox" id="keep">' +
        '<label for="keep">Keep me logged in</label><label><input type="radio" name="size"> <b>M</b></label>',
    );
    holdEarlyInput(EARLY_INPUT_GLOBAL);
    const clicks = [
      [document.querySelector('span')!, {}],
      [document.querySelector('button')!, { ctrlKey: true }],
      [document.querySelector('button')!, { button: 1 }],
      [document.querySelector('#keep')!, {}],
      [document.querySelector('label')!, {}],
      [document.querySelector('b')!, {}],
    ] as const;
    for (const [target, init] of clicks) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      target.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    // Only what the boxes' ticks changed is noted.
    expect(
      new Set(
        earlyInput()
          .take()
          .map((event) => event.type),
      ),
    ).toEqual(new Set(['input', 'change']));
    expect(document.querySelector<HTMLInputElement>('#keep')!.checked).toBe(false);
  });
});

describe('startModulesAfterFirstPaint', () => {
  const deferredPage = () =>
    serve(
      `<main>Jackets</main><script type="${DEFERRED_MODULE_TYPE}" async="">window.started = true;</script>`,
      `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client.js">`,
    );

  it('starts the preloads and a module script with the same text after the first frame', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    deferredPage();
    startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
    expect(document.querySelectorAll('link[rel="modulepreload"], script[type="module"]')).toHaveLength(0);

    frames.shift()!(0);
    vi.runAllTimers();
    expect(document.querySelector('link')!.rel).toBe('modulepreload');
    const started = document.head.querySelector('script[type="module"]')!;
    expect(started.textContent).toBe('window.started = true;');
    expect(started.hasAttribute('async')).toBe(true);
  });

  it('waits for the pictures asked for first to load or fail, and a frame, but no longer than it was told', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const started = () => document.head.querySelectorAll('script[type="module"]').length;
    const frame = () => {
      frames.shift()!(0);
      vi.advanceTimersByTime(0);
    };
    for (const [settle, expected] of [
      ['load', 1],
      ['never', 0],
    ] as const) {
      deferredPage();
      document.querySelector('main')!.innerHTML =
        '<img fetchpriority="high" src="/i/a.jpg"><img fetchpriority="high" src="/i/b.jpg"><img src="/i/c.jpg">';
      const [a, b] = document.querySelectorAll('img');
      for (const img of [a, b]) vi.spyOn(img!, 'complete', 'get').mockReturnValue(false);
      startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
      frame();
      a!.dispatchEvent(new Event('error'));
      if (settle === 'load') {
        b!.dispatchEvent(new Event('load'));
        expect(started()).toBe(0);
        frame();
      }
      expect(started(), settle).toBe(expected);
      vi.advanceTimersByTime(2_999);
      expect(started(), settle).toBe(expected);
      vi.advanceTimersByTime(1);
      expect(started(), settle).toBe(1);
    }
  });

  it("starts at the shopper's first press, before the frame", () => {
    vi.stubGlobal('requestAnimationFrame', () => 0);
    deferredPage();
    startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(0);
    document.querySelector('main')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
    document.querySelector('main')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("asks Intl about the page's language once the scripts are on their way", () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    deferredPage();
    document.documentElement.lang = 'fr-CA';
    startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
    expect(numbers).toHaveBeenCalledWith('fr-CA');
    expect(dates).toHaveBeenCalledWith('fr-CA');
    vi.restoreAllMocks();
  });

  it('starts at once in a tab that is not shown, which paints no frame', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    deferredPage();
    startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it('stops holding early input when a script or a preloaded module fails to load', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    for (const failed of ['script[type="module"]', 'link[rel="modulepreload"]']) {
      deferredPage();
      holdEarlyInput(EARLY_INPUT_GLOBAL);
      startModulesAfterFirstPaint(DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, EARLY_INPUT_GLOBAL, 3_000);
      const held = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('main')!.dispatchEvent(held);
      expect(held.defaultPrevented, failed).toBe(true);
      document.head.querySelector(failed)!.dispatchEvent(new Event('error'));
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('main')!.dispatchEvent(click);
      expect(click.defaultPrevented, failed).toBe(false);
    }
  });
});
