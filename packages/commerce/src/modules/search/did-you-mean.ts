import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Language } from '../../db/localized.js';
import { rows, textArray } from '../../db/raw-sql.js';

/** Below this many hits a query is worth a second spelling. */
export const FEW_HITS = 5;

/** The query's words in order, as typed (lower case); the words a correction may replace. */
export function phraseWords(q: string): string[] {
  return q
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((w) => w.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .slice(0, 16);
}

/** Only whole words of letters are looked up; numbers and short words stay as typed. */
const correctable = (word: string) => word.length >= 3 && /^\p{L}[\p{L}-]*$/u.test(word);

/**
 * The phrase with each unknown word replaced by its closest known word (trigram similarity
 * over `search_terms`, the more frequent word first on a tie); undefined when every word is
 * known or nothing is close enough. One statement, whatever the number of words.
 */
export async function correctPhrase(db: Database, q: string, languages: readonly Language[]): Promise<string | undefined> {
  const words = phraseWords(q);
  const lookups = words.filter(correctable);
  if (lookups.length === 0) return undefined;
  const found = await rows<{ word: string; known: boolean; best: string | null }>(
    db,
    sql`SELECT w.word,
          EXISTS (SELECT 1 FROM search_terms t WHERE t.language = ANY(${textArray(languages)}) AND t.term = w.word) AS known,
          (SELECT t.term FROM search_terms t
            WHERE t.language = ANY(${textArray(languages)}) AND t.term % w.word
            ORDER BY similarity(t.term, w.word) DESC, t.doc_freq DESC, t.term
            LIMIT 1) AS best
        FROM unnest(${textArray(lookups)}) AS w(word)`,
  );
  const replacements = new Map(found.filter((f) => !f.known && f.best).map((f) => [f.word, f.best!]));
  if (replacements.size === 0) return undefined;
  return words.map((w) => replacements.get(w) ?? w).join(' ');
}
