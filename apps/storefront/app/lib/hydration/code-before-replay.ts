// Code a part of the page still needs before it can hydrate: a lazy component's module, which
// hydration itself starts loading (the content blocks' renderers: one chunk a family). React leaves
// that part as the server drew it until the module has come, and drops a click on it meanwhile; the
// replay of early input (decision 038) waits for these modules, then for the main thread to be idle.
// React hydrates a `<Suspense>` boundary after the page's first commit, in a task of its own, and
// asks for a lazy module only then: the replay waits for idle, then for the modules asked for, until
// an idle moment finds none loading.

const loading = new Set<Promise<unknown>>();

/** Registers a module being loaded; answers the same promise. */
export function loadBeforeReplay<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/**
 * Resolves once none of the modules registered is loading (a module that came may start others):
 * true if some were, false if there was nothing to wait for.
 */
export async function codeBeforeReplayLoaded(): Promise<boolean> {
  const waited = loading.size > 0;
  while (loading.size > 0) await Promise.allSettled([...loading]);
  return waited;
}
