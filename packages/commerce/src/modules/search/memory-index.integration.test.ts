import { eq, inArray, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../logger.js';
import { variants } from '../catalog/schema.js';
import { inventoryRecords } from '../inventory/schema.js';
import { SORT_OPTIONS, type SortOption } from '@ridgeline/config';
import type { ProductSearchResult } from './contract.js';
import { searchGeneration } from './generation.js';
import { reindexProducts } from './indexer.js';
import { answerFromMemory, parseText } from './memory-answer.js';
import { DocStore, IndexCapacityError } from './memory-doc.js';
import { memoryIndexAt, memoryIndexSettled, startMemoryIndex } from './memory-index.js';
import { relevanceOf } from './memory-search.js';
import { RANK_WEIGHTS, type SearchPlan, type SearchRows } from './plan.js';
import { runSearch } from './query.js';
import { rows } from '../../db/raw-sql.js';
import { testPlan } from './testing.js';
import { apiCountingTextReads } from '@ridgeline/data/testing';
import { queryWords, toTsQueryText } from '../../lib/tsquery.js';
import { TEXT_CONFIGS } from './text.js';

let t: Awaited<ReturnType<typeof apiCountingTextReads>>;
beforeEach(async () => {
  t = await apiCountingTextReads();
});
afterEach(async () => {
  await t.close();
});

const db = () => t.handle.db;
const text = (q: string, language: 'en' | 'fr') => ({
  configs: TEXT_CONFIGS[language],
  query: toTsQueryText(queryWords(q))!,
});

async function loaded() {
  await startMemoryIndex(db(), silentLogger);
  const index = memoryIndexAt(db(), (await searchGeneration(db()))!);
  expect(index).toBeDefined();
  return index!;
}

/** Rows in a comparable form: refinement values in order (their order in a count is not part of the answer). */
const comparable = (r: SearchRows | undefined) =>
  r && { total: r.total, page: r.page, counts: [...r.counts].map(([facet, values]) => [facet, [...values].sort()]) };

async function fromMemory(plan: SearchPlan) {
  return comparable(await answerFromMemory(db(), plan, (await searchGeneration(db()))!));
}

/** Queries the catalogue answers: its most used words, their first letters (a prefix), pairs of them, and words no product has. */
async function sampleQueries(): Promise<string[]> {
  const terms = await rows<{ term: string }>(
    db(),
    sql`SELECT term FROM search_terms WHERE language = 'en' ORDER BY doc_freq DESC, term LIMIT 8`,
  );
  const words = terms.map((r) => r.term);
  expect(words.length).toBeGreaterThan(4);
  return [
    ...words,
    ...words.slice(0, 3).map((w) => w.slice(0, 3)),
    `${words[0]} ${words[1]}`,
    `${words[2]} ${words[0]}`,
    'veste imperméable',
    'the',
    'zzqx',
  ];
}

/** The API answers "jacket" (the plan's text) with the database's total. */
async function expectTheDatabaseAnswers(plan: SearchPlan) {
  const response = await t.api.request('/product-search?q=jacket&limit=5');
  expect(response.status).toBe(200);
  expect(((await response.json()) as ProductSearchResult).total).toBe(
    (await runSearch(db(), { ...plan, limit: 5 })).total,
  );
}

describe('the search memory index', () => {
  it('answers every text search exactly as PostgreSQL does: matches, order, total, page and counts', async () => {
    await loaded();
    const queries = await sampleQueries();
    const sql = await runSearch(db(), testPlan({ scope: 'root', text: text(queries[0]!, 'en') }));
    const colors = [...(sql.counts.get('c_color')?.keys() ?? [])].slice(0, 2);
    expect(colors.length).toBeGreaterThan(0);
    const variantsOf = (sort: SortOption, i: number): Partial<SearchPlan>[] => [
      { scope: 'root', children: ['mens', 'womens'] },
      { refinements: { c_color: colors } },
      {
        scope: 'root',
        refinements: { price: { min: 50, max: 200 }, c_isNew: i % 2 === 0 ? true : undefined },
        offset: 3,
        limit: 5,
      },
      // Quick search: a rank window over the first matches in featured order.
      ...(sort === 'best-matches' ? [{ scope: 'root', facets: false, limit: 4 }] : []),
      // Without counts and past the rank window, up to past the last match; a category no product is in.
      { scope: 'root', facets: false, offset: 60, limit: 50 },
      { scope: 'root', facets: false, offset: 10_000, limit: 1 },
      { scope: 'no-such-category', children: [] },
    ];
    let compared = 0;
    let nonEmpty = 0;
    for (const q of queries) {
      for (const language of ['en', 'fr'] as const) {
        for (const [i, sort] of SORT_OPTIONS.entries()) {
          for (const variant of variantsOf(sort, i)) {
            const plan = testPlan({
              text: text(q, language),
              language,
              currency: language === 'fr' ? 'CAD' : 'USD',
              sort,
              ...variant,
            });
            const expected = comparable(await runSearch(db(), plan));
            expect(await fromMemory(plan), `${q} (${language}, ${sort}, ${JSON.stringify(variant)})`).toEqual(expected);
            compared += 1;
            if (expected!.total > 0) nonEmpty += 1;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(800);
    expect(nonEmpty).toBeGreaterThan(compared / 2);
  });

  it('ranks as ts_rank does, to the last bit, in both configurations', async () => {
    const index = await loaded();
    const queries = await sampleQueries();
    let compared = 0;
    for (const q of queries.slice(0, 10)) {
      for (const config of ['english', 'french'] as const) {
        const query = text(q, 'en').query;
        const expected = await rows<{ id: string; rank: number }>(
          db(),
          sql`SELECT product_id AS id, ts_rank(${sql.raw(`'${RANK_WEIGHTS}'`)}::float4[], ${sql.identifier(config === 'french' ? 'search_fr' : 'search_en')},
                to_tsquery(${sql.raw(`'${config}'`)}::regconfig, ${query}))::float8 AS rank
              FROM search_text WHERE orderable`,
        );
        const parsed = (await parseText(db(), { configs: [config], query }))!;
        for (const row of expected) {
          expect(relevanceOf(index, row.id, parsed), `${q} (${config}) for ${row.id}`).toBe(row.rank);
          compared += 1;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('answers text searches through the API without reading search_text once loaded', async () => {
    const search = async () => {
      const response = await t.api.request('/product-search?q=jacket&limit=5', {
        headers: { 'cache-control': 'no-cache' },
      });
      expect(response.status).toBe(200);
      return (await response.json()) as ProductSearchResult;
    };
    const before = await search();
    expect(before.total).toBeGreaterThan(5);
    await loaded();
    const reads = t.counted.textReads;
    expect(await search()).toEqual(before);
    expect(t.counted.textReads).toBe(reads);
  });

  it('follows the index: a product sold out leaves once the index reads what changed', async () => {
    const index = await loaded();
    const plan = testPlan({ scope: 'root', text: text('jacket', 'en'), limit: 200 });
    const before = (await fromMemory(plan))!;
    const master = before.page.find((row) => row.type === 'master')!;
    const ids = (await db().select({ id: variants.id }).from(variants).where(eq(variants.masterId, master.id))).map(
      (v) => v.id,
    );
    await db()
      .update(inventoryRecords)
      .set({ ats: 0, backorderable: false })
      .where(inArray(inventoryRecords.productId, ids));
    await reindexProducts(db(), [master.id]);
    // Behind the index: the database answers, and the memory index reads the change.
    expect(await fromMemory(plan)).toBeUndefined();
    await memoryIndexSettled(db());
    const after = (await fromMemory(plan))!;
    expect(after.total).toBe(before.total - 1);
    expect(after.page.map((row) => row.id)).not.toContain(master.id);
    expect(after).toEqual(comparable(await runSearch(db(), plan)));
    // Read from the changes, not loaded again.
    expect(memoryIndexAt(db(), (await searchGeneration(db()))!)).toBe(index);
  });

  it('places a product new to it between its neighbours in the id order, without loading again', async () => {
    const index = await loaded();
    const plan = testPlan({ scope: 'root', text: text('jacket', 'en'), sort: 'price-low-to-high', limit: 200 });
    const id = (await fromMemory(plan))!.page[3]!.id;
    const ordinal = index.ordinals.get(id)!;
    // As if the product had come after the index was loaded.
    index.remove(id);
    index.ordinals.delete(id);
    await reindexProducts(db(), [id]);
    expect(await fromMemory(plan)).toBeUndefined();
    await memoryIndexSettled(db());
    expect(memoryIndexAt(db(), (await searchGeneration(db()))!)).toBe(index);
    expect(index.ordinals.get(id)).toBeGreaterThan(ordinal - 1);
    expect(index.ordinals.get(id)).toBeLessThan(ordinal + 1);
    expect(await fromMemory(plan)).toEqual(comparable(await runSearch(db(), plan)));
  });

  it('forgets the place of a product that left, so that it comes back between its neighbours of the day', async () => {
    const index = await loaded();
    const plan = testPlan({ scope: 'root', text: text('jacket', 'en'), limit: 200 });
    const id = (await fromMemory(plan))!.page[2]!.id;
    await db().execute(sql`UPDATE products SET online = false WHERE id = ${id}`);
    await reindexProducts(db(), [id]);
    await answerFromMemory(db(), plan, (await searchGeneration(db()))!);
    await memoryIndexSettled(db());
    expect(index.ordinals.has(id)).toBe(false);
    expect((await fromMemory(plan))!.page.map((row) => row.id)).not.toContain(id);
    await db().execute(sql`UPDATE products SET online = true WHERE id = ${id}`);
    await reindexProducts(db(), [id]);
    await answerFromMemory(db(), plan, (await searchGeneration(db()))!);
    await memoryIndexSettled(db());
    expect(index.ordinals.has(id)).toBe(true);
    expect(memoryIndexAt(db(), (await searchGeneration(db()))!)).toBe(index);
    expect(await fromMemory(plan)).toEqual(comparable(await runSearch(db(), plan)));
  });

  it('loads everything again when it is further behind than the changes kept', async () => {
    const index = await loaded();
    await db().execute(sql`UPDATE search_generation SET value = value + 1000`);
    const plan = testPlan({ scope: 'root', text: text('jacket', 'en') });
    expect(await fromMemory(plan)).toBeUndefined();
    await memoryIndexSettled(db());
    const reloaded = memoryIndexAt(db(), (await searchGeneration(db()))!);
    expect(reloaded).toBeDefined();
    expect(reloaded).not.toBe(index);
    expect(await fromMemory(plan)).toEqual(comparable(await runSearch(db(), plan)));
  });

  it('leaves text search to the database when a refresh fails, says so once, and waits before trying again', async () => {
    const warnings: string[] = [];
    await startMemoryIndex(db(), { ...silentLogger, warn: (fields) => warnings.push(fields.msg) });
    const plan = testPlan({ scope: 'root', text: text('jacket', 'en') });
    await db().execute(sql`UPDATE search_generation SET value = value + 1`);
    await db().execute(sql`ALTER TABLE search_changes RENAME TO search_changes_away`);
    try {
      expect(await fromMemory(plan)).toBeUndefined();
      await memoryIndexSettled(db());
      expect(warnings).toEqual(['Search memory index: refresh failed; text search reads the database meanwhile']);
      expect(await fromMemory(plan)).toBeUndefined();
      await memoryIndexSettled(db());
      expect(warnings).toHaveLength(1);
      await expectTheDatabaseAnswers(plan);
    } finally {
      await db().execute(sql`ALTER TABLE search_changes_away RENAME TO search_changes`);
    }
  });

  it('stays off, saying why once, for a catalogue with more refinement values than it can hold', async () => {
    const add = vi.spyOn(DocStore.prototype, 'add').mockImplementation(() => {
      throw new IndexCapacityError('The search memory index holds at most 65536 refinement values.');
    });
    try {
      const warnings: string[] = [];
      await startMemoryIndex(db(), { ...silentLogger, warn: (fields) => warnings.push(fields.msg) });
      const plan = testPlan({ scope: 'root', text: text('jacket', 'en') });
      expect(await fromMemory(plan)).toBeUndefined();
      await memoryIndexSettled(db());
      expect(warnings).toEqual([
        'Search memory index: The search memory index holds at most 65536 refinement values. It stays off; text search reads the database.',
      ]);
      expect(add).toHaveBeenCalledTimes(1);
      // Past the wait after an ordinary failure: it does not load again.
      const later = Date.now() + 60_000;
      vi.spyOn(Date, 'now').mockReturnValue(later);
      expect(await fromMemory(plan)).toBeUndefined();
      await memoryIndexSettled(db());
      expect(add).toHaveBeenCalledTimes(1);
      await expectTheDatabaseAnswers(plan);
    } finally {
      vi.restoreAllMocks();
    }
  });
});
