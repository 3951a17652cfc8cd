import type { Localized } from '../../db/localized.js';
import { htmlSanitizer, sanitizeEachLanguage } from '../../html-sanitizer.js';

/**
 * Article bodies are HTML from a content tool, rendered as HTML on content pages, so they are
 * sanitised once, on import: headings, paragraphs, lists and emphasis; no attributes, no links,
 * no pictures (an article's links to the catalogue are its categories, built by the page).
 */
const CONTENT_BODY_TAGS: readonly string[] = ['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'];

const sanitize = htmlSanitizer({ allowedTags: [...CONTENT_BODY_TAGS], allowedAttributes: {} });

/** Every language's body, sanitised. */
export function sanitizeContentBody(body: Localized): Localized {
  return sanitizeEachLanguage(body, sanitize);
}
