import { DEMO_ARTICLES } from '../content/articles.js';
import { SERVICE_PAGES } from '../content/service-pages.js';
import { countContentAssets, importContentAssets, type ContentAssetInput, type DatabaseHandle } from './commerce.js';

export type ContentSeedResult = { seeded: true; articles: number } | { seeded: false; reason: 'already-seeded' };

export const DEMO_CONTENT: readonly ContentAssetInput[] = [...DEMO_ARTICLES, ...SERVICE_PAGES];

/**
 * The demo articles and service pages, into a shop that has no content yet, through the engine's
 * import (which sanitises their HTML). A merchant's own content is never overwritten, and an
 * article someone deleted does not come back.
 */
export async function seedContent(
  handle: DatabaseHandle,
  content: readonly ContentAssetInput[] = DEMO_CONTENT,
): Promise<ContentSeedResult> {
  if ((await countContentAssets(handle.db)) > 0) return { seeded: false, reason: 'already-seeded' };
  return { seeded: true, articles: await importContentAssets(handle.db, content) };
}
