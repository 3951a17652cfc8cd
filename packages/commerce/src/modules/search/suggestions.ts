import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { languageOf, type Language } from '../../db/localized.js';
import { InvalidInputError } from '../../http/errors.js';
import { getCategory, type CategoryNode } from '../catalog/index.js';
import { suggestContent } from '../content/index.js';
import type { Currency } from '../pricing/index.js';
import type { SearchSuggestions } from './contract.js';
import { phraseWords } from './did-you-mean.js';
import { ROOT_SCOPE } from './plan.js';
import { searchProducts } from './service.js';
import { rows, textArray } from '../../db/raw-sql.js';
import { fold } from './text.js';

/** Quick search needs this many characters (spec 2 §5). */
export const MIN_SUGGEST_LENGTH = 3;

/** How many of each kind a suggestion answer holds (spec 2 §9: 4 products, 3 categories, 2 content, 5 phrases). */
export type SuggestionLimits = { products: number; categories: number; content: number; phrases: number };
export const SUGGESTION_LIMITS: SuggestionLimits = { products: 4, categories: 3, content: 2, phrases: 5 };

type CategoryEntry = { id: string; name: string; parentName?: string; position: number };

function flatten(node: CategoryNode, parentName: string | undefined, out: CategoryEntry[]): CategoryEntry[] {
  for (const child of node.categories ?? []) {
    out.push({ id: child.id, name: child.name, ...(parentName ? { parentName } : {}), position: out.length });
    flatten(child, child.name, out);
  }
  return out;
}

/**
 * Categories whose name starts with the query or has a word starting with it, then close
 * spellings (trigram word similarity), best first; departments before their subcategories on a tie.
 * The tree is small, so it is matched in one statement over a list of names rather than a table.
 */
async function suggestCategories(db: Database, q: string, locale: string, limit: number) {
  if (limit === 0) return [];
  const root = await getCategory(db, ROOT_SCOPE, { locale, levels: 10 });
  const entries = flatten(root, undefined, []);
  const query = fold(q);
  const wordPattern = `% ${query.replace(/[\\%_]/g, (m) => '\\' + m)}%`;
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT c.id FROM json_to_recordset(${JSON.stringify(entries.map((e) => ({ id: e.id, name: fold(e.name), position: e.position })))}::json)
          AS c(id text, name text, position integer),
        LATERAL (SELECT starts_with(c.name, ${query}) AS prefix,
                        (' ' || c.name) LIKE ${wordPattern} AS word,
                        word_similarity(${query}, c.name) AS close) m
        WHERE m.prefix OR m.word OR m.close >= 0.6
        ORDER BY m.prefix DESC, m.word DESC, m.close DESC, c.position
        LIMIT ${limit}`,
  );
  const byId = new Map(entries.map((e) => [e.id, e]));
  return found.flatMap(({ id }) => {
    const entry = byId.get(id);
    if (!entry) return [];
    return [{ id, name: entry.name, ...(entry.parentName ? { parentCategoryName: entry.parentName } : {}), url: `/category/${id}` }];
  });
}

/**
 * Phrases completing the last word from the words products are named and described with,
 * most used first: "waterproof jac" → "waterproof jacket".
 */
async function suggestPhrases(db: Database, q: string, language: Language, limit: number) {
  const words = phraseWords(q);
  const last = words.pop();
  if (!last || limit === 0) return [];
  const languages: Language[] = language === 'fr' ? ['fr', 'en'] : ['en'];
  const found = await rows<{ term: string }>(
    db,
    sql`SELECT term FROM (
          SELECT DISTINCT ON (term) term, doc_freq, array_position(${textArray(languages)}, language) AS preference
          FROM search_terms
          WHERE language = ANY(${textArray(languages)}) AND starts_with(term, ${last})
          ORDER BY term, array_position(${textArray(languages)}, language)
        ) t
        ORDER BY preference, doc_freq DESC, term
        LIMIT ${limit}`,
  );
  const lead = words.length ? `${words.join(' ')} ` : '';
  return found.map(({ term }) => ({ phrase: `${lead}${term}`, exactMatch: term === last }));
}

/**
 * Quick-search suggestions (spec 2 §2, §9): the first products for the query, matching
 * categories, content and phrases, and a close spelling when no product matches.
 */
export async function getSearchSuggestions(
  db: Database,
  query: { q: string; locale: string; currency: Currency },
  limits: SuggestionLimits = SUGGESTION_LIMITS,
): Promise<SearchSuggestions> {
  const q = query.q.trim();
  if (q.length < MIN_SUGGEST_LENGTH) {
    throw new InvalidInputError(`q must hold at least ${MIN_SUGGEST_LENGTH} characters (not counting spaces) for suggestions.`);
  }
  const { locale, currency } = query;
  const [products, categories, content, phrases] = await Promise.all([
    limits.products > 0
      ? searchProducts(db, { q, locale, currency, limit: limits.products, facets: false })
      : undefined,
    suggestCategories(db, q, locale, limits.categories),
    suggestContent(db, q, locale, limits.content),
    suggestPhrases(db, q, languageOf(locale), limits.phrases),
  ]);
  const didYouMean = products?.total === 0 ? products.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase : undefined;
  return {
    searchPhrase: q,
    productSuggestions: {
      products: (products?.hits ?? []).map((hit) => ({
        productId: hit.productId,
        productName: hit.productName,
        currency: hit.currency,
        ...(hit.slugUrl ? { slugUrl: hit.slugUrl } : {}),
        ...(hit.price !== undefined ? { price: hit.price } : {}),
        ...(hit.priceMax !== undefined ? { priceMax: hit.priceMax } : {}),
        ...(hit.listPrice !== undefined ? { listPrice: hit.listPrice } : {}),
        ...(hit.image ? { image: hit.image } : {}),
      })),
    },
    categorySuggestions: { categories },
    contentSuggestions: { content },
    suggestedPhrases: phrases,
    ...(didYouMean ? { didYouMean } : {}),
  };
}
