import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { errorBody } from '../../http/error-handler.js';
import { parseImageName, renderArtwork } from './artwork.js';
import { renderSwatch } from './swatch.js';

/** Rendering is deterministic, so an image's URL names its content: cache it for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

function svg(c: Context, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, { etag, 'cache-control': LONG_CACHE });
  return c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': LONG_CACHE,
    etag,
    // An SVG opened on its own must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

/** Product artwork and colour swatches, mounted at /i. */
export function imageRoutes() {
  const app = new Hono();
  app.get('/products/:name', (c) => {
    const parsed = parseImageName(c.req.param('name').replace(/\.svg$/, ''));
    if (!parsed) return c.json(errorBody('not_found', 'No such product image.'), 404);
    return svg(c, renderArtwork(parsed));
  });
  app.get('/swatches/:hex', (c) => {
    const hex = c.req.param('hex').replace(/\.svg$/, '');
    if (!/^[0-9a-f]{6}$/i.test(hex)) return c.json(errorBody('not_found', 'No such swatch.'), 404);
    return svg(c, renderSwatch(hex));
  });
  app.notFound((c) => c.json(errorBody('not_found', 'No such image.'), 404));
  return app;
}
