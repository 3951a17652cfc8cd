import { describe, expect, it } from 'vitest';
import { codeBeforeReplayLoaded, loadBeforeReplay } from './code-before-replay';

/** A promise and its resolve, to settle by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Whether `promise` has settled once pending microtasks and a task have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('code before the replay of early input', () => {
  it('resolves at once, with false, when no module is loading', async () => {
    const ready = codeBeforeReplayLoaded();
    expect(await settled(ready)).toBe(true);
    expect(await ready).toBe(false);
  });

  it('waits for every module registered, failed ones too, and for those a module starts when it comes', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const third = deferred<string>();
    expect(loadBeforeReplay(first.promise)).toBe(first.promise);
    void loadBeforeReplay(second.promise).catch(() => undefined);
    // The first module, once it has come, starts a third (a renderer that has a lazy part of its own).
    void first.promise.then(() => loadBeforeReplay(third.promise));
    const ready = codeBeforeReplayLoaded();

    first.resolve('a');
    expect(await settled(ready)).toBe(false);
    second.reject(new Error('chunk failed'));
    expect(await settled(ready)).toBe(false);
    third.resolve('c');
    expect(await settled(ready)).toBe(true);
    expect(await ready).toBe(true);
    // Each module is forgotten once it has come.
    expect(await codeBeforeReplayLoaded()).toBe(false);
  });
});
