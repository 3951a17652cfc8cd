import { DEMO_URL_REDIRECTS } from '../redirects/legacy-urls.js';
import { countUrlRedirects, importUrlRedirects, type DatabaseHandle, type UrlRedirectInput } from './commerce.js';

export type UrlRedirectSeedResult = { seeded: true; redirects: number } | { seeded: false; reason: 'already-seeded' };

/**
 * Loads the demo legacy-URL redirects into an empty `url_redirects` table, through the engine's
 * import (which normalises their paths as lookups do). A table that already holds redirects, demo
 * or the merchant's own, is left alone, so a redirect someone deleted does not come back.
 */
export async function seedUrlRedirects(
  handle: DatabaseHandle,
  redirects: readonly UrlRedirectInput[] = DEMO_URL_REDIRECTS,
): Promise<UrlRedirectSeedResult> {
  if ((await countUrlRedirects(handle.db)) > 0) return { seeded: false, reason: 'already-seeded' };
  return { seeded: true, redirects: await importUrlRedirects(handle.db, redirects) };
}
