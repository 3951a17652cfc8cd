/** Image's public face: the image server's routes, the artwork kinds products are drawn with, and where rendered images are kept. */
export { ARTWORK_KINDS, ARTWORK_STYLE_COUNT, type ArtworkKind } from './artwork/kinds.js';
export { imageCacheDirFromEnv } from './disk-cache.js';
export { imageRoutes } from './http.js';
