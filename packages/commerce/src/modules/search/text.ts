import type { Language } from '../../db/localized.js';

/**
 * Text handling shared by the indexer and the query, so both cut words the same way.
 * Word characters are letters and digits in any script; everything else separates words,
 * which also keeps tsquery operators and LIKE wildcards out of anything built from user input.
 */

/** Text-search configurations per shopping language: French shoppers also match English text. */
export const TEXT_CONFIGS: Record<Language, readonly ('english' | 'french')[]> = {
  en: ['english'],
  fr: ['french', 'english'],
};

/** Lower case without accents: for name sort keys and for comparing category names with a query. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

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

/**
 * Known words for "did you mean" and phrase suggestions: whole words of 3+ letters, hyphenated
 * words kept whole ("t-shirt") and also split ("shirt").
 */
export function vocabulary(...texts: (string | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const raw of text.normalize('NFC').toLowerCase().split(/[^\p{L}\p{N}-]+/u)) {
      const word = raw.replace(/^-+|-+$/g, '');
      const candidates = word.includes('-') ? [word, ...word.split('-')] : [word];
      for (const w of candidates) if (w.length >= 3 && /^\p{L}[\p{L}-]*\p{L}$/u.test(w)) words.add(w);
    }
  }
  return [...words].sort();
}
