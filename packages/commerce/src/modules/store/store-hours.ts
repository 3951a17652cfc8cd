import type sanitizeHtml from 'sanitize-html';
import type { Localized } from '../../db/localized.js';
import { htmlSanitizer, sanitizeEachLanguage } from '../../html-sanitizer.js';

/**
 * Store hours arrive as HTML written in a content tool and are rendered as HTML by the store
 * locator, so they are sanitised once, on the way in: a short allow-list of text and table tags,
 * no attributes but a table header's scope.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'li', 'table', 'tr', 'td', 'th', 'strong', 'em', 'span'];

const sanitize = htmlSanitizer({
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { th: ['scope'] },
  // A value restriction in allowedAttributes leaves a bare `scope` behind; drop odd values whole.
  transformTags: {
    th: (tagName, attribs): sanitizeHtml.Tag => {
      const scope = attribs.scope;
      return { tagName, attribs: scope === 'row' || scope === 'col' ? { scope } : {} };
    },
  },
});

/** Sanitised store-hours HTML: safe to render as HTML. */
export function sanitizeStoreHours(html: string): string {
  return sanitize(html);
}

/** Every language's variant, sanitised. */
export function sanitizeLocalizedStoreHours(hours: Localized): Localized {
  return sanitizeEachLanguage(hours, sanitize);
}

export const STORE_HOURS_ALLOWED_TAGS: readonly string[] = ALLOWED_TAGS;
