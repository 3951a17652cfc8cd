/**
 * Links to the image service in the CDN shape of spec 2 §7:
 * `/i/{endpoint}/{name}?$img-cache$&fmt=auto&w=…` — the server picks AVIF, WebP or JPEG from the
 * browser's Accept header, so one URL per width serves every browser.
 */

export type ImageUrlOptions = {
  /** CSS pixels wide; the server snaps up to its allow-list (100, 200, 320, 480, 600, 768, 1024, 1200, 1280, 1600, 1920, 2560). */
  width: number;
  /** Cover-crop ratio as `width:height`, e.g. `496:521`. */
  aspect?: string;
  /** 30..90; the server's default is 60. */
  quality?: number;
};

/** Links the image service draws; anything else (an external or placeholder image) is left alone. */
const IMAGE_SERVICE = /(^|\/\/[^/]+)\/i\/(products|content|swatches)\/[^?#]+/;

export function isServiceImage(link: string): boolean {
  return IMAGE_SERVICE.test(link);
}

/** The link resized: `imageUrl('/i/products/x', { width: 600 })` → `/i/products/x?$img-cache$&fmt=auto&w=600`. */
export function imageUrl(link: string, { width, aspect, quality }: ImageUrlOptions): string {
  if (!isServiceImage(link)) return link;
  // Written by hand: URLSearchParams would escape the `$` of the spec's `$img-cache$` flag.
  let query = `$img-cache$&fmt=auto&w=${Math.round(width)}`;
  if (aspect) query += `&aspect=${aspect}`;
  if (quality !== undefined) query += `&q=${Math.round(quality)}`;
  return `${link}${link.includes('?') ? '&' : '?'}${query}`;
}

/** A `srcset` of the link at each width; undefined for links the service does not draw. */
export function srcSet(
  link: string,
  widths: readonly number[],
  options: Omit<ImageUrlOptions, 'width'> = {},
): string | undefined {
  if (!isServiceImage(link) || widths.length === 0) return undefined;
  return widths.map((width) => `${imageUrl(link, { ...options, width })} ${Math.round(width)}w`).join(', ');
}

/** Where each of the spec's per-breakpoint widths starts (xs…xxl), matching app.css; sm is Tailwind's own. */
export const BREAKPOINTS = { base: 0, sm: 640, md: 768, lg: 992, xl: 1280, '2xl': 1560 } as const;
const BREAKPOINT_STARTS = Object.values(BREAKPOINTS);

/**
 * A `sizes` attribute from slot widths per breakpoint, smallest screen first (as the spec lists
 * them): the browser takes the first matching condition, so the widest breakpoint goes first and
 * a width equal to the one below it adds nothing.
 */
export function sizesFor(widths: readonly string[]): string {
  const steps: { from: number; width: string }[] = [];
  widths.slice(0, BREAKPOINT_STARTS.length).forEach((width, i) => {
    if (steps.at(-1)?.width !== width) steps.push({ from: BREAKPOINT_STARTS[i] ?? 0, width });
  });
  return steps
    .reverse()
    .map(({ from, width }) => (from === 0 ? width : `(min-width: ${from}px) ${width}`))
    .join(', ');
}

/** Tile images (spec 2 §2): slot widths base…2xl, quality 60, ratio 496:521. */
export const TILE_SLOT_WIDTHS = ['100vw', '100vw', '66vw', '50vw', '600px', '1200px'] as const;
/**
 * Grid tiles take 2, 3 then 4 columns (base, md, lg up): their `sizes` follow the grid, so browsers
 * fetch what the tile really shows rather than the spec's full-width slots (kept above for carousels).
 */
export const GRID_TILE_SIZES = sizesFor(['50vw', '50vw', '33vw', '25vw', '25vw', '25vw']);
export const TILE_SIZES = sizesFor(TILE_SLOT_WIDTHS);
export const TILE_IMAGE = { aspect: '496:521', quality: 60 } as const;
/** Candidates from a small phone to the 1200 px slot on a 2× screen, all on the server's allow-list. */
export const TILE_WIDTHS = [200, 320, 480, 600, 768, 1024, 1200, 1600, 1920, 2560] as const;

/** The product gallery (spec 2 §2): 1280 px wide at most, the full width below that. */
export const GALLERY_WIDTH = 1280;
export const GALLERY_SIZES = `(min-width: ${GALLERY_WIDTH}px) ${GALLERY_WIDTH}px, 100vw`;
export const GALLERY_IMAGE = { aspect: '496:521' } as const;
export const GALLERY_WIDTHS = [480, 768, 1024, 1280, 1920, 2560] as const;
