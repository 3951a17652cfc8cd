import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { storedFacets } from './listing-query.js';
import { buildLiveQuery, buildPageQuery, rankWindow } from './live-query.js';
import { FACET_IDS, inScope, predicate, QUICK_RANK_WINDOW, textMatch, textScore } from './plan.js';
import { parseRefinements } from './refinements.js';
import { testPlan } from './testing.js';

const dialect = new PgDialect();
const render = (query: Parameters<PgDialect['sqlToQuery']>[0]) => dialect.sqlToQuery(query);

const plan = testPlan;

describe('storedFacets', () => {
  it('answers every facet from stored counts for a plain listing', () => {
    expect(storedFacets(plan())).toEqual(FACET_IDS);
  });

  it('answers only the refined attribute when one refinement is set', () => {
    expect(storedFacets(plan({ refinements: parseRefinements({ c_color: '010' }) }))).toEqual(['c_color']);
  });

  it('answers nothing once two refinements or a text are set', () => {
    expect(storedFacets(plan({ refinements: parseRefinements({ c_color: '010', c_isSale: 'true' }) }))).toEqual([]);
    expect(storedFacets(plan({ text: { configs: ['english'], query: 'jacket:*' } }))).toEqual([]);
  });
});

describe('inScope', () => {
  it('searches the category path, except for the root that every listed product is under', () => {
    expect(render(inScope('footwear')).sql).toBe('category_ids @> ARRAY[$1]::text[]');
    expect(render(inScope('root')).sql).toBe('cardinality(category_ids) > 0');
  });
});

describe('buildPageQuery', () => {
  it('pages quick search without a CTE: a window count and a top-N sort', () => {
    const { sql } = render(
      buildPageQuery(plan({ text: { configs: ['english'], query: 'jac:*' }, limit: 4, facets: false })),
    );
    expect(sql).toMatch(/^SELECT product_id, product_type, colors, count\(\*\) OVER \(\)::int AS total, ts_rank/);
    expect(sql).toMatch(/ORDER BY "score" DESC, "rank" ASC, "product_id" ASC LIMIT \$\d+ OFFSET \$\d+$/);
    expect(sql).not.toContain('WITH');
  });
});

describe('predicate', () => {
  it('binds values as parameters and compares prices in minor units', () => {
    const r = parseRefinements({ c_color: '010|427', price: '(50..100)' });
    const color = render(predicate('c_color', r, 'USD'));
    expect(color.sql).toBe('"colors" && ARRAY[$1, $2]::text[]');
    expect(color.params).toEqual(['010', '427']);
    const price = render(predicate('price', r, 'CAD'));
    expect(price.sql).toBe('("cad_min" >= $1 AND "cad_min" < $2)');
    expect(price.params).toEqual([5000, 10000]);
  });
});

