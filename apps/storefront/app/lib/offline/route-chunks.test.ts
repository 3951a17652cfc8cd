import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import type { RouteObject } from 'react-router';
import { loadRouteChunks, routesToLoad, type RouteManifest } from './route-chunks';

const manifest = (): RouteManifest => ({
  root: { id: 'root', path: '', module: '/assets/root.js' },
  home: { id: 'home', parentId: 'root', index: true, module: '/assets/home.js' },
  category: { id: 'category', parentId: 'root', path: 'c/:slug', module: '/assets/category.js' },
  product: { id: 'product', parentId: 'root', path: 'p/:slug', module: '/assets/product.js' },
});

/** React Router's route tree for the manifest's routes (without the product page, not discovered yet). */
const routes = (): RouteObject[] => [
  {
    id: 'root',
    path: '',
    children: [
      { id: 'home', index: true },
      { id: 'category', path: 'c/:slug' },
    ],
  },
];

describe('routesToLoad', () => {
  it('lists the matched routes whose module is not loaded yet', async () => {
    const modules = { root: {}, home: {} };
    expect(routesToLoad('/c/jackets', { routes: routes(), manifest: manifest(), modules }).map((r) => r.id)).toEqual([
      'category',
    ]);
    expect(routesToLoad('/', { routes: routes(), manifest: manifest(), modules })).toEqual([]);
  });

  it('leaves a path React Router has not learnt yet, or a relative one, to React Router', () => {
    const sources = { routes: routes(), manifest: manifest(), modules: { root: {} } };
    expect(routesToLoad('/search', sources)).toEqual([]);
    expect(routesToLoad('../c/jackets', sources)).toEqual([]);
  });

  it('reads the path of a target with search and hash', () => {
    const sources = { routes: routes(), manifest: manifest(), modules: { root: {} } };
    expect(routesToLoad('/c/jackets?sort=price#top', sources).map((r) => r.id)).toEqual(['category']);
  });
});

describe('loadRouteChunks', () => {
  it('keeps each loaded module where React Router looks first', async () => {
    const modules: Record<string, unknown> = { root: {}, home: {} };
    const known = routes();
    known[0]!.children!.push({ id: 'product', path: 'p/:slug' });
    const loaded: string[] = [];
    await loadRouteChunks(
      '/p/tent',
      {
        routes: known,
        manifest: manifest(),
        modules,
      },
      {
        importer: async (url) => {
          loaded.push(url);
          return { url };
        },
      },
    );
    expect(loaded).toEqual(['/assets/product.js']);
    expect(modules.product).toEqual({ url: '/assets/product.js' });
  });

  it('fails with the ChunkLoadError of the chunk that failed, keeping nothing for it', async () => {
    const modules: Record<string, unknown> = { root: {}, home: {} };
    const error = await loadRouteChunks(
      '/c/jackets',
      { routes: routes(), manifest: manifest(), modules },
      { importer: () => Promise.reject(new TypeError('Failed to fetch')) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'error', url: '/assets/category.js' });
    expect('category' in modules).toBe(false);
  });

  it('loads nothing for a page whose modules are all there', async () => {
    const importer = vi.fn();
    await loadRouteChunks(
      '/',
      { routes: routes(), manifest: manifest(), modules: { root: {}, home: {} } },
      { importer },
    );
    expect(importer).not.toHaveBeenCalled();
  });
});
