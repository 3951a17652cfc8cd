import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { imageCacheDirFromEnv } from '../modules/image/index.js';
import { imageRoutes } from '../modules/image/http.js';
import type { Api } from './app.js';
import { clientIpAtEdge, withClientIp } from './client-ip.js';

/**
 * The engine on its own HTTP port: the API under /api and images under /i, the same paths the
 * storefront serves, so a storefront with COMMERCE_API_URL can point here unchanged.
 */
export async function serveCommerce(
  api: Api,
  options: { port: number; host: string; /** Default `$DATA_DIR/image-cache`. */ imageCacheDir?: string },
) {
  const app = new Hono();
  app.route('/i', imageRoutes({ cacheDir: options.imageCacheDir ?? imageCacheDirFromEnv() }));
  app.all('/api/*', (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice('/api'.length) || '/';
    return api.fetch(withClientIp(new Request(url, c.req.raw), clientIpAtEdge(c)));
  });
  const server = serve({ fetch: app.fetch, port: options.port, hostname: options.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
