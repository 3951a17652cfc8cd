import { VSE_PARAM } from './vse';

/**
 * Where a shared preview link lands (issue 24): the link's path on this shop, in the preview
 * environment. A path without `vse` gets the shop's first preview environment, since staging content
 * shows only while previewing. Anything that would leave the shop lands on its home page instead
 * (the engine refuses such paths already; this is the second lock).
 */
export function previewLinkTarget(path: string, environments: readonly string[]): string {
  const base = 'http://shop.invalid';
  let url: URL;
  try {
    url = new URL(path, base);
  } catch {
    return '/';
  }
  if (url.origin !== base || !path.startsWith('/') || path.startsWith('//')) return '/';
  if (!url.searchParams.has(VSE_PARAM) && environments[0]) url.searchParams.set(VSE_PARAM, environments[0]);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Why a shared preview link opens nothing, from the engine's 401 message. */
export type PreviewLinkProblem = 'expired' | 'revoked' | 'unknown';

export function previewLinkProblem(message: string): PreviewLinkProblem {
  if (/expired/i.test(message)) return 'expired';
  if (/revoked/i.test(message)) return 'revoked';
  return 'unknown';
}
