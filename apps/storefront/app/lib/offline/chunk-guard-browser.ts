import { useSyncExternalStore } from 'react';
import type { ClientInstrumentation } from 'react-router';
import { createChunkGuard, IDLE, type ChunkGuardState } from './chunk-guard';
import { isChunkLoadError, loadWithinTimeout } from './chunk-load-error';
import {
  discoveryUrl,
  loadRouteChunks,
  targetPath,
  type RouteChunkSources,
  type RouteManifest,
  type RouteModules,
} from './route-chunks';

/** What React Router's framework mode leaves on `window` for its own hydration. */
type ReactRouterGlobals = {
  __reactRouterManifest?: { routes: RouteManifest; version: string };
  __reactRouterRouteModules?: RouteModules;
  __reactRouterContext?: { basename?: string; routeDiscovery?: { mode?: string; manifestPath?: string } };
};

function routeChunkSources(): RouteChunkSources | undefined {
  const globals = window as unknown as ReactRouterGlobals;
  const manifest = globals.__reactRouterManifest;
  if (!manifest || !globals.__reactRouterRouteModules) return undefined;
  const discovery = globals.__reactRouterContext?.routeDiscovery;
  return {
    manifest: manifest.routes,
    modules: globals.__reactRouterRouteModules,
    basename: globals.__reactRouterContext?.basename,
    discover:
      discovery?.mode === 'initial'
        ? undefined
        : async (path) => {
            const url = discoveryUrl(path, { manifestPath: discovery?.manifestPath, version: manifest.version });
            const response = await loadWithinTimeout(url, () => fetch(url));
            // A new build (204) or a refusal: React Router answers for those itself.
            if (response.status !== 200) return {};
            return (await response.json()) as RouteManifest;
          },
  };
}

/**
 * Whether a chunk that failed is gone from a server that answers (404 or 410): the shop has a new
 * release since this page loaded, and its old chunks with it. Offline, or with the request failing,
 * it is the connection.
 */
export async function chunkIsGone(url: string): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const answer = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return answer.status === 404 || answer.status === 410;
  } catch {
    return false;
  }
}

/** The page's one guard: every in-app navigation passes through it (decision 052). */
export const chunkGuard = createChunkGuard(
  async (path) => {
    const sources = routeChunkSources();
    if (!sources) return;
    try {
      await loadRouteChunks(path, sources);
    } catch (error) {
      if (isChunkLoadError(error) && error.type === 'error' && (await chunkIsGone(error.url))) {
        // A new release: the page is loaded from the server, as a first visit would be.
        window.location.assign(path);
        return new Promise<void>(() => {});
      }
      throw error;
    }
  },
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
        const path = typeof to === 'string' ? targetPath(to, window.location.href) : undefined;
        if (path !== undefined) await chunkGuard.whenReady(path);
        await navigate();
      },
    });
  },
};

/** Coming back online retries the page that failed (once per page). */
export function retryChunksWhenOnline() {
  window.addEventListener('online', () => chunkGuard.online());
}

export const useChunkGuard = (): ChunkGuardState =>
  useSyncExternalStore(chunkGuard.subscribe, chunkGuard.getState, () => IDLE);
