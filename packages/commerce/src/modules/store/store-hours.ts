import sanitizeHtml from 'sanitize-html';
import type { Localized } from '../../db/localized.js';

/**
 * Store hours arrive as HTML written in a content tool and are rendered as HTML by the store
 * locator, so they are sanitised once, on the way in (SECURITY.md, "XSS from content"):
 * a short allow-list of text and table tags, no attributes but a table header's scope,
 * no URLs at all. Whatever is not allowed is dropped; the text inside survives as text,
 * except in elements whose content is code or markup (script, style, svg…), which go whole.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'li', 'table', 'tr', 'td', 'th', 'strong', 'em', 'span'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { th: ['scope'] },
  // A value restriction in allowedAttributes leaves a bare `scope` behind; drop odd values whole.
  transformTags: {
    th: (tagName, attribs): sanitizeHtml.Tag => {
      const scope = attribs.scope;
      return { tagName, attribs: scope === 'row' || scope === 'col' ? { scope } : {} };
    },
  },
  // No allowed tag takes a URL; an empty list also refuses any scheme that might slip through.
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'xmp',
    'iframe',
    'noembed',
    'noframes',
    'plaintext',
    'title',
    'template',
    'svg',
    'math',
    'object',
  ],
  // Hours are short; a deep nest is an attack on the parser, not content.
  nestingLimit: 16,
};

/** Sanitised store-hours HTML: safe to render as HTML. */
export function sanitizeStoreHours(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Every language's variant, sanitised. */
export function sanitizeLocalizedStoreHours(hours: Localized): Localized {
  const clean: Localized = { en: sanitizeStoreHours(hours.en) };
  if (hours.fr !== undefined) clean.fr = sanitizeStoreHours(hours.fr);
  return clean;
}

export const STORE_HOURS_ALLOWED_TAGS: readonly string[] = ALLOWED_TAGS;
