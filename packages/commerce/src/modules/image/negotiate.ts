import type { RasterFormat } from './variant.js';

/** Media types the Accept header lists by name with a non-zero weight. */
function namedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const weight = params.find((p) => p.startsWith('q='));
    if (weight !== undefined && !(Number(weight.slice(2)) > 0)) continue;
    if (type) types.add(type);
  }
  return types;
}

/**
 * `fmt=auto`: the smallest format the browser says it decodes. Only a named type counts:
 * browsers without AVIF or WebP still send `image/*` and `*\/*`, so wildcards prove nothing,
 * and JPEG is what every client can show.
 */
export function negotiateFormat(accept: string | undefined): RasterFormat {
  const types = namedTypes(accept ?? '');
  if (types.has('image/avif')) return 'avif';
  if (types.has('image/webp')) return 'webp';
  return 'jpeg';
}

export const CONTENT_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
