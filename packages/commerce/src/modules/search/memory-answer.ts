import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { TextConfig } from './memory-doc.js';
import { memoryIndexAt, memoryIndexFailed } from './memory-index.js';
import { parsedQuery, searchInMemory, type ParsedQuery } from './memory-search.js';
import { tsquery, type SearchPlan, type SearchRows, type TextQuery } from './plan.js';
import { rows } from '../../db/raw-sql.js';
import { parseQuery } from './ts-rank.js';

/**
 * A text search answered from the memory index when it holds the generation the search read
 * (decision 034); undefined sends it to the database. The query's words go through PostgreSQL's
 * own to_tsquery once (its stemmers and stop words), and are kept parsed per database.
 */

/** Parsed query texts kept per database (a few hundred bytes each). */
const PARSED_KEPT = 2_000;
const parsedByDb = new WeakMap<Database, Map<string, ParsedQuery | null>>();

/** The text as each of its configurations' to_tsquery parses it; undefined when the index cannot answer it. */
export async function parseText(db: Database, text: TextQuery): Promise<Map<TextConfig, ParsedQuery> | undefined> {
  let kept = parsedByDb.get(db);
  if (!kept) {
    kept = new Map();
    parsedByDb.set(db, kept);
  }
  const key = (config: TextConfig) => `${config}\u0000${text.query}`;
  const missing = text.configs.filter((config) => !kept.has(key(config)));
  if (missing.length > 0) {
    const [row] = await rows<Record<string, string>>(
      db,
      sql`SELECT ${sql.join(
        missing.map((config) => sql`${tsquery(config, text.query)}::text AS ${sql.identifier(config)}`),
        sql`, `,
      )}`,
    );
    for (const config of missing) {
      kept.set(key(config), parsedQuery(parseQuery(row?.[config] ?? '')) ?? null);
      if (kept.size > PARSED_KEPT) kept.delete(kept.keys().next().value!);
    }
  }
  const queries = new Map<TextConfig, ParsedQuery>();
  for (const config of text.configs) {
    const parsed = kept.get(key(config));
    if (!parsed) return undefined;
    queries.set(config, parsed);
  }
  return queries;
}

export async function answerFromMemory(
  db: Database,
  plan: SearchPlan,
  generation: bigint,
): Promise<SearchRows | undefined> {
  if (!plan.text || !memoryIndexAt(db, generation)) return undefined;
  const queries = await parseText(db, plan.text);
  // Looked up again: the index may have moved on while the query was parsed.
  const index = queries && memoryIndexAt(db, generation);
  if (!index) return undefined;
  try {
    return searchInMemory(index, plan, queries);
  } catch (error) {
    memoryIndexFailed(db, error);
    return undefined;
  }
}
