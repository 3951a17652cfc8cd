import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';

/**
 * What a request is counted and traced under: the pattern of the route that answers it, never the
 * raw path, so that the metrics' labels and the spans' names stay a bounded set however many
 * products, searches and probing bots there are.
 *
 *   /product/RL100001        → /product/:productId
 *   /fr-CA/c/vestes.data     → /:locale/c/:slug.data   (a client-side navigation's loader data)
 *   /api/products/RL100001   → /api/products/:id       (the engine's own route table)
 *   /i/products/x.avif       → /i/*,   /assets/entry.js → /assets/*
 *   anything no route knows  → the catch-all's /* (or /api/*)
 */
export type RoutePattern = (method: string, path: string) => string;

/** An entry of a Hono app's route table (`app.routes`). */
export type ApiRoute = { method: string; path: string };

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A label for the method: one of HTTP's, or OTHER (a client can send any token). */
export const methodLabel = (method: string) => (METHODS.has(method.toUpperCase()) ? method.toUpperCase() : 'OTHER');

export function routePatterns(options: {
  /** The React Router build's route manifest (`build.routes`). */
  pages: ServerBuild['routes'];
  /** The in-process engine's route table; absent when the engine runs elsewhere. */
  api?: readonly ApiRoute[];
  /** Paths the server answers itself (the report endpoints): counted as they are. */
  fixed?: readonly string[];
}): RoutePattern {
  const pages = pagePatterns(options.pages);
  const api = options.api ? apiPatterns(options.api) : () => undefined;
  const fixed = new Set(options.fixed);
  return (method, path) => {
    if (fixed.has(path)) return path;
    if (/^\/api(\/|$)/.test(path)) return '/api' + (api(method, path.slice(4) || '/') ?? '/*');
    if (/^\/i(\/|$)/.test(path)) return '/i/*';
    if (/^\/assets(\/|$)/.test(path)) return '/assets/*';
    return pages(path);
  };
}

/** The pattern of the deepest page route matching a path (or its loader data, `….data`). */
function pagePatterns(manifest: ServerBuild['routes']): (path: string) => string {
  const tree = routeTree(manifest);
  return (path) => {
    const data = path.endsWith('.data');
    // React Router asks for `/_.data` (or the older `/_root.data`) for the data of `/`, `/c/x/_.data` of `/c/x/`.
    const page = data ? path.slice(0, -'.data'.length).replace(/\/_(?:root)?$/, '/') : path;
    const matches = matchRoutes(tree, page) ?? [];
    const segments = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    const pattern = '/' + segments.join('/').replace(/\/{2,}/g, '/');
    return data ? pattern + '.data' : pattern;
  };
}

function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const object = (
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }
    ) as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (routes: RouteObject[]): RouteObject[] => {
    for (const route of routes) if (!route.index) route.children = attach(children.get(route.id) ?? []);
    return routes;
  };
  return attach(children.get(undefined) ?? []);
}

/**
 * The first of the engine's routes, in the order it registered them, that answers a method and
 * path; its middleware (`*` paths for every method) is no route.
 */
function apiPatterns(routes: readonly ApiRoute[]): (method: string, path: string) => string | undefined {
  const compiled = routes
    .filter((r) => !(r.method === 'ALL' && r.path.endsWith('*')))
    .map((r) => ({ method: r.method, path: r.path, regex: honoPathRegex(r.path) }));
  return (method, path) => {
    const asked = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
    return compiled.find((r) => (r.method === asked || r.method === 'ALL') && r.regex.test(path))?.path;
  };
}

/** A Hono path (`/products/:id`, `/x/:name{[a-z]+}`, `/docs/*`, `/a/:b?`) as a regular expression. */
export function honoPathRegex(path: string): RegExp {
  const pattern = path
    .split('/')
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const param = /^:\w+(?:\{(.+)\})?(\?)?$/.exec(segment);
      if (param) return `${param[2] ? '(?:' : ''}/(?:${param[1] ?? '[^/]+'})${param[2] ? ')?' : ''}`;
      return segment ? '/' + segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : '';
    })
    .join('');
  return new RegExp(`^${pattern || '/'}/?$`);
}
