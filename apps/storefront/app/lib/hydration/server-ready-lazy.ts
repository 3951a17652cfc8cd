import { createElement, lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a part the server draws into the first HTML (a content block, the footer, a
 * category's landing): in the browser its module loads where it is first drawn, as with `lazy`; on
 * the server it is loaded as soon as this is declared, so no render waits for it. A render that
 * waits for a module streams that part after the rest of the page (a hidden copy moved into place
 * by a script), which painted the page without it and then pushed everything below it down: a
 * layout shift on every first render after a start or a cleared page cache.
 */
/** The server-side loads begun and not yet settled. */
const pending = new Set<Promise<unknown>>();

/**
 * Resolves once every module `serverReadyLazy` began loading on the server has come (or failed):
 * a test that imports such parts waits for them before its environment is torn down.
 */
export const serverReadyLoads = (): Promise<unknown> => Promise.allSettled([...pending]);

export function serverReadyLazy<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (!import.meta.env.SSR) return lazy(() => load().then((component) => ({ default: component })));
  // One load on the server: a render before it has come waits for the same promise.
  let ready: ComponentType<P> | undefined;
  const loading = load().then((component) => (ready = component));
  pending.add(loading);
  void loading.finally(() => pending.delete(loading)).catch(() => {});
  const Lazy = lazy(() => loading.then((component) => ({ default: component })));
  return function ServerReady(props: P) {
    return createElement((ready ?? Lazy) as ComponentType<P>, props);
  };
}
