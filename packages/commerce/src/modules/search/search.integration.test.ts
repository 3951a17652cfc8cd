import { inArray } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi } from '@ridgeline/data/testing';
import { products } from '../catalog/schema.js';
import type { Currency } from '../pricing/index.js';
import { SORT_OPTIONS } from '@ridgeline/config';
import type { ProductSearchHit, ProductSearchResult, SearchSuggestions } from './contract.js';
import { fold } from './text.js';
import { PRICE_BUCKETS, priceValue } from './price-buckets.js';

let t: Awaited<ReturnType<typeof createTestApi>>;
beforeEach(async () => {
  t = await createTestApi();
});
afterEach(async () => {
  await t.close();
});

const search = async (query: string) => {
  const { status, body } = await t.get(`/product-search?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as ProductSearchResult;
};

/** Every hit of a query (the test catalogue fits in one page of 200). */
async function everything(query: string) {
  const result = await search(`${query}&limit=200`);
  expect(result.hits).toHaveLength(result.total);
  return result;
}

// ---- what a hit says about itself, to check counts against -------------------------------

type Facet = 'c_color' | 'c_size' | 'price' | 'c_isNew' | 'c_isSale' | 'c_technologyGridBadge';
const FACETS: Facet[] = ['c_color', 'c_size', 'price', 'c_isNew', 'c_isSale', 'c_technologyGridBadge'];

function valuesOf(hit: ProductSearchHit, facet: Facet, currency: Currency): string[] {
  const attribute = (id: 'color' | 'size') => hit.variationAttributes.find((a) => a.id === id)?.values ?? [];
  switch (facet) {
    case 'c_color':
      return hit.hitType === 'master'
        ? attribute('color').map((v) => v.value)
        : hit.c_colorID.split('|').filter(Boolean);
    case 'c_size':
      return attribute('size')
        .filter((v) => v.orderable)
        .map((v) => v.value);
    case 'price': {
      const bucket = PRICE_BUCKETS[currency].find(
        (b) => hit.price !== undefined && hit.price >= b.min && hit.price < b.max,
      );
      return bucket ? [priceValue(bucket)] : [];
    }
    case 'c_isNew':
      return hit.c_isNew ? ['true'] : [];
    case 'c_isSale':
      return hit.c_isSale ? ['true'] : [];
    case 'c_technologyGridBadge':
      return hit.c_technologyGridBadge.split('|').filter(Boolean);
  }
}

type Selected = Partial<Record<Facet, string[]>>;
const passes = (hit: ProductSearchHit, selected: Selected, currency: Currency, skip?: Facet) =>
  FACETS.every((f) => f === skip || !selected[f] || valuesOf(hit, f, currency).some((v) => selected[f]!.includes(v)));

/** Counts as the usual rule has them: each attribute's counts apply every other selected refinement. */
function expectedCounts(all: ProductSearchHit[], selected: Selected, currency: Currency) {
  const counts: Record<string, Record<string, number>> = {};
  for (const facet of FACETS) {
    const values: Record<string, number> = {};
    for (const hit of all.filter((h) => passes(h, selected, currency, facet))) {
      for (const v of valuesOf(hit, facet, currency)) values[v] = (values[v] ?? 0) + 1;
    }
    if (Object.keys(values).length) counts[facet] = values;
  }
  return counts;
}

function actualCounts(result: ProductSearchResult) {
  const counts: Record<string, Record<string, number>> = {};
  for (const r of result.refinements) {
    if (r.attributeId === 'cgid') continue;
    const values = Object.fromEntries(r.values.filter((v) => v.hitCount > 0).map((v) => [v.value, v.hitCount]));
    if (Object.keys(values).length) counts[r.attributeId] = values;
  }
  return counts;
}

const refineQuery = (selected: Selected) =>
  Object.entries(selected)
    .map(([id, values]) => `refine=${id}=${encodeURIComponent(values.join('|'))}`)
    .join('&');

/** The hit count of each subcategory equals the total of the same search refined to it. */
async function checkCategoryCounts(result: ProductSearchResult, query: string) {
  const categories = result.refinements.find((r) => r.attributeId === 'cgid');
  expect(categories?.values.length).toBeGreaterThan(0);
  for (const child of categories!.values) {
    const refined = await search(`${query.replace(/refine=cgid=[^&]*&?/, '')}&refine=cgid=${child.value}&limit=1`);
    expect(refined.total, child.value).toBe(child.hitCount);
  }
}

describe('GET /product-search: refinements and counts', () => {
  it('counts a plain listing (stored counts) like filtering its hits', async () => {
    const all = await everything('refine=cgid=mens-clothing');
    expect(all.total).toBeGreaterThan(10);
    expect(actualCounts(all)).toEqual(expectedCounts(all.hits, {}, 'USD'));
    await checkCategoryCounts(all, 'refine=cgid=mens-clothing');
  });

  it('keeps the other colours’ counts when one colour is picked, and filters the rest by it', async () => {
    const all = await everything('refine=cgid=mens-clothing');
    const colors = all.refinements.find((r) => r.attributeId === 'c_color')!;
    const picked = [...colors.values].sort((a, b) => b.hitCount - a.hitCount)[0]!;
    const selected: Selected = { c_color: [picked.value] };
    const refined = await everything(`refine=cgid=mens-clothing&${refineQuery(selected)}`);
    expect(refined.total).toBe(picked.hitCount);
    expect(refined.refinements.find((r) => r.attributeId === 'c_color')?.values).toEqual(colors.values);
    expect(actualCounts(refined)).toEqual(expectedCounts(all.hits, selected, 'USD'));
    for (const hit of refined.hits) expect(hit.representedColor).toBe(picked.value);
    await checkCategoryCounts(refined, `refine=cgid=mens-clothing&${refineQuery(selected)}`);
  });

  it('keeps the other sizes’ counts when sizes are picked, and filters the rest by them', async () => {
    const all = await everything('refine=cgid=womens-clothing');
    const sizes = all.refinements.find((r) => r.attributeId === 'c_size')!;
    // The two least common sizes: together they still leave products out.
    const picked = [...sizes.values].sort((a, b) => a.hitCount - b.hitCount).slice(0, 2);
    const selected: Selected = { c_size: picked.map((v) => v.value) };
    const refined = await everything(`refine=cgid=womens-clothing&${refineQuery(selected)}`);
    expect(refined.total).toBeGreaterThanOrEqual(Math.max(...picked.map((v) => v.hitCount)));
    expect(refined.total).toBeLessThan(all.total);
    expect(refined.refinements.find((r) => r.attributeId === 'c_size')?.values).toEqual(sizes.values);
    expect(actualCounts(refined)).toEqual(expectedCounts(all.hits, selected, 'USD'));
  });

  it('applies every other refinement to each attribute’s counts when several are picked', async () => {
    const all = await everything('refine=cgid=root');
    const counts = expectedCounts(all.hits, {}, 'USD');
    const top = (facet: Facet, n: number) =>
      Object.entries(counts[facet]!)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([v]) => v);
    const selected: Selected = {
      c_color: top('c_color', 3),
      c_size: top('c_size', 2),
      c_technologyGridBadge: top('c_technologyGridBadge', 4),
    };
    const refined = await everything(refineQuery(selected));
    expect(refined.total).toBe(all.hits.filter((h) => passes(h, selected, 'USD')).length);
    expect(refined.total).toBeGreaterThan(0);
    expect(actualCounts(refined)).toEqual(expectedCounts(all.hits, selected, 'USD'));
    await checkCategoryCounts(refined, refineQuery(selected));
  });

  it('counts a text search, with flags and a price range, the same way', async () => {
    const all = await everything('q=jacket');
    expect(all.total).toBeGreaterThan(5);
    expect(actualCounts(all)).toEqual(expectedCounts(all.hits, {}, 'USD'));
    const selected: Selected = { price: ['(100..200)'] };
    const refined = await everything(`q=jacket&${refineQuery(selected)}`);
    for (const hit of refined.hits) expect(hit.price).toBeGreaterThanOrEqual(100);
    expect(actualCounts(refined)).toEqual(expectedCounts(all.hits, selected, 'USD'));
  });

  it.each([
    ['c_isNew', 'c_isNew=true', (h: ProductSearchHit) => h.c_isNew],
    ['c_isSale', 'c_isSale=true', (h: ProductSearchHit) => h.c_isSale],
    ['c_size', 'c_size=M', (h: ProductSearchHit) => valuesOf(h, 'c_size', 'USD').includes('M')],
    [
      'c_technologyGridBadge',
      'c_technologyGridBadge=01|02',
      (h: ProductSearchHit) => /\b0[12]\b/.test(h.c_technologyGridBadge),
    ],
  ])('refines by %s', async (_, refine, test) => {
    const all = await everything('refine=cgid=root');
    const refined = await everything(`refine=${encodeURIComponent(refine)}`);
    expect(refined.total).toBeGreaterThan(0);
    expect(refined.hits.every(test)).toBe(true);
    expect(refined.total).toBe(all.hits.filter(test).length);
  });

  it('lists a category with its subcategories, and its children as the category refinement', async () => {
    const department = await everything('refine=cgid=footwear');
    const children = department.refinements.find((r) => r.attributeId === 'cgid')!;
    expect(children.values.map((v) => v.value).every((id) => id.startsWith('footwear-'))).toBe(true);
    expect(children.values.reduce((sum, v) => sum + v.hitCount, 0)).toBe(department.total);
    const top = await search('limit=1');
    expect(top.refinements.find((r) => r.attributeId === 'cgid')?.values.map((v) => v.value)).toEqual(
      expect.arrayContaining(['mens-clothing', 'womens-clothing', 'kids-clothing', 'footwear', 'accessories']),
    );
    const fr = await search('refine=cgid=footwear&locale=fr-CA&limit=1');
    expect(fr.refinements.find((r) => r.attributeId === 'cgid')?.values.map((v) => v.label)).toContain('Sandales');
  });

  it('prices, filters and buckets in CAD', async () => {
    const usd = await everything('refine=cgid=footwear');
    const cad = await everything('refine=cgid=footwear&currency=CAD');
    expect(cad.hits[0]?.currency).toBe('CAD');
    const byId = new Map(usd.hits.map((h) => [h.productId, h.price]));
    for (const hit of cad.hits)
      if (hit.price !== undefined) expect(hit.price).toBeGreaterThan(byId.get(hit.productId)!);
    expect(actualCounts(cad)).toEqual(expectedCounts(cad.hits, {}, 'CAD'));
    const refined = await everything('refine=cgid=footwear&currency=CAD&locale=en-CA&refine=price=(100..200)');
    expect(refined.total).toBe(cad.hits.filter((h) => h.price! >= 100 && h.price! < 200).length);
    expect(refined.refinements.find((r) => r.attributeId === 'price')?.values[0]?.label).toMatch(/^\$\d+ - \$\d+$/);
  });
});

describe('GET /product-search: text, relevance, language', () => {
  it('ranks a name match above a keyword match above a description-only match', async () => {
    const ids = (await search('limit=3&refine=cgid=accessories')).hits.map((h) => h.productId);
    const [inName, inKeywords, inDescription] = ids as [string, string, string];
    const rows = await t.handle.db.select().from(products).where(inArray(products.id, ids));
    const row = (id: string) => rows.find((r) => r.id === id)!;
    const { sql } = await import('drizzle-orm');
    await t.handle.db.execute(
      sql`UPDATE products SET name = ${JSON.stringify({ ...row(inName).name, en: `${row(inName).name.en} Zephyrine` })}::jsonb WHERE id = ${inName}`,
    );
    await t.handle.db.execute(
      sql`UPDATE products SET keywords = ${JSON.stringify({ en: 'zephyrine, gear' })}::jsonb WHERE id = ${inKeywords}`,
    );
    await t.handle.db.execute(
      sql`UPDATE products SET long_description = ${JSON.stringify({ en: 'Tested by the Zephyrine crew on long days.' })}::jsonb WHERE id = ${inDescription}`,
    );
    const { reindexProducts } = await import('./indexer.js');
    await reindexProducts(t.handle.db, ids);
    const result = await search('q=zephyrine');
    expect(result.hits.map((h) => h.productId)).toEqual([inName, inKeywords, inDescription]);
  });

  it('finds French words for fr-CA shoppers, and English words too', async () => {
    const fr = await search('q=veste&locale=fr-CA');
    expect(fr.total).toBeGreaterThan(0);
    expect(fr.hits[0]?.productName).toMatch(/Veste/);
    expect((await search('q=chaussettes&locale=fr-CA')).total).toBeGreaterThan(0);
    expect((await search('q=chaussettes')).total).toBe(0);
    const en = await search('q=jacket');
    const frEnglish = await search('q=jacket&locale=fr-CA');
    expect(frEnglish.total).toBeGreaterThanOrEqual(en.total);
    expect((await search('q=imperm%C3%A9able&locale=fr-CA')).total).toBeGreaterThan(0);
  });

  it('matches the last word as a prefix, for a query typed so far', async () => {
    const typed = await search('q=waterproof%20jack');
    expect(typed.total).toBeGreaterThan(0);
    expect(typed.total).toBe((await search('q=waterproof%20jacket')).total);
  });

  it('suggests "jacket" for "jaket" and "imperméable" for "imperméble"', async () => {
    const en = await search('q=jaket');
    expect(en.total).toBe(0);
    expect(en.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase).toBe('jacket');
    const fr = await search(`q=${encodeURIComponent('veste imperméble')}&locale=fr-CA`);
    expect(fr.searchPhraseSuggestions?.suggestedPhrases[0]?.phrase).toBe('veste imperméable');
    expect((await search('q=jacket')).searchPhraseSuggestions).toBeUndefined();
  });

  it('finds nothing, without failing, for a query of punctuation or stop words only', async () => {
    expect((await search('q=%21%21%21')).total).toBe(0);
    expect((await search('q=the')).total).toBe(0);
  });
});

describe('GET /product-search: sorting and paging', () => {
  // The root walks search_index; a category sorted by price or name walks search_category_sort.
  const SCOPES = [
    { cgid: 'root', context: 'locale=fr-CA' },
    { cgid: 'mens-clothing', context: 'locale=fr-CA&currency=CAD' },
    { cgid: 'footwear', context: 'locale=en-US' },
  ];
  it.each(SCOPES.flatMap((scope) => SORT_OPTIONS.map((sort) => [sort, scope] as const)))(
    'really sorts by %s: %o',
    async (sort, scope) => {
      const result = await everything(`refine=cgid=${scope.cgid}&sort=${sort}&${scope.context}`);
      expect(result.selectedSortingOption).toBe(sort);
      const featured = await everything(`refine=cgid=${scope.cgid}&${scope.context}`);
      expect(result.hits.map((h) => h.productId).sort()).toEqual(featured.hits.map((h) => h.productId).sort());
      const rows = await t.handle.db
        .select({ id: products.id, rank: products.rank, createdAt: products.createdAt })
        .from(products)
        .where(
          inArray(
            products.id,
            result.hits.map((h) => h.productId),
          ),
        );
      const row = new Map(rows.map((r) => [r.id, r]));
      const key = (h: ProductSearchHit): (number | string)[] => {
        const r = row.get(h.productId)!;
        const missing = (v: number | null | undefined, last: number) => (v === null || v === undefined ? last : v);
        switch (sort) {
          case 'best-matches':
            return [r.rank];
          case 'featured-new':
            return [h.c_isNew ? 0 : 1, r.rank];
          case 'newest':
            return [-r.createdAt.getTime()];
          case 'price-low-to-high':
            return [missing(h.price, Infinity)];
          case 'price-high-to-low':
            return [-missing(h.price, -Infinity)];
          case 'top-rated':
            return [-missing(h.c_bvAverageRating, -Infinity), -h.c_bvReviewCount];
          case 'product-name-ascending':
            return [fold(h.productName)];
          case 'product-name-descending':
            return [fold(h.productName)];
        }
      };
      const compare = (a: (number | string)[], b: (number | string)[]) => {
        for (let i = 0; i < a.length; i++) {
          if (a[i]! < b[i]!) return -1;
          if (a[i]! > b[i]!) return 1;
        }
        return 0;
      };
      const direction = sort === 'product-name-descending' ? -1 : 1;
      for (let i = 1; i < result.hits.length; i++) {
        expect(
          compare(key(result.hits[i - 1]!), key(result.hits[i]!)) * direction,
          `${sort} at ${i}`,
        ).toBeLessThanOrEqual(0);
      }
      expect(result.sortingOptions.map((o) => o.id)).toEqual([...SORT_OPTIONS]);
      expect(result.sortingOptions[0]?.label).toBe(
        scope.context.includes('fr-CA') ? 'Meilleurs résultats' : 'Best Matches',
      );
    },
  );

  it.each(['price-low-to-high', 'best-matches'])('pages by %s without overlap or gap, ties included', async (sort) => {
    const whole = await everything(`q=jacket&sort=${sort}`);
    const paged: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 7) {
      const page = await search(`q=jacket&sort=${sort}&limit=7&offset=${offset}`);
      expect(page.total).toBe(whole.total);
      paged.push(...page.hits.map((h) => h.productId));
    }
    expect(paged).toEqual(whole.hits.map((h) => h.productId));
  });

  it('pages a plain listing the same way', async () => {
    const whole = await everything('refine=cgid=womens-clothing&sort=newest');
    const paged: string[] = [];
    for (let offset = 0; offset < whole.total; offset += 5) {
      paged.push(
        ...(await search(`refine=cgid=womens-clothing&sort=newest&limit=5&offset=${offset}`)).hits.map(
          (h) => h.productId,
        ),
      );
    }
    expect(paged).toEqual(whole.hits.map((h) => h.productId));
  });

  it('lists variants only when asked', async () => {
    const plain = await search('refine=cgid=footwear&limit=2');
    expect(plain.hits[0]?.variants).toBeUndefined();
    const expanded = await search('refine=cgid=footwear&limit=2&expand=variants');
    expect(expanded.hits[0]?.variants?.length).toBeGreaterThan(0);
  });

  it('reads the platform style refine_1, refine_2 too', async () => {
    const a = await search('refine=cgid=footwear&refine=c_isSale=true');
    const b = await search('refine_1=cgid=footwear&refine_2=c_isSale=true');
    expect(b.total).toBe(a.total);
    expect(b.selectedRefinements).toEqual({ cgid: 'footwear', c_isSale: 'true' });
  });
});

describe('GET /search-suggestions', () => {
  const suggest = async (q: string, locale = 'en-US') => {
    const { status, body } = await t.get(`/search-suggestions?q=${encodeURIComponent(q)}&locale=${locale}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as SearchSuggestions;
  };

  it('holds at most 4 products, 3 categories, 2 content items and 5 phrases', async () => {
    const s = await suggest('sho');
    expect(s.productSuggestions.products).toHaveLength(4);
    expect(s.categorySuggestions.categories).toHaveLength(3);
    expect(s.contentSuggestions.content.length).toBeLessThanOrEqual(2);
    expect(s.suggestedPhrases).toHaveLength(5);
    expect(s.suggestedPhrases.every((p) => p.phrase.startsWith('sho'))).toBe(true);
  });

  it('names a category’s parent and completes the last word of a phrase', async () => {
    const s = await suggest('waterproof jac');
    expect(s.suggestedPhrases[0]).toEqual({ phrase: 'waterproof jacket', exactMatch: false });
    const jackets = await suggest('jack');
    expect(jackets.categorySuggestions.categories[0]).toMatchObject({
      name: 'Jackets',
      parentCategoryName: expect.any(String),
    });
    const fr = await suggest('vest', 'fr-CA');
    expect(fr.categorySuggestions.categories.map((c) => c.name)).toContain('Vestes et manteaux');
  });

  it('offers a spelling when nothing matches', async () => {
    const s = await suggest('jaket');
    expect(s.productSuggestions.products).toHaveLength(0);
    expect(s.didYouMean).toBe('jacket');
  });

  it.each(['ja', '  ja  ', ''])('refuses q=%j: fewer than 3 characters', async (q) => {
    const { status, body } = await t.get(`/search-suggestions?q=${encodeURIComponent(q)}`);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/at least 3 characters/);
  });
});

