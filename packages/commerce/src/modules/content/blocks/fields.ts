import { z } from '@hono/zod-openapi';
import { CatalogueId } from '../../catalog/index.js';
import { FONT_COLORS, LINK_TARGETS } from './vocabularies.js';

/**
 * The fields blocks are made of, in their delivered form (one locale, plain values). Limits where
 * the spec gives none, chosen so a block still fits its slot on a phone:
 * - a label (button, link, column title, name): 80 characters;
 * - a headline, sub-headline, pre-header or rotating message: 200;
 * - alternative text: 250 (what a screen reader reads without tiring);
 * - rich text (HTML): 5,000 after sanitising; legal text 10,000; markdown 20,000;
 * - a URL: 2,048 (what every browser and CDN keeps).
 */
export const TEXT_LIMITS = {
  label: 80,
  headline: 200,
  altText: 250,
  html: 5_000,
  legalHtml: 10_000,
  markdown: 20_000,
  url: 2_048,
} as const;

/** How a string field is written: HTML (sanitised on write, rendered as HTML) or markdown (raw HTML stripped). */
export type TextFormat = 'html' | 'markdown';
const TEXT_FORMATS = new WeakMap<z.ZodType, TextFormat>();

/** The format of a rich-text or markdown field's schema; undefined for plain text and everything else. */
export function textFormatOf(schema: z.ZodType): TextFormat | undefined {
  return TEXT_FORMATS.get(schema);
}

/** Plain text; may be empty (a content tool sends "" for a field left blank). */
export const text = (max: number) => z.string().max(max);
/** Plain text that must be written: blanks alone are not text. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * The format is kept beside the schema object itself, so call these last: `.optional()` wraps
 * (and keeps) it, but `.max()` or `.openapi()` after them would make a new, unmarked schema.
 */

/** HTML from a rich-text editor: sanitised on write with the article policy, rendered as HTML. */
export function richText(max: number = TEXT_LIMITS.html, { required = false } = {}) {
  const schema = z
    .string()
    .min(required ? 1 : 0)
    .max(max)
    .openapi({ description: 'HTML, sanitised on write (paragraphs, headings, lists, emphasis; no attributes).' });
  TEXT_FORMATS.set(schema, 'html');
  return schema;
}

/** Markdown: kept as written with raw HTML stripped on write; the storefront renders it without HTML. */
export function markdown(max: number = TEXT_LIMITS.markdown, { required = false } = {}) {
  const schema = z
    .string()
    .min(required ? 1 : 0)
    .max(max)
    .openapi({ description: 'Markdown, raw HTML stripped on write.' });
  TEXT_FORMATS.set(schema, 'markdown');
  return schema;
}

const URL_RULE = 'must be a relative path starting with / or an http(s) URL, without spaces';

/**
 * Where a link may go: a path on this shop (`/c/mens`, `#size-guide`, `?q=rain`) or an http(s) page.
 * Everything else is refused: `javascript:` and `data:` run code, `//host` and `/\host` leave the
 * shop while looking like paths, and whitespace or control characters hide a scheme from a reader.
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\s\u0000-\u001f\u007f\\]/.test(url)) return false;
  if (url.startsWith('//')) return false;
  if (/^[/#?]/.test(url)) return true;
  return /^https?:\/\/[^/?#]+/i.test(url);
}

export const SafeUrl = z.string().min(1).max(TEXT_LIMITS.url).refine(isSafeUrl, URL_RULE);

/** Link types the storefront resolves; others are allowed (spec 3 §3.2: "or other") and rendered as text. */
export const LINK_TYPES = ['category', 'account-drawer', 'product', 'content-page', 'search', 'url'] as const;
/** The linkQuery key each known link type needs. */
const LINK_QUERY_NEEDS: Partial<Record<string, 'id' | 'url' | 'q' | 'slug'>> = {
  category: 'id',
  product: 'id',
  'content-page': 'slug',
  search: 'q',
  url: 'url',
};

/** A content page's path under /t/: lower-case words joined by hyphens, sections by slashes. */
export const PageSlug = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'must be lower-case words joined by - and /');

