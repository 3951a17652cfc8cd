/**
 * Rendered variants: from the disk cache when there, else drawn once through the render queue
 * and stored. Identical requests arriving while a variant is being produced share that one
 * promise, so a page full of the same tile never renders it twice.
 */
import { createHash } from 'node:crypto';
import { silentLogger, type Logger } from '../../logger.js';
import { createDiskCache } from './disk-cache.js';
import { RASTER_PIPELINE, rasterise } from './raster.js';
import { createRenderQueue, type RenderQueue } from './render-queue.js';
import type { Aspect, OutputSize, RasterFormat } from './variant.js';

export type RasterRequest = {
  /** `products/jacket-2-1f4e79-front`: names the file in logs and the cache key. */
  name: string;
  svg: string;
  source: Aspect;
  size: OutputSize;
  format: RasterFormat;
  quality: number;
};

export type RasterResult = { body: Uint8Array<ArrayBuffer>; etag: string; fromCache: boolean };

export type RasterServiceOptions = {
  cacheDir: string;
  queue?: RenderQueue;
  logger?: Logger;
  /** Called once per image actually drawn (not for cache hits or shared requests): metrics, tests. */
  onRender?: (request: RasterRequest) => void;
};

const EXTENSIONS: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/**
 * Everything that changes the bytes: the SVG itself (so redrawn artwork gets new files), the
 * exact output box, format, quality and encoder versions. PNG is lossless, so quality is moot.
 */
export function cacheKey(request: RasterRequest): string {
  const { name, svg, size, format, quality } = request;
  const svgHash = createHash('sha256').update(svg).digest('hex');
  const material = [
    RASTER_PIPELINE,
    name,
    svgHash,
    size.width,
    size.height,
    size.crop,
    format,
    format === 'png' ? 0 : quality,
  ];
  return createHash('sha256').update(JSON.stringify(material)).digest('hex').slice(0, 40);
}

/** The same bytes typed as a Response body wants them: file and sharp buffers are never shared memory. */
function bytes(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}

function etagFor(key: string, body: Uint8Array): string {
  return `"${createHash('sha256').update(key).update(body).digest('base64url').slice(0, 32)}"`;
}

export function createRasterService(options: RasterServiceOptions) {
  const cache = createDiskCache(options.cacheDir);
  const queue = options.queue ?? createRenderQueue();
  const logger = options.logger ?? silentLogger;
  const inFlight = new Map<string, Promise<RasterResult>>();

  async function produce(key: string, request: RasterRequest): Promise<RasterResult> {
    const ext = EXTENSIONS[request.format];
    // A cache that cannot be read or written costs speed, never the image.
    const cached = await cache.read(key, ext).catch((error: Error) => {
      logger.warn({ msg: 'image cache read failed', key, err: error.message });
      return null;
    });
    if (cached) return { body: bytes(cached), etag: etagFor(key, cached), fromCache: true };
    const body = await queue.run(() =>
      rasterise(request.svg, request.source, request.size, request.format, request.quality),
    );
    options.onRender?.(request);
    await cache.write(key, ext, body).catch((error: Error) => {
      logger.warn({ msg: 'image cache write failed', key, err: error.message });
    });
    return { body: bytes(body), etag: etagFor(key, body), fromCache: false };
  }

  return {
    get(request: RasterRequest): Promise<RasterResult> {
      const key = cacheKey(request);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = produce(key, request).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    },
  };
}

export type RasterService = ReturnType<typeof createRasterService>;
