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
