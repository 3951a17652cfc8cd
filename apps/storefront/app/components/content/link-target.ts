import { APP_CONFIG, type LocaleConfig, type SiteConfig } from '@ridgeline/config';
import { buildPathWithUrlConfig, categoryUrl, productSlugUrl, removeSiteLocaleFromPath } from '~/lib/urls';

/** Spec 3 §3.2's link object as delivered (the engine checked its query on write). */
export type LinkObject = {
  value: {
    linkType: string;
    linkQuery?: { id?: string; url?: string; q?: string; slug?: string };
  };
  linkSEO?: { value: string };
};

/** A field named `link`: the link object or a URL as written. */
export type LinkField = LinkObject | string;

/** Where a link goes: a page (of this shop or another), the account drawer, or nowhere (text only). */
export type LinkTarget =
  | { kind: 'page'; href: string; external: boolean; title?: string }
  | { kind: 'account-drawer'; title?: string }
  | { kind: 'none' };

export type LinkContext = {
  site: SiteConfig;
  locale: LocaleConfig;
  categoryHref?: (categoryId: string) => string | undefined;
};

/** The shop's path in the page's locale: `/c/mens` → `/fr-CA/c/mens` (an author's own prefix is replaced). */
function localPath(path: string, { site, locale }: LinkContext): string {
  return buildPathWithUrlConfig(APP_CONFIG, removeSiteLocaleFromPath(APP_CONFIG, path), { site, locale });
}

/**
 * A URL as written: a path of this shop (localised) or an http(s) page. The engine refuses other
 * schemes on write; they are refused here again, as content may come from an older import.
 */
function urlTarget(url: string, context: LinkContext, title?: string): LinkTarget {
  if (/^[#?]/.test(url)) return { kind: 'page', href: url, external: false, title };
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\'))
    return { kind: 'page', href: localPath(url, context), external: false, title };
  if (/^https?:\/\/[^/?#\s]+[^\s]*$/i.test(url)) return { kind: 'page', href: url, external: true, title };
  return { kind: 'none' };
}

/** Resolves a link field (spec 3 §3.2): category → the category's path, account-drawer → the drawer, others → their page. */
export function linkTarget(link: LinkField | null | undefined, context: LinkContext): LinkTarget {
  if (!link) return { kind: 'none' };
  if (typeof link === 'string') return urlTarget(link, context);
  const { linkType, linkQuery = {} } = link.value;
  const title = link.linkSEO?.value || undefined;
  const { site, locale } = context;
  switch (linkType) {
    case 'category': {
      if (!linkQuery.id) return { kind: 'none' };
      const href =
        context.categoryHref?.(linkQuery.id) ?? categoryUrl(APP_CONFIG, { id: linkQuery.id }, { site, locale });
      return { kind: 'page', href, external: false, title };
    }
    case 'account-drawer':
      return { kind: 'account-drawer', title };
    case 'product':
      return linkQuery.id
        ? {
            kind: 'page',
            href: productSlugUrl(APP_CONFIG, { productId: linkQuery.id }, { site, locale }),
            external: false,
            title,
          }
        : { kind: 'none' };
    case 'content-page':
      return linkQuery.slug ? urlTarget(`/t/${linkQuery.slug}`, context, title) : { kind: 'none' };
    case 'search':
      return linkQuery.q ? urlTarget(`/search?q=${encodeURIComponent(linkQuery.q)}`, context, title) : { kind: 'none' };
    default:
      // "other" (spec 3 §3.2): its URL when it has one; a type the shop does not know shows as text.
      return linkQuery.url ? urlTarget(linkQuery.url, context, title) : { kind: 'none' };
  }
}
