/**
 * A typed query as PostgreSQL full-text search reads it, shared by product search and content
 * suggestions so both cut a query the same way. Word characters are letters and digits in any
 * script; everything else separates words, which keeps tsquery operators out of user input.
 */

/** The query's words as to_tsquery() sees them: letters and digits only. */
export function queryWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 16);
}

/**
 * A to_tsquery() expression: every word must match, the last one as a prefix so a query
 * typed so far ("waterproof jack") already finds "jacket". Undefined when nothing is left.
 */
export function toTsQueryText(words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined;
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}
