// Starts Ridgeline: pages, /api, images and static assets in one process.
// Production (NODE_ENV=production) runs the built server; otherwise Vite serves the app with HMR.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const production = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a number from 0 to 65535, not '${process.env.PORT}'.`);
  process.exit(2);
}

async function main() {
  let storefront;
  let vite;
  if (production) {
    const built = await import('./build/server/index.js');
    storefront = await built.createStorefrontServer({
      build: built.reactRouterBuild,
      mode: 'production',
      clientDir: path.relative(process.cwd(), path.join(here, 'build/client')) || '.',
    });
  } else {
    const { createServer: createVite } = await import('vite');
    vite = await createVite({ root: here, server: { middlewareMode: true }, appType: 'custom' });
    const { createStorefrontServer } = await vite.ssrLoadModule('/server/app.ts');
    storefront = await createStorefrontServer({
      build: () => vite.ssrLoadModule('virtual:react-router/server-build'),
      mode: 'development',
    });
  }

  const listener = getRequestListener(storefront.fetch);
  const server = createServer((req, res) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  });
  server.listen(port, host, () => {
    const address = server.address();
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    storefront.logger.info({ msg: `Ridgeline is ready at http://${shownHost}:${address.port}`, port: address.port });
  });

  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    storefront.logger.info({ msg: `${signal} received: finishing open requests, then stopping` });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await vite?.close();
      await storefront.close();
      process.exit(0);
    });
    server.closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
