/** Image's public face: the artwork kinds products are drawn with, and where rendered images are kept. */
export { ARTWORK_KINDS, ARTWORK_STYLE_COUNT, type ArtworkKind } from './artwork/kinds.js';
export { imageCacheDirFromEnv } from './disk-cache.js';
