import type { AppConfig } from '@ridgeline/config';
import { customUrlToAppPath } from './custom-path.js';
import { buildPathWithUrlConfig, type SiteLocaleTarget } from './locale-path.js';

type MaybeUrl = string | null | undefined;

/** The URL-bearing fields categories come with from the catalogue and the content service. */
export interface CategoryLike {
  id: string;
  c_alternativeUrl?: MaybeUrl;
  c_pageURL?: MaybeUrl;
  pageURL?: MaybeUrl;
  c_slugUrl?: MaybeUrl;
  slugUrl?: MaybeUrl;
  c_url?: MaybeUrl;
  custom_properties?: { pageURL?: MaybeUrl } | null;
  URL?: MaybeUrl;
  customUrl?: MaybeUrl;
  url?: MaybeUrl;
}

/** The first non-empty custom URL, in the spec's order: alternative, page, slug, then others. */
export function categoryUrlCandidate(category: CategoryLike): string | undefined {
  const candidates: MaybeUrl[] = [
    category.c_alternativeUrl,
    category.c_pageURL,
    category.pageURL,
    category.c_slugUrl,
    category.slugUrl,
    category.c_url,
    category.custom_properties?.pageURL,
    category.URL,
    category.customUrl,
    category.url,
  ];
  return candidates.find((value) => value?.trim())?.trim() ?? undefined;
}

/**
 * The category's custom URL, or `/c/{categoryId}/` when it has none. Bare slugs go under `/c/`;
 * content pages under `/t/` stay there. Off-site absolute URLs are returned unchanged.
 */
export function categoryUrl(config: AppConfig, category: CategoryLike, target: SiteLocaleTarget = {}): string {
  const candidate = categoryUrlCandidate(category);
  if (candidate) {
    const path = customUrlToAppPath(config, candidate, 'c', ['c', 't', 'category']);
    return path === undefined ? candidate : buildPathWithUrlConfig(config, path, target);
  }
  return buildPathWithUrlConfig(config, `/c/${encodeURIComponent(category.id)}/`, target);
}
