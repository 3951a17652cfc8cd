/**
 * The fixed vocabulary of generated product artwork. The demo catalogue picks from these,
 * and image names (`{kind}-{style}-{hex6}-{view}`) are validated against them.
 */
export const ARTWORK_KINDS = [
  'jacket',
  'fleece',
  'pants',
  'shirt',
  'base-layer',
  'dress',
  'boot',
  'shoe',
  'sandal',
  'hat',
  'pack',
  'gloves',
  'socks',
  'bottle',
] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export const ARTWORK_VIEWS = ['front', 'back', 'side', 'detail'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

/** Styles are 0..ARTWORK_STYLE_COUNT-1; each kind varies its details with the style. */
export const ARTWORK_STYLE_COUNT = 4;

export function isArtworkKind(value: string): value is ArtworkKind {
  return (ARTWORK_KINDS as readonly string[]).includes(value);
}

export function isArtworkView(value: string): value is ArtworkView {
  return (ARTWORK_VIEWS as readonly string[]).includes(value);
}
