import { sanitizeContentBody } from '../content-body.js';

/** Rich text gets the articles' policy (../content-body.ts): paragraphs, headings, lists, emphasis; no attributes. */
export function sanitiseRichText(html: string): string {
  return sanitizeContentBody({ en: html }).en;
}

/** Elements whose content is code, not text: dropped with what they hold. */
const CODE_ELEMENTS =
  /<(script|style|iframe|object|embed|svg|math|template|textarea|noscript|title|xmp)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** A start or end tag; `<https://…>` autolinks have a colon after the name, so they stay. */
const TAG = /<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^>]*)?\/?>/g;

/** Passes before giving up on unwrapping: each removes one layer of tags nested inside tags. */
const MAX_PASSES = 8;

/**
 * Markdown keeps its own syntax (`>` quotes, `<https://…>` autolinks, `a < b`); raw HTML goes.
 * Repeated while it changes, so a tag rebuilt by a removal (`<scr<b>ipt>`) goes too; text with
 * tags nested deeper than the passes allow is no one's prose and loses every `<`, so none survives.
 */
export function stripMarkdownHtml(markdown: string): string {
  let current = markdown;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = current.replace(COMMENT, '').replace(CODE_ELEMENTS, '').replace(TAG, '');
    if (next === current) return current;
    current = next;
  }
  return current.replaceAll('<', '');
}