describe('bad input', () => {
  const cases = [
    '/product-search?refine=c_colour=010',
    '/product-search?refine=price=(100..50)',
    '/product-search?refine=price=50-100',
    '/product-search?refine=c_color',
    '/product-search?refine=c_isNew=yes',
    '/product-search?refine=cgid=no-such-category',
    '/product-search?sort=cheapest',
    '/product-search?limit=0',
    '/product-search?limit=201',
    '/product-search?offset=-1',
    '/product-search?currency=EUR',
    '/product-search?searchmethod=guess',
    `/product-search?q=${'x'.repeat(201)}`,
    '/search-suggestions',
    '/search-engine/k/s/search',
    '/search-engine/k/s/search?q=jacket&filter=brand:%22x%22',
    '/search-engine/k/s/search?q=jacket&sort=sales%20desc',
    '/search-engine/k%20k/s/search?q=jacket',
    '/search-engine/k/s/category?p=categoryPath:%22a%3Eb%22',
    '/search-engine/k/s/autosuggest?q=jacket&version=v1',
    '/search-engine/k/s/autosuggest?q=ja',
  ];
  it.each(cases)('%s answers a 4xx JSON error with a message, never a 5xx', async (path) => {
    const { status, body } = await t.get(path);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error?.message.length).toBeGreaterThan(10);
  });

  it('says what is wrong', async () => {
    expect((await t.get('/product-search?refine=c_colour=010')).body.error?.message).toMatch(
      /Unknown refinement "c_colour"/,
    );
    expect((await t.get('/product-search?refine=price=50-100')).body.error?.message).toMatch(/\(min\.\.max\)/);
    expect((await t.get('/product-search?sort=cheapest')).body.error?.message).toMatch(/^sort: /);
  });
});
