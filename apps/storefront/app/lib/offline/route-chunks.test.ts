import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import { discoveryUrl, loadRouteChunks, routesToLoad, targetPath, type RouteManifest } from './route-chunks';

const manifest = (): RouteManifest => ({
  root: { id: 'root', path: '', module: '/assets/root.js' },
  home: { id: 'home', parentId: 'root', index: true, module: '/assets/home.js' },
  category: { id: 'category', parentId: 'root', path: 'c/:slug', module: '/assets/category.js' },
  product: {
    id: 'product',
    parentId: 'root',
    path: 'p/:slug',
    module: '/assets/product.js',
    clientLoaderModule: '/assets/product-client-loader.js',
  },
});

describe('routesToLoad', () => {
  it('lists the matched routes whose module is not loaded yet', async () => {
    const modules = { root: {}, home: {} };
    expect((await routesToLoad('/c/jackets', { manifest: manifest(), modules })).map((r) => r.id)).toEqual([
      'category',
    ]);
    expect(await routesToLoad('/', { manifest: manifest(), modules })).toEqual([]);
  });

  it('asks route discovery for a path the manifest does not know, and only then', async () => {
    const discover = vi.fn(async (): Promise<RouteManifest> => ({
      search: { id: 'search', parentId: 'root', path: 'search', module: '/assets/search.js' },
    }));
    const sources = { manifest: manifest(), modules: { root: {} }, discover };
    expect((await routesToLoad('/search?q=tent', sources)).map((r) => r.id)).toEqual(['search']);
    expect(discover).toHaveBeenCalledWith('/search?q=tent');
    discover.mockClear();
    await routesToLoad('/c/jackets', sources);
    expect(discover).not.toHaveBeenCalled();
  });
});

describe('loadRouteChunks', () => {
  it("keeps each loaded module where React Router looks first, with the route's split parts loaded", async () => {
    const modules: Record<string, unknown> = { root: {}, home: {} };
    const loaded: string[] = [];
    await loadRouteChunks(
      '/p/tent',
      { manifest: manifest(), modules },
      {
        importer: async (url) => {
          loaded.push(url);
          return { url };
        },
      },
    );
    expect(loaded.sort()).toEqual(['/assets/product-client-loader.js', '/assets/product.js']);
    expect(modules.product).toEqual({ url: '/assets/product.js' });
  });

  it('fails with the ChunkLoadError of the chunk that failed, keeping nothing for it', async () => {
    const modules: Record<string, unknown> = { root: {}, home: {} };
    const error = await loadRouteChunks(
      '/c/jackets',
      { manifest: manifest(), modules },
      { importer: () => Promise.reject(new TypeError('Failed to fetch')) },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'error', url: '/assets/category.js' });
    expect('category' in modules).toBe(false);
  });

  it('loads nothing for a page whose modules are all there', async () => {
    const importer = vi.fn();
    await loadRouteChunks('/', { manifest: manifest(), modules: { root: {}, home: {} } }, { importer });
    expect(importer).not.toHaveBeenCalled();
  });
});

describe('discoveryUrl and targetPath', () => {
  it("asks for the path and its ancestors, sorted, with the build's version, as React Router does", () => {
    expect(discoveryUrl('/c/mens/jackets?x=1', { version: 'abc' })).toBe(
      '/__manifest?paths=%2Fc%2C%2Fc%2Fmens%2C%2Fc%2Fmens%2Fjackets&version=abc',
    );
  });

  it('reads a navigation target on this origin only', () => {
    expect(targetPath('/c/jackets?sort=price#top', 'https://shop.test/')).toBe('/c/jackets?sort=price');
    expect(targetPath('../p/x', 'https://shop.test/c/jackets')).toBe('/p/x');
    expect(targetPath('https://elsewhere.test/x', 'https://shop.test/')).toBeUndefined();
  });
});
