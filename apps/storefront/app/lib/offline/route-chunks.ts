import { matchRoutes, type RouteObject } from 'react-router';
import { importChunk, type ChunkImporter } from './chunk-load-error';

/** What React Router's browser manifest (`window.__reactRouterManifest.routes`) says of a route. */
export type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string };

export type RouteManifest = Record<string, ManifestRoute | undefined>;

/** React Router's cache of loaded route modules (`window.__reactRouterRouteModules`), by route id. */
export type RouteModules = Record<string, unknown>;

export type RouteChunkSources = {
  /** React Router's route tree (`router.routes`): the routes it knows so far. */
  routes: RouteObject[];
  manifest: RouteManifest;
  modules: RouteModules;
  basename?: string;
};

/**
 * The routes of `path` whose module has not been loaded yet. React Router learns routes as their
 * links appear on a page (route discovery); a path it has not learnt yet matches nothing here, and
 * React Router loads its routes itself.
 */
export const routesToLoad = (path: string, { routes, manifest, modules, basename }: RouteChunkSources) =>
  (matchRoutes(routes, path, basename) ?? [])
    .map((match) => manifest[match.route.id!])
    .filter((route): route is ManifestRoute => Boolean(route) && !(route!.id in modules));

/**
 * Loads the route modules `path` needs before React Router renders it, each within the 120 s
 * time-out, and keeps each where React Router looks first: React Router then never fetches them
 * itself (it would reload the whole page on a failure). Fails with the first ChunkLoadError.
 */
export async function loadRouteChunks(
  path: string,
  sources: RouteChunkSources,
  options?: { importer?: ChunkImporter; timeoutMs?: number },
) {
  await Promise.all(
    routesToLoad(path, sources).map(async (route) => {
      sources.modules[route.id] = await importChunk(route.module, options);
    }),
  );
}
