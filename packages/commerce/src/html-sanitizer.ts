import sanitizeHtml from 'sanitize-html';
import type { Localized } from './db/localized.js';

/** Elements whose content is code or markup, not text: dropped whole, never unwrapped. */
const NON_TEXT_TAGS = [
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
];

export type HtmlAllowList = Pick<sanitizeHtml.IOptions, 'allowedTags' | 'allowedAttributes' | 'transformTags'>;

/**
 * A sanitiser for HTML written in a content tool and rendered as HTML by the storefront
 * (SECURITY.md, "XSS from content"), applied once, on the way in: the given tags and attributes,
 * no URLs at all. Whatever is not allowed is dropped; the text inside survives as text, except in
 * elements whose content is code or markup (script, style, svg…), which go whole.
 */
export function htmlSanitizer(allow: HtmlAllowList): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    ...allow,
    // No allowed tag takes a URL; an empty list also refuses any scheme that might slip through.
    allowedSchemes: [],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: NON_TEXT_TAGS,
    // Content is shallow; a deep nest is an attack on the parser, not content.
    nestingLimit: 16,
  };
  return (html) => sanitizeHtml(html, options).trim();
}

/** Every language's variant, sanitised. */
export function sanitizeEachLanguage(text: Localized, sanitize: (html: string) => string): Localized {
  const clean: Localized = { en: sanitize(text.en) };
  if (text.fr !== undefined) clean.fr = sanitize(text.fr);
  return clean;
}
