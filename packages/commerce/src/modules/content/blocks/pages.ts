import { z } from '@hono/zod-openapi';
import { CategoryId, ContentImage, PageSlug, SafeUrl, text } from './fields.js';
import { contentList } from './nested.js';

/**
 * Spec 3 §2.4's page types. A page is a list of blocks with its SEO (spec 3 §3.1); the storefront
 * finds it by delivery key (`home`, `t/{slug}`, `category/{categoryId}`, decision 045).
 */

/** en-US, fr-CA…: a language and a country. */
const LocaleCode = z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'must be a locale such as en-US');

/**
 * Spec 3 §3.1. Limits: a title 120 characters and a description 320 (search engines show about
 * 60 and 160; longer is cut, not wrong), keywords 500.
 */
export const Seo = z
  .strictObject({
    title: text(120).optional(),
    description: text(320).optional(),
    noindex: z.boolean().default(false),
    /** Comma-separated, as shop platforms write page keywords. */
    keywords: text(500).optional(),
    canonicalUrl: SafeUrl.optional(),
    openGraph: z
      .strictObject({
        ogTitle: text(120).optional(),
        ogDescription: text(320).optional(),
        ogImage: ContentImage.optional(),
      })
      .optional(),
    alternateUrls: z
      .array(z.strictObject({ locale: LocaleCode, url: SafeUrl }))
      .max(20)
      .default([]),
  })
  .openapi('ContentSeo');

export const HomePage = z.strictObject({ seo: Seo.optional(), content: contentList() }).openapi('HomePage');

export const ContentPage = z
  .strictObject({
    /** The page's path under /t/ (`trail-guide`, `guides/layering`); its delivery key is `t/{slug}`. */
    slug: PageSlug,
    /**
     * Spec 3 §7 ("filter by content type for pages (active true)"): an author switches a published
     * page off without unpublishing it; the storefront treats an inactive page as no content and
     * leaves it out of the sitemap.
     */
    active: z.boolean().default(true),
    /** The page's heading (h1); seo.title is the browser tab's. */
    title: text(200).optional(),
    seo: Seo.optional(),
    content: contentList(),
  })
  .openapi('ContentPage');

/** Content above a category's listing; its delivery key is `category/{categoryId}`. */
export const CategoryLandingPage = z
  .strictObject({ categoryId: CategoryId, seo: Seo.optional(), content: contentList() })
  .openapi('CategoryLandingPage');