describe('text matching', () => {
  it('matches French shoppers in French and in English, ranking by the better of the two', () => {
    const text = { configs: ['french', 'english'] as const, query: 'veste:*' };
    expect(render(textMatch(text)).sql).toBe(
      `("search_fr" @@ to_tsquery('french'::regconfig, $1) OR "search_en" @@ to_tsquery('english'::regconfig, $2))`,
    );
    expect(render(textScore(text)).sql).toMatch(
      /^GREATEST\(ts_rank\('\{0, 0\.2, 0\.5, 1\.0\}'::float4\[\], "search_fr"/,
    );
  });
});

describe('buildLiveQuery', () => {
  it('reads search_text for a text query and search_index otherwise', () => {
    expect(render(buildLiveQuery(plan({ text: { configs: ['english'], query: 'a:*' } }), FACET_IDS)).sql).toContain(
      'FROM search_text WHERE',
    );
    expect(
      render(buildLiveQuery(plan({ refinements: parseRefinements({ c_isNew: 'true' }) }), FACET_IDS)).sql,
    ).toContain('FROM search_index WHERE');
  });

  it('keeps candidates that fail at most the one refinement whose facet it counts', () => {
    const refinements = parseRefinements({ c_color: '010', c_size: 'M' });
    const { sql } = render(buildLiveQuery(plan({ refinements }), FACET_IDS));
    // Rows for the colour facet must pass the size, and the other way round.
    expect(sql).toContain('(("sizes" && ARRAY[$');
    expect(sql).toMatch(/\("sizes" && ARRAY\[\$\d+\]::text\[\]\) OR \("colors" && ARRAY\[\$\d+\]::text\[\]\)/);
    // The colour facet counts rows passing every refinement but colour.
    expect(sql).toMatch(/unnest\(colors\) AS v FROM base WHERE \("ok_c_size"\)/);
    expect(sql).toMatch(/unnest\(sizes\) AS v FROM base WHERE \("ok_c_color"\)/);
    expect(sql).toMatch(/count\(\*\)::int FROM base WHERE \("ok_c_color" AND "ok_c_size"\)\) AS total/);
  });

  it('narrows to the refinement when its own facet comes from stored counts', () => {
    const refinements = parseRefinements({ c_color: '010' });
    const live = FACET_IDS.filter((f) => f !== 'c_color');
    const { sql, params } = render(buildLiveQuery(plan({ refinements }), live));
    // One probe of the (category, colour) pairs index finds the scope's rows in that colour.
    expect(sql).toMatch(
      /WHERE "orderable" AND search_scoped_values\(category_ids, "colors"\) && ARRAY\[\$\d+\]::text\[\] AND \(TRUE\)/,
    );
    expect(params).toContain('mens-clothing/010');
    expect(sql).not.toContain('f_c_color');
  });

  it('keeps the refinement as a row filter when its own facet is counted here', () => {
    const refinements = parseRefinements({ c_color: '010', c_size: 'M' });
    const { sql } = render(buildLiveQuery(plan({ refinements }), FACET_IDS));
    expect(sql).not.toContain('search_scoped_values');
    expect(sql).toMatch(/WHERE "orderable" AND category_ids @> ARRAY\[\$\d+\]::text\[\]/);
  });

  it('counts subcategories of the scope only', () => {
    const { sql, params } = render(
      buildLiveQuery(plan({ refinements: parseRefinements({ c_isSale: 'true' }) }), ['cgid']),
    );
    expect(sql).toMatch(
      /unnest\(category_ids\) AS v FROM base WHERE \("ok_c_isSale"\)\) u WHERE v IS NOT NULL AND v = ANY\(ARRAY\[/,
    );
    expect(params).toEqual(expect.arrayContaining(['mens-clothing-jackets', 'mens-clothing-pants']));
  });
});

describe('rank window', () => {
  const text = { configs: ['english'] as const, query: 'jacket:*' };

  it('bounds quick search only: a text query by relevance, no facets, no refinement, a page within the window', () => {
    expect(rankWindow(plan({ text, facets: false, limit: 4 }))).toBe(QUICK_RANK_WINDOW);
    expect(rankWindow(plan({ text, facets: false, limit: 4, offset: QUICK_RANK_WINDOW }))).toBeUndefined();
    expect(rankWindow(plan({ text }))).toBeUndefined();
    expect(rankWindow(plan({ text, facets: false, sort: 'price-low-to-high' }))).toBeUndefined();
    expect(
      rankWindow(plan({ text, facets: false, refinements: parseRefinements({ c_color: '010' }) })),
    ).toBeUndefined();
    expect(rankWindow(plan({ facets: false }))).toBeUndefined();
  });

  it('ranks the first matches in featured order for quick search, and every match for a results page', () => {
    const quick = render(buildPageQuery(plan({ text, facets: false, limit: 4 })));
    expect(quick.sql).toMatch(
      /FROM \(SELECT .*"search_en" FROM search_text\s+WHERE .* ORDER BY rank, product_id LIMIT \$\d+\) w/s,
    );
    expect(quick.params).toContain(QUICK_RANK_WINDOW);
    const page = render(buildLiveQuery(plan({ text }), FACET_IDS));
    expect(page.sql).not.toContain('ORDER BY rank, product_id LIMIT');
  });
});
