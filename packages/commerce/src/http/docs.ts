import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

/**
 * Readable API docs at /api/docs: Swagger UI served from the installed package,
 * never from a CDN, so the docs work offline like the rest of the store.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Ridgeline commerce API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<main id="docs"></main>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true });`;

function assetDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

export function docsRoutes() {
  const app = new Hono();
  const cache = new Map<string, Buffer>();
  // Swagger UI styles its parts inline; its scripts come only from this origin.
  app.get('/', (c) =>
    c.html(PAGE, 200, {
      'content-security-policy':
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    }),
  );
  app.get('/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  app.get('/:file', async (c) => {
    const file = c.req.param('file');
    const type = ASSETS[file];
    if (!type) return c.json({ error: { code: 'not_found', message: `No docs asset '${file}'.` } }, 404);
    let body = cache.get(file);
    if (!body) {
      body = await readFile(path.join(assetDir(), file));
      cache.set(file, body);
    }
    return c.body(new Uint8Array(body), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    });
  });
  return app;
}
