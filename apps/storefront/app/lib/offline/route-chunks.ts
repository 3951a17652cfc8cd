import { matchRoutes, type RouteObject } from 'react-router';
import { importChunk, type ChunkImporter } from './chunk-load-error';

/** What React Router's browser manifest (`window.__reactRouterManifest.routes`) says of a route. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  /** The route module's chunk. */
  module: string;
  /** With split route modules, parts that load on their own. */
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
};

export type RouteManifest = Record<string, ManifestRoute | undefined>;

/** React Router's cache of loaded route modules (`window.__reactRouterRouteModules`), by route id. */
export type RouteModules = Record<string, unknown>;

export type RouteChunkSources = {
  manifest: RouteManifest;
  modules: RouteModules;
  basename?: string;
  /**
   * The routes of a path the manifest does not know yet, as React Router's route discovery
   * answers (`/__manifest`); fails with a ChunkLoadError when it cannot be fetched.
   */
  discover?: (path: string) => Promise<RouteManifest>;
};

function routeTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const parent = route.parentId ?? '';
    byParent.set(parent, [...(byParent.get(parent) ?? []), route]);
  }
  const build = (parent: string): RouteObject[] =>
    (byParent.get(parent) ?? []).map((route) =>
      route.index
        ? { id: route.id, index: true, path: route.path }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build('');
}

/** The path (with search) a navigation goes to, on this origin; undefined for another site. */
export function targetPath(to: string, base: string): string | undefined {
  const url = new URL(to, base);
  if (url.origin !== new URL(base).origin) return undefined;
  return url.pathname + url.search;
}

/** The routes `path` renders, root first; null when the manifest knows no route for it. */
function matchedRoutes(path: string, manifest: RouteManifest, basename?: string): ManifestRoute[] | null {
  const matches = matchRoutes(routeTree(manifest), path, basename);
  if (!matches) return null;
  return matches.map((match) => manifest[match.route.id!]).filter((route): route is ManifestRoute => Boolean(route));
}

/**
 * The routes of `path` whose module has not been loaded yet. React Router learns routes as their
 * links appear on a page; for a path it has not learnt yet, they are asked of `discover` (React
 * Router then learns the same routes, and finds their modules loaded).
 */
export async function routesToLoad(
  path: string,
  { manifest, modules, basename, discover }: RouteChunkSources,
): Promise<ManifestRoute[]> {
  let routes = matchedRoutes(path, manifest, basename);
  if (!routes && discover) routes = matchedRoutes(path, { ...manifest, ...(await discover(path)) }, basename);
  return (routes ?? []).filter((route) => !(route.id in modules));
}

/** React Router's route discovery address for `path` (`/__manifest?paths=/,/c,/c/x&version=…`). */
export function discoveryUrl(
  path: string,
  { manifestPath = '/__manifest', version }: { manifestPath?: string; version: string },
) {
  const { pathname } = new URL(path, 'http://localhost');
  const paths = new Set<string>();
  for (let i = 1; i < pathname.length; i++) if (pathname[i] === '/') paths.add(pathname.slice(0, i));
  paths.add(pathname);
  const search = new URLSearchParams({ paths: [...paths].sort().join(','), version });
  return `${manifestPath}?${search}`;
}

/**
 * Loads the chunks of the routes `path` needs before React Router renders it, each with the
 * 120 s time-out, and keeps each module where React Router looks first: React Router then never
 * fetches them itself (it would reload the whole page on a failure). Fails with the first chunk's
 * ChunkLoadError.
 */
export async function loadRouteChunks(
  path: string,
  sources: RouteChunkSources,
  options: { importer?: ChunkImporter; timeoutMs?: number } = {},
): Promise<void> {
  await Promise.all(
    (await routesToLoad(path, sources)).map(async (route) => {
      const parts = [
        route.clientLoaderModule,
        route.clientActionModule,
        route.clientMiddlewareModule,
        route.hydrateFallbackModule,
      ].filter((url): url is string => Boolean(url));
      const [module] = await Promise.all([
        importChunk(route.module, options),
        ...parts.map((url) => importChunk(url, options)),
      ]);
      sources.modules[route.id] = module;
    }),
  );
}
