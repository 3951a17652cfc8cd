import type { MetaDescriptor } from 'react-router';
import { pageTitle } from './meta';

/**
 * A content item's `seo` (spec 3 §3.1): title, description, noindex, keywords, canonical URL,
 * Open Graph and alternate URLs, read leniently — a content model may leave any of it out, and a
 * field of the wrong kind is ignored rather than breaking the page's head.
 */
export type ContentSeo = {
  title?: string;
  description?: string;
  noindex?: boolean;
  keywords?: string;
  canonicalUrl?: string;
  openGraph?: { ogTitle?: string; ogDescription?: string; ogImage?: string };
  alternateUrls?: { locale: string; url: string }[];
};

/** What the root's <HeadLinks> uses instead of the page's own URL (absolute, as search engines want). */
export type ContentHeadLinks = { canonical?: string; alternates?: { hrefLang: string; href: string }[] };

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const LOCALE = /^[a-z]{2}(?:-[A-Z]{2})?$|^x-default$/;

/** An image field as the content service delivers it (a URL, or a name on an image endpoint). */
function imageLink(value: unknown): string | undefined {
  if (typeof value === 'string') return str(value);
  if (!isObject(value)) return undefined;
  const name = str(value.name);
  const endpoint = str(value.endpoint);
  if (name && endpoint) return `/i/${encodeURIComponent(endpoint)}/${encodeURIComponent(name)}`;
  return str(value.url);
}

export function readContentSeo(item: unknown): ContentSeo {
  const seo = isObject(item) && isObject(item.seo) ? item.seo : {};
  const og = isObject(seo.openGraph) ? seo.openGraph : undefined;
  const alternates = Array.isArray(seo.alternateUrls)
    ? seo.alternateUrls.flatMap((a) => {
        const locale = isObject(a) ? str(a.locale) : undefined;
        const url = isObject(a) ? str(a.url) : undefined;
        return locale && url && LOCALE.test(locale) ? [{ locale, url }] : [];
      })
    : undefined;
  const keywords = Array.isArray(seo.keywords)
    ? seo.keywords.filter((k): k is string => typeof k === 'string').join(', ')
    : str(seo.keywords);
  return {
    title: str(seo.title),
    description: str(seo.description),
    noindex: seo.noindex === true,
    keywords: keywords || undefined,
    canonicalUrl: str(seo.canonicalUrl),
    openGraph: og && { ogTitle: str(og.ogTitle), ogDescription: str(og.ogDescription), ogImage: imageLink(og.ogImage) },
    alternateUrls: alternates?.length ? alternates : undefined,
  };
}

/**
 * A URL from content made absolute on this shop: a path gets the origin; an http(s) URL is kept; a
 * script URL or anything else is dropped (an author's typo must not become a link in the head).
 */
export function absoluteUrl(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return origin + url;
  return /^https?:\/\/[^/?#\s]+[^\s]*$/i.test(url) ? url : undefined;
}

/**
 * An SEO title that already carries the shop's name at either end ("The trail guide | Ridgeline",
 * "Ridgeline | Outdoor Clothing…") was written as the whole title tag: adding the pattern again
 * would read "… | Ridgeline | Ridgeline".
 */
const NAMES_THE_SHOP = /^Ridgeline\s*[|–—-]|[|–—-]\s*Ridgeline$/;

/** Title, description, robots, keywords and Open Graph tags; the page's own title and description where the item has none. */
export function contentMeta(
  seo: ContentSeo,
  { title, description, origin, url }: { title?: string; description?: string; origin: string; url: string },
): MetaDescriptor[] {
  const fullTitle = seo.title && NAMES_THE_SHOP.test(seo.title) ? seo.title : pageTitle(seo.title ?? title);
  const text = seo.description ?? description;
  const og = seo.openGraph ?? {};
  const image = absoluteUrl(og.ogImage, origin);
  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (text) tags.push({ name: 'description', content: text });
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (seo.keywords) tags.push({ name: 'keywords', content: seo.keywords });
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: og.ogTitle ?? seo.title ?? title ?? fullTitle },
    { property: 'og:url', content: absoluteUrl(seo.canonicalUrl, origin) ?? url },
  );
  const ogDescription = og.ogDescription ?? text;
  if (ogDescription) tags.push({ property: 'og:description', content: ogDescription });
  if (image) tags.push({ property: 'og:image', content: image });
  return tags;
}

/** The canonical and hreflang links the item asks for; undefined fields keep the page's own. */
export function contentHeadLinks(seo: ContentSeo, origin: string): ContentHeadLinks {
  const canonical = absoluteUrl(seo.canonicalUrl, origin);
  const alternates = seo.alternateUrls?.flatMap(({ locale, url }) => {
    const href = absoluteUrl(url, origin);
    return href ? [{ hrefLang: locale, href }] : [];
  });
  return { ...(canonical ? { canonical } : {}), ...(alternates?.length ? { alternates } : {}) };
}
