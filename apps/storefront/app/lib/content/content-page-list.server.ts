import type { AppLoadContext } from 'react-router';
import { readContentSeo } from '../seo/content-seo';
import { contentKeyForPath } from './hybrid-routing';
import { isInactivePage } from './page-content.server';

/** The delivery API's largest page, and how many pages a sitemap reads at most (500 content pages). */
const PAGE_SIZE = 50;
const MAX_PAGES = 10;

/** A content page a sitemap lists: its path under the shop (`/t/trail-guide`). */
export type ListedContentPage = { path: string };

/**
 * Every published, active content page (schema `content-page`, delivery key `t/{slug}`) that search
 * engines may index: `seo.noindex` pages are left out, as are pages whose key is not a /t/ path.
 */
export async function listIndexableContentPages(context: AppLoadContext, locale: string): Promise<ListedContentPage[]> {
  const pages: ListedContentPage[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await context.commerce.filterContent({
      filterBy: [{ path: '/_meta/schema', value: 'content-page' }],
      sortBy: { key: 'default', order: 'ASC' },
      page: { size: PAGE_SIZE, ...(cursor ? { cursor } : {}) },
      parameters: { locale, depth: 'root', format: 'inlined' },
    });
    for (const { content } of answer.responses) {
      const key = content._meta.deliveryKey ?? undefined;
      if (!key || !key.startsWith('t/') || contentKeyForPath(`/${key}`) !== key) continue;
      // Active pages only (spec 3 §7): a page stored before the flag existed has none, and is active.
      if (readContentSeo(content).noindex || isInactivePage(content)) continue;
      pages.push({ path: `/${key}` });
    }
    cursor = answer.page.nextCursor;
    if (!cursor) break;
  }
  return pages;
}
