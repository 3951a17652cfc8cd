import { startTransition, useEffect, useState } from 'react';

type Loaded<T> = { value: T };

/** One per loader: what it resolved to, and the components waiting for it. */
type Shared<T> = { started: boolean; loaded?: Loaded<T>; waiting: Set<(loaded: Loaded<T>) => void> };

const shared = new WeakMap<() => Promise<unknown>, Shared<unknown>>();

function sharedFor<T>(load: () => Promise<T>): Shared<T> {
  let entry = shared.get(load) as Shared<T> | undefined;
  if (!entry) {
    entry = { started: false, waiting: new Set() };
    shared.set(load, entry as Shared<unknown>);
  }
  return entry;
}

/**
 * What `load` resolves to, once the page has hydrated; undefined on the server, during hydration
 * and until it has loaded. For controls that only work with their script (they never show before
 * they can answer a click) and whose code is worth loading apart.
 *
 * `load` must be one function for the page's life (a module-level constant): it keys the shared
 * state, so a function made in render would load again on every render.
 *
 * `load` runs once per page, however many components ask. Its value reaches them all in one
 * transition: rendered in slices after hydration (not synchronously inside hydration's own task,
 * decision 030) and shown in one commit, so the 47 compare checkboxes of a listing appear at once,
 * none before the others.
 */
export function useAfterHydration<T>(load: () => Promise<T>): T | undefined {
  const [loaded, setLoaded] = useState<Loaded<T>>();
  useEffect(() => {
    const entry = sharedFor(load);
    if (entry.loaded) {
      const ready = entry.loaded;
      startTransition(() => setLoaded(ready));
      return;
    }
    entry.waiting.add(setLoaded);
    if (!entry.started) {
      entry.started = true;
      load().then(
        (value) => {
          const ready = { value };
          entry.loaded = ready;
          startTransition(() => {
            for (const deliver of entry.waiting) deliver(ready);
          });
          entry.waiting.clear();
        },
        (error: unknown) => {
          // The next component to mount (a page navigated to later) asks again; those already
          // waiting keep their placeholder. A browser may answer a failed module from its cache.
          entry.started = false;
          console.error('Could not load a control after hydration', error);
        },
      );
    }
    return () => void entry.waiting.delete(setLoaded);
  }, [load]);
  return loaded?.value;
}