/**
 * Spec 3 §3.2's link object. `linkType` category → `linkQuery.id` is a category id the storefront
 * turns into its path; account-drawer opens the account drawer; product (`id`), content-page
 * (`slug`), search (`q`) and url (`url`) are the other kinds the storefront resolves. `linkSEO.value`
 * is the link's accessible title.
 */
export const LinkObject = z
  .strictObject({
    value: z
      .strictObject({
        linkType: z
          .string()
          .min(1)
          .max(40)
          .regex(/^[a-z][a-z0-9-]*$/, 'must be a kebab-case link type such as category or account-drawer'),
        linkQuery: z
          .strictObject({
            id: CatalogueId.optional(),
            url: SafeUrl.optional(),
            q: text(200).optional(),
            slug: PageSlug.optional(),
          })
          .optional(),
      })
      .superRefine((value, ctx) => {
        const needs = LINK_QUERY_NEEDS[value.linkType];
        if (needs && !value.linkQuery?.[needs])
          ctx.addIssue({
            code: 'custom',
            path: ['linkQuery', needs],
            message: `required for a ${value.linkType} link`,
          });
      }),
    linkSEO: z.strictObject({ value: text(TEXT_LIMITS.headline) }).optional(),
  })
  .openapi('ContentLinkObject', { description: "Spec 3 §3.2's link object." });

/** A field named `link`: the link object, or a URL pasted as is. */
export const Href = z.union([LinkObject, SafeUrl]);

export const LinkTarget = z.enum(LINK_TARGETS);

/**
 * An image. Generated and uploaded images are addressed as the image service addresses the
 * catalogue's: `name` on an `endpoint`, served at `/i/{endpoint}/{name}` (spec 3 §7's CDN shape;
 * e.g. endpoint `products`, name `jacket-2-1f4e79-front`), which the storefront's image-url helper
 * resizes per breakpoint. `url` is an image elsewhere, used as is. Exactly one of name or url.
 * Its alternative text is a sibling field (`altText`), as spec 3 places it.
 */
export const ContentImage = z
  .strictObject({
    name: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'may only hold letters, digits, dot, dash and underscore')
      .optional(),
    endpoint: z
      .string()
      .max(40)
      .regex(/^[a-z][a-z0-9-]*$/, 'must be a lower-case image endpoint such as products')
      .optional(),
    url: SafeUrl.optional(),
  })
  .superRefine((image, ctx) => {
    if (image.name === undefined && image.url === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'required (or a url)' });
    if (image.name !== undefined && image.url !== undefined)
      ctx.addIssue({ code: 'custom', path: ['url'], message: 'give a name or a url, not both' });
    if (image.name !== undefined && image.endpoint === undefined)
      ctx.addIssue({ code: 'custom', path: ['endpoint'], message: 'required with a name' });
  })
  .openapi('ContentImage');

/** A colour from spec 3 §3.6's font vocabulary. */
export const FontColor = z.enum(FONT_COLORS);

/** A call to action: its label and where it goes (a link object can open the account drawer). */
export const CallToAction = z.strictObject({
  text: requiredText(TEXT_LIMITS.label),
  link: Href,
  linkTarget: LinkTarget.optional(),
});

/** True when the ISO date's day exists (the format alone lets 2026-02-31 through). */
function isCalendarDay(iso: string): boolean {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO 8601 date and time: with its offset (`2026-12-24T23:59:59-05:00`), or, when `local`, also
 * a wall-clock time without one (`2026-12-24T09:00:00`), read in a zone given beside it.
 */
export function dateTime({ local = false } = {}) {
  const example = local ? '2026-12-24T09:00:00' : '2026-12-24T23:59:59-05:00';
  const rule = `must be a valid date and time, such as ${example}`;
  return z.iso.datetime({ offset: true, local, error: rule }).refine(isCalendarDay, rule);
}

/** A category id as the catalogue writes it (`mens-jackets`). */
export const CategoryId = CatalogueId;
/** A product id as the catalogue writes it (`RL100042`). */
export const ProductId = CatalogueId;
