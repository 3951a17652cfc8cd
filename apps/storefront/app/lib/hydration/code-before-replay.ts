// Code a part of the page still needs before it can hydrate: a lazy component's module, which
// hydration itself starts loading (the content blocks' renderers: one chunk a family). React leaves
// that part as the server drew it until the module has come, and drops a click on it meanwhile; the
// replay of early input (decision 038) waits for these modules, then for the main thread to be idle.

const loading = new Set<Promise<unknown>>();

/** Registers a module being loaded; answers the same promise. */
export function loadBeforeReplay<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/** Resolves once none of the modules registered is loading (a module that came may start others). */
export async function codeBeforeReplayLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}
