/**
 * SVG to pixels with sharp (libvips). One render at a time uses one thread: the server has two
 * cores and the other must keep answering pages; the render queue holds everything else back.
 */
import sharp, { type Sharp } from 'sharp';
import type { Aspect, OutputSize, RasterFormat } from './variant.js';

sharp.concurrency(1);
// Each render is a new (SVG, size) pair and its result goes to the disk cache, so libvips's
// operation cache would only hold memory.
sharp.cache(false);

/** Bumped when encoder settings change, so cached files made with the old ones are not reused. */
export const RASTER_PIPELINE = `1/sharp-${sharp.versions.sharp}/vips-${sharp.versions.vips}`;
/** At sharp's default 72 dpi an SVG renders at its own pixel size; a density scales that. */
const BASE_DENSITY = 72;
const RENDER_TIMEOUT_SECONDS = 20;
/** Where JPEG has no alpha: what a transparent swatch corner becomes. */
const MATTE = '#ffffff';

/** The size the SVG's root element declares (width/height, else its viewBox); null if it has none. */
export function svgSize(svg: string): Aspect | null {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
  const [boxWidth, boxHeight] = [Number(box?.[1]), Number(box?.[2])];
  return boxWidth > 0 && boxHeight > 0 ? { width: boxWidth, height: boxHeight } : null;
}

function encode(image: Sharp, format: RasterFormat, quality: number): Sharp {
  switch (format) {
    // Effort 2 of 9: the default (4) measured about 4× slower on one thread for files ~9% smaller.
    case 'avif':
      return image.avif({ quality, effort: 2 });
    case 'webp':
      return image.webp({ quality });
    case 'jpeg':
      return image.flatten({ background: MATTE }).jpeg({ quality, mozjpeg: true });
    case 'png':
      return image.png();
  }
}

/**
 * Rasterises at the density that makes the SVG at least as large as the output box (so nothing
 * is upscaled from pixels), then cover-crops or fits to the exact size and encodes.
 */
export async function rasterise(
  svg: string,
  source: Aspect,
  size: OutputSize,
  format: RasterFormat,
  quality: number,
): Promise<Buffer> {
  const scale = Math.max(size.width / source.width, size.height / source.height);
  const image = sharp(Buffer.from(svg), { density: BASE_DENSITY * scale })
    .resize({ width: size.width, height: size.height, fit: size.crop ? 'cover' : 'fill', position: 'centre' })
    .timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  return encode(image, format, quality).toBuffer();
}
