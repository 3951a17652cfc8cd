import type { UrlMapping } from '@ridgeline/sdk';

/**
 * Spec 1 §2 "Hybrid routing", as pure decisions (decision 046): what the catch-all does with a path
 * no page route claims, once the URL mapping and, for a category or content asset, the content
 * service have answered. The loader (`catch-all.server.ts`) makes the calls and acts on the answer.
 */

/** The query parameter the refresh page adds when it reloads the page (spec 1 §2). */
export const REFRESH_PARAM = 'r';

/** What the mapping lookup gave: a mapping, nothing (404), or an error (engine down, 5xx). */
export type MappingAnswer = { kind: 'mapped'; mapping: UrlMapping } | { kind: 'unmapped' } | { kind: 'failed' };

/** What the content service gave for the path's content page. */
export type ContentAnswer = 'found' | 'missing' | 'failed';

export type CatchAllDecision =
  /** A stored redirect, or a product or resource whose own page is elsewhere (decision 011). */
  | { kind: 'redirect-to-resource' }
  /** Look the path's content page up (a category or content asset). */
  | { kind: 'fetch-content'; key: string }
  | { kind: 'not-found' }
  /** The skeleton and the refresh page: reload once with r=1. */
  | { kind: 'refresh' };

/** The engine's delivery keys (decision 045): lower-case words joined by `.`, `_`, `/` or `-`, 200 at most. */
const DELIVERY_KEY = /^[a-z0-9]+(?:[._/-][a-z0-9]+)*$/;

/**
 * The content item a path is rendered from: its path without locale, slashes at either end, or
 * case (`/Spring/Trail-Guides/` → `spring/trail-guides`); undefined for the root and for a path no
 * delivery key can be (`/t/café`), which saves asking.
 */
export function contentKeyForPath(pathWithoutLocale: string): string | undefined {
  const key = pathWithoutLocale
    .split(/[?#]/, 1)[0]!
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return key.length <= 200 && DELIVERY_KEY.test(key) ? key : undefined;
}

export const hasRefreshed = (url: URL) => url.searchParams.get(REFRESH_PARAM) === '1';

/**
 * The first step. A `destinationUrl` redirects there; a category or content asset looks its content
 * page up; a product goes to its page (decision 011 keeps old product links alive rather than the
 * spec's 404); nothing mapped is page-not-found (404); a failed lookup gets the refresh page.
 */
export function decideMapped(answer: MappingAnswer, pathWithoutLocale: string): CatchAllDecision {
  if (answer.kind === 'failed') return { kind: 'refresh' };
  if (answer.kind === 'unmapped') return { kind: 'not-found' };
  const { mapping } = answer;
  if (mapping.destinationUrl) return { kind: 'redirect-to-resource' };
  if (mapping.resourceType === 'category' || mapping.resourceType === 'content_asset') {
    const key = contentKeyForPath(pathWithoutLocale);
    return key ? { kind: 'fetch-content', key } : { kind: 'redirect-to-resource' };
  }
  if (mapping.resourceType === 'product') return { kind: 'redirect-to-resource' };
  return { kind: 'not-found' };
}

export type ContentDecision =
  | { kind: 'render' }
  /** 301 to the same path with a trailing slash (query kept). */
  | { kind: 'add-slash'; location: string }
  /** No content page at this path: the category's or content asset's own page (decision 011). */
  | { kind: 'redirect-to-resource' }
  | { kind: 'refresh' };

/**
 * The second step, for a category or content asset. Content found: rendered when the path ends in
 * `/`, else a 301 to the slash version. Content missing: the resource's own page, which every
 * category and content asset of this shop has (the spec's hybrid shop had none to fall back on).
 * The content service failing: the refresh page.
 */
export function decideContent(answer: ContentAnswer, url: URL): ContentDecision {
  if (answer === 'failed') return { kind: 'refresh' };
  if (answer === 'missing') return { kind: 'redirect-to-resource' };
  if (url.pathname.endsWith('/')) return { kind: 'render' };
  return { kind: 'add-slash', location: `${url.pathname}/${url.search}` };
}

export type RefreshStep =
  /** Show the skeleton and reload this URL with r=1 (a real reload: a passing failure heals). */
  | { kind: 'reload'; to: string }
  /** Already reloaded once: on to page-not-found. */
  | { kind: 'give-up'; to: string };

/** The refresh page's one rule (spec 1 §2): reload once with r=1, then page-not-found. */
export function refreshStep(url: URL, notFoundPath: string): RefreshStep {
  if (hasRefreshed(url)) return { kind: 'give-up', to: notFoundPath };
  const next = new URL(url);
  next.searchParams.set(REFRESH_PARAM, '1');
  return { kind: 'reload', to: next.pathname + next.search };
}
