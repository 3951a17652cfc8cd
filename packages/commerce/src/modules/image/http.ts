import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { errorBody } from '../../http/error-handler.js';
import { silentLogger, type Logger } from '../../logger.js';
import { imageName, parseImageName, renderArtwork } from './artwork.js';
import { imageCacheDirFromEnv } from './disk-cache.js';
import { CONTENT_TYPES, negotiateFormat } from './negotiate.js';
import { svgSize } from './raster.js';
import { createRasterService, type RasterRequest, type RasterService } from './raster-service.js';
import { createRenderQueue, QueueFullError } from './render-queue.js';
import { parseSceneName, renderScene, sceneName } from './scene.js';
import { renderSwatch } from './swatch.js';
import { outputSize, parseImageQuery } from './variant.js';

/** Rendering is deterministic, so an image's URL names its content: cache it for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

export type ImageRoutesOptions = {
  /** Where rendered rasters are kept; default `$DATA_DIR/image-cache` (DATA_DIR default ./.data). */
  cacheDir?: string;
  logger?: Logger;
  /** Renders allowed to wait behind the running one before new sizes are refused with 503. */
  maxWaiting?: number;
  /** Called once per raster actually drawn (not for cache hits or shared requests). */
  onRender?: (request: RasterRequest) => void;
};

/** If-None-Match may list several tags, weak ones included, or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function svg(c: Context, body: string) {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, { etag, 'cache-control': LONG_CACHE });
  return c.body(body, 200, {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': LONG_CACHE,
    etag,
    // An SVG opened on its own must not run anything.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
}

/** The CDN shape of spec 2 §7: no query is the SVG itself, `w`/`h`/`aspect`/`q`/`fmt` a raster. */
async function image(c: Context, rasters: RasterService, name: string, source: string) {
  const query = parseImageQuery(c.req.query());
  if (!query.ok) return c.json(errorBody('invalid_input', query.message), 400);
  if (query.value.kind === 'svg') return svg(c, source);
  const natural = svgSize(source);
  if (!natural) throw new Error(`The SVG for ${name} declares no size`);
  const size = outputSize(query.value, natural);
  if (!size.ok) return c.json(errorBody('invalid_input', size.message), 400);

  const negotiated = query.value.format === 'auto';
  const format = query.value.format === 'auto' ? negotiateFormat(c.req.header('accept')) : query.value.format;
  let result;
  try {
    result = await rasters.get({
      name,
      svg: source,
      source: natural,
      size: size.value,
      format,
      quality: query.value.quality,
    });
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    return c.json(errorBody('busy', error.message), 503, { 'retry-after': '2' });
  }
  const headers: Record<string, string> = { 'cache-control': LONG_CACHE, etag: result.etag };
  // One URL, several encodings: shared caches must key on what the browser accepts.
  if (negotiated) headers.vary = 'Accept';
  if (matchesEtag(c.req.header('if-none-match'), result.etag)) return c.body(null, 304, headers);
  return c.body(result.body, 200, {
    ...headers,
    'content-type': CONTENT_TYPES[format],
    'content-length': String(result.body.byteLength),
  });
}

/** Product artwork, content scenes and colour swatches, mounted at /i: SVG as drawn, or resized rasters cached on disk. */
export function imageRoutes(options: ImageRoutesOptions = {}) {
  const logger = options.logger ?? silentLogger;
  const rasters = createRasterService({
    cacheDir: options.cacheDir ?? imageCacheDirFromEnv(),
    // One render at a time: the machine has two cores and pages must keep being served.
    queue: createRenderQueue({ concurrency: 1, maxWaiting: options.maxWaiting ?? 64 }),
    logger,
    onRender: options.onRender,
  });
  const app = new Hono();
  app.get('/products/:name', (c) => {
    const parsed = parseImageName(c.req.param('name').replace(/\.svg$/, ''));
    if (!parsed) return c.json(errorBody('not_found', 'No such product image.'), 404);
    return image(c, rasters, `products/${imageName(parsed)}`, renderArtwork(parsed));
  });
  app.get('/content/:name', (c) => {
    const parsed = parseSceneName(c.req.param('name').replace(/\.svg$/, ''));
    if (!parsed) return c.json(errorBody('not_found', 'No such content image.'), 404);
    return image(c, rasters, `content/${sceneName(parsed)}`, renderScene(parsed));
  });
  app.get('/swatches/:hex', (c) => {
    const hex = c.req.param('hex').replace(/\.svg$/, '');
    if (!/^[0-9a-f]{6}$/i.test(hex)) return c.json(errorBody('not_found', 'No such swatch.'), 404);
    return image(c, rasters, `swatches/${hex.toLowerCase()}`, renderSwatch(hex));
  });
  // A route, not notFound(): a parent that mounts these routes (app.route('/i', …)) keeps its own
  // notFound, and anything else under /i is still a missing image, never the parent's page.
  app.all('*', (c) => c.json(errorBody('not_found', 'No such image.'), 404));
  app.onError((error, c) => {
    logger.error({ msg: 'image failed', path: c.req.path, err: error.message });
    return c.json(errorBody('internal', 'The image could not be drawn.'), 500);
  });
  return app;
}
