import type { Image, ImageGroup } from '@ridgeline/sdk';

/** An image group whose images carry at least a link: the API's, or a tile's trimmed copy. */
export type ImageGroupOf<I> = Pick<ImageGroup, 'viewType' | 'variationAttributes'> & { images: I[] };

/** At most this many images cycle in a tile (spec 2 §2). */
export const TILE_MAX_IMAGES = 4;

/** Video stills are named `…_v` or `…_v_pdp`; they never show in a tile. */
const VIDEO_IMAGE = /_v(_pdp)?(?=$|[._/?#-])/;
const PLACEHOLDER = /placeholder|noimage/i;

/** The tile carousel's images for a colour: its large group, without placeholders and video stills, at most 4. */
export function tileImages<I extends Pick<Image, 'link'>>(groups: ImageGroupOf<I>[], colour: string | undefined): I[] {
  const large = groups.filter((g) => g.viewType === 'large');
  const group = large.find((g) => g.variationAttributes?.[0]?.values.some((v) => v.value === colour)) ?? large[0];
  return (group?.images ?? [])
    .filter((image) => !PLACEHOLDER.test(image.link) && !VIDEO_IMAGE.test(image.link))
    .slice(0, TILE_MAX_IMAGES);
}

/** Next index in a circular carousel. */
export function cycle(index: number, step: 1 | -1, count: number): number {
  return count === 0 ? 0 : (index + step + count) % count;
}

/** A horizontal swipe counts past 50 px (spec 2 §2); returns the step or 0. */
export const SWIPE_THRESHOLD_PX = 50;
export function swipeStep(deltaX: number): 1 | -1 | 0 {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX) return 0;
  return deltaX < 0 ? 1 : -1;
}
