import { useSyncExternalStore } from 'react';
import type { ClientInstrumentation, RouteObject } from 'react-router';
import { createChunkGuard, IDLE } from './chunk-guard';
import { isChunkLoadError } from './chunk-load-error';
import { loadRouteChunks, type RouteManifest, type RouteModules } from './route-chunks';

/** What React Router's framework mode leaves on `window` for its own hydration. */
type ReactRouterGlobals = {
  __reactRouterDataRouter?: { routes: RouteObject[] };
  __reactRouterManifest?: { routes: RouteManifest };
  __reactRouterRouteModules?: RouteModules;
  __reactRouterContext?: { basename?: string };
};

/**
 * Whether a chunk that failed is gone from a server that answers (404 or 410): the shop has a new
 * release since this page loaded, and its old chunks with it. Offline, or with the request failing,
 * it is the connection.
 */
export async function chunkIsGone(url: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  return [404, 410].includes(answer?.status ?? 0);
}

async function loadPage(path: string) {
  const {
    __reactRouterDataRouter: router,
    __reactRouterManifest: manifest,
    __reactRouterRouteModules: modules,
    __reactRouterContext: context,
  } = window as unknown as ReactRouterGlobals;
  if (!router || !manifest || !modules) return;
  try {
    await loadRouteChunks(path, {
      routes: router.routes,
      manifest: manifest.routes,
      modules,
      basename: context?.basename,
    });
  } catch (error) {
    if (isChunkLoadError(error) && error.type === 'error' && (await chunkIsGone(error.url))) {
      // A new release: the page is loaded from the server, as a first visit would be.
      window.location.assign(path);
      return new Promise<void>(() => {});
    }
    throw error;
  }
}

/** The page's one guard: every in-app navigation passes through it (decision 052). */
export const chunkGuard = createChunkGuard(
  loadPage,
  // The console only: a report could not leave an offline browser anyway.
  (error) => console.error(error),
);

/**
 * Given to <HydratedRouter>: a navigation starts in React Router only once its route chunks have
 * loaded. While they cannot, the offline screen shows and the navigation waits (spec 3 §4.7).
 * Back and forward go to pages already loaded in this document, so they need no guard.
 */
export const chunkGuardInstrumentation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        // A path within the app (React Router resolves relative ones later: they match nothing here).
        if (typeof to === 'string') await chunkGuard.whenReady(to);
        await navigate();
      },
    });
  },
};

/** Coming back online retries the page that failed. */
export const retryChunksWhenOnline = () => window.addEventListener('online', chunkGuard.online);

export const useChunkGuard = () => useSyncExternalStore(chunkGuard.subscribe, chunkGuard.getState, () => IDLE);
