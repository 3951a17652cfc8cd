/**
 * The image CDN's query (spec 2 §7: `?$img-cache$&fmt=auto&w=…&h=…&aspect=…&q=…`), read into
 * the one output it names. Every value that reaches the renderer is bounded: widths snap up to a
 * short allow-list, so arbitrary `w` values cannot fill the disk cache with near-duplicates.
 */

export type RasterFormat = 'avif' | 'webp' | 'jpeg' | 'png';

/** Widths an image is rendered at; a requested width snaps up to the next one. */
export const ALLOWED_WIDTHS = [100, 200, 320, 480, 600, 768, 1024, 1200, 1280, 1600, 1920, 2560] as const;
export const MAX_WIDTH = 2560;
export const DEFAULT_QUALITY = 60; // the quality tile images ask for (spec 2 §2)
export const MIN_QUALITY = 30;
export const MAX_QUALITY = 90;
/** Crops beyond 1:4 or 4:1 are not pictures of a product any more. */
const MAX_ASPECT_SPREAD = 4;
/** About 8 megapixels: a 2560 px tile at 496:521 fits, a 2560 × 10240 strip does not. */
export const MAX_PIXELS = 2560 * 3200;

export type Aspect = { width: number; height: number };

export type ImageQuery =
  | { kind: 'svg' }
  | {
      kind: 'raster';
      /** `auto` is settled per request from the Accept header. */
      format: RasterFormat | 'auto';
      /** Already snapped to ALLOWED_WIDTHS. */
      width?: number;
      /** Only without `w` (then it snaps like a width); `w` and `h` together become an aspect. */
      height?: number;
      /** Cover-crop ratio, from `aspect` or from `w` with `h`. */
      aspect?: Aspect;
      quality: number;
    };

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const FORMATS: Record<string, RasterFormat | 'auto' | 'svg'> = {
  auto: 'auto',
  avif: 'avif',
  webp: 'webp',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  svg: 'svg',
};
/** The parameters that ask for a raster; anything else (`$img-cache$` included) is ignored. */
const RASTER_PARAMS = ['w', 'h', 'aspect', 'q', 'fmt'] as const;

/** The offending value, cut short: messages echo it, and a query can be long. */
function shown(raw: string): string {
  return raw.length > 24 ? `${raw.slice(0, 24)}…` : raw;
}

/** The smallest allowed width at least `width` wide. */
export function snapWidth(width: number): number {
  return ALLOWED_WIDTHS.find((allowed) => allowed >= width) ?? MAX_WIDTH;
}

function pixels(name: string, raw: string): Parsed<number> {
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= MAX_WIDTH))
    return {
      ok: false,
      message: `${name} must be a whole number of pixels from 1 to ${MAX_WIDTH}, not '${shown(raw)}'.`,
    };
  return { ok: true, value };
}

function boundedAspect(value: Aspect, described: string): Parsed<Aspect> {
  const ratio = value.height / value.width;
  if (ratio > MAX_ASPECT_SPREAD || ratio < 1 / MAX_ASPECT_SPREAD)
    return { ok: false, message: `${described} is too narrow or too wide; keep the ratio between 1:4 and 4:1.` };
  return { ok: true, value };
}

function aspect(raw: string): Parsed<Aspect> {
  const match = /^(\d{1,5}):(\d{1,5})$/.exec(raw);
  const width = Number(match?.[1]);
  const height = Number(match?.[2]);
  if (!match || width < 1 || height < 1)
    return {
      ok: false,
      message: `aspect must be two whole numbers as width:height, such as 496:521, not '${shown(raw)}'.`,
    };
  return boundedAspect({ width, height }, `aspect ${shown(raw)}`);
}

function quality(raw: string): Parsed<number> {
  if (!/^\d{1,5}$/.test(raw))
    return {
      ok: false,
      message: `q must be a whole number from ${MIN_QUALITY} to ${MAX_QUALITY}, not '${shown(raw)}'.`,
    };
  // Out-of-range qualities are harmless, so they are clamped rather than refused.
  return { ok: true, value: Math.min(MAX_QUALITY, Math.max(MIN_QUALITY, Number(raw))) };
}

/** Reads the query; `fmt=svg` or no raster parameter at all means the original SVG. */
export function parseImageQuery(query: Record<string, string | undefined>): Parsed<ImageQuery> {
  const rawFormat = query.fmt?.toLowerCase();
  const format = rawFormat === undefined ? 'auto' : FORMATS[rawFormat];
  if (!format)
    return {
      ok: false,
      message: `fmt must be one of ${Object.keys(FORMATS).join(', ')}, not '${shown(query.fmt ?? '')}'.`,
    };

  let requestedWidth: number | undefined;
  let width: number | undefined;
  let height: number | undefined;
  let crop: Aspect | undefined;
  let q = DEFAULT_QUALITY;
  if (query.w !== undefined) {
    const parsed = pixels('w', query.w);
    if (!parsed.ok) return parsed;
    requestedWidth = parsed.value;
    width = snapWidth(parsed.value);
  }
  if (query.h !== undefined) {
    const parsed = pixels('h', query.h);
    if (!parsed.ok) return parsed;
    height = parsed.value;
  }
  if (query.aspect !== undefined) {
    const parsed = aspect(query.aspect);
    if (!parsed.ok) return parsed;
    crop = parsed.value;
  }
  if (height !== undefined && crop)
    return { ok: false, message: 'Give either h or aspect, not both: each sets the height.' };
  if (height !== undefined && requestedWidth !== undefined) {
    // The width snaps up, so an exact height would distort: keep the asked proportions instead.
    const parsed = boundedAspect({ width: requestedWidth, height }, `w=${requestedWidth} with h=${height}`);
    if (!parsed.ok) return parsed;
    crop = parsed.value;
    height = undefined;
  }
  if (query.q !== undefined) {
    const parsed = quality(query.q);
    if (!parsed.ok) return parsed;
    q = parsed.value;
  }

  if (format === 'svg' || !RASTER_PARAMS.some((name) => query[name] !== undefined))
    return { ok: true, value: { kind: 'svg' } };
  return { ok: true, value: { kind: 'raster', format, width, height, aspect: crop, quality: q } };
}

export type OutputSize = { width: number; height: number; /** Cover-crop to exactly this box. */ crop: boolean };

/** The pixel size to render, given the source's own size (the SVG's width and height). */
export function outputSize(query: Extract<ImageQuery, { kind: 'raster' }>, source: Aspect): Parsed<OutputSize> {
  let size: OutputSize;
  if (query.width !== undefined) {
    const width = query.width;
    if (query.aspect)
      size = { width, height: Math.round((width * query.aspect.height) / query.aspect.width), crop: true };
    else size = { width, height: Math.round((width * source.height) / source.width), crop: false };
  } else if (query.height !== undefined) {
    const height = snapWidth(query.height);
    size = { width: Math.round((height * source.width) / source.height), height, crop: false };
  } else if (query.aspect) {
    size = {
      width: source.width,
      height: Math.round((source.width * query.aspect.height) / query.aspect.width),
      crop: true,
    };
  } else {
    size = { width: source.width, height: source.height, crop: false };
  }
  size.width = Math.max(1, size.width);
  size.height = Math.max(1, size.height);
  if (size.width * size.height > MAX_PIXELS)
    return {
      ok: false,
      message: `That asks for a ${size.width} × ${size.height} px image; the limit is ${MAX_PIXELS.toLocaleString('en')} pixels.`,
    };
  return { ok: true, value: size };
}
