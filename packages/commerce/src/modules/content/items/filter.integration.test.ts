import { afterEach, describe, expect, it } from 'vitest';
import type { JsonBody } from '../../../testing/shopper-call.js';
import { contentTestApi, item, localized, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

const names = (answer: { body: JsonBody }) => answer.body.responses.map((r: JsonBody) => r.content._meta.name);

describe('POST /cms/filter', () => {
  it('lists a parent’s delivered children by name, a page at a time', async () => {
    t = await contentTestApi();
    const guides = item({ name: 'Guides' });
    const child = (name: string, published = true) => item({ name, parentId: guides.id, published, body: { name } });
    await t.put([guides, child('Camping'), child('Alpine'), child('Draft only', false), child('Biking'), child('Dayhikes')]);
    const byParent = { filterBy: [{ path: '/_meta/hierarchy/parentId', value: guides.id }], parameters: { locale: 'en-US' } };

    const all = await t.filter(byParent);
    expect(all.status).toBe(200);
    expect(names(all)).toEqual(['Alpine', 'Biking', 'Camping', 'Dayhikes']);
    expect(all.body.page).toEqual({ responseCount: 4 });
    expect(all.body.responses[0].content._meta.hierarchy).toEqual({ parentId: guides.id });

    const first = await t.filter({ ...byParent, page: { size: 3 } });
    expect(names(first)).toEqual(['Alpine', 'Biking', 'Camping']);
    expect(first.body.page.nextCursor).toEqual(expect.any(String));
    const second = await t.filter({ ...byParent, page: { size: 3, cursor: first.body.page.nextCursor } });
    expect(names(second)).toEqual(['Dayhikes']);
    expect(second.body.page).toEqual({ responseCount: 1 });

    const descending = await t.filter({ ...byParent, sortBy: { key: 'default', order: 'DESC' }, page: { size: 2 } });
    expect(names(descending)).toEqual(['Dayhikes', 'Camping']);
  });

  it('answers the "Root node not found" marker for a parent that does not exist', async () => {
    t = await contentTestApi();
    for (const value of [crypto.randomUUID(), 'not-an-id']) {
      const answer = await t.filter({ filterBy: [{ path: '/_meta/hierarchy/parentId', value }], parameters: { locale: 'en-US' } });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { code: 'not_found', type: 'HIERARCHY_ROOT_NOT_FOUND', message: 'Root node not found' } });
    }
  });

  it('lists the delivered items of a block type, and refuses a cursor it did not give', async () => {
    t = await contentTestApi();
    await t.put([
      item({ name: 'B page', schema: 'test-page' }),
      item({ name: 'A page', schema: 'test-page' }),
      item({ name: 'Hidden page', schema: 'test-page', published: false }),
      item({ name: 'Not a page', schema: 'test-note' }),
    ]);
    const pages = await t.filter({ filterBy: [{ path: '/_meta/schema', value: 'test-page' }], parameters: { locale: 'fr-CA' } });
    expect(names(pages)).toEqual(['A page', 'B page']);
    const bad = await t.filter({
      filterBy: [{ path: '/_meta/schema', value: 'test-page' }],
      page: { cursor: 'bm9wZQ' },
      parameters: { locale: 'en-US' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('page.cursor');
    // Any JSON pointer is a path (an item without the field does not match); a path that is none is refused.
    const bodyPath = await t.filter({ filterBy: [{ path: '/name', value: 'x' }], parameters: { locale: 'en-US' } });
    expect(bodyPath.status).toBe(200);
    expect(names(bodyPath)).toEqual([]);
    const notAPointer = await t.filter({ filterBy: [{ path: 'name', value: 'x' }], parameters: { locale: 'en-US' } });
    expect(notAPointer.status).toBe(400);
  });

  it('finds personalised experiences by type, /active, /segment and /category (a list holds the value)', async () => {
    t = await contentTestApi();
    const experience = (name: string, fields: Record<string, unknown>, published = true) =>
      item({ name, schema: 'test-experience', published, body: { active: true, segment: 'loyalty-gold', category: ['boots'], ...fields } });
    await t.put([
      experience('Gold boots', {}),
      experience('Gold boots and socks', { category: ['socks', 'boots'] }),
      experience('Gold socks', { category: ['socks'] }),
      experience('Inactive', { active: false }),
      experience('Silver', { segment: 'loyalty-silver' }),
      experience('Single category', { category: 'boots' }),
      experience('Draft', {}, false),
      item({ name: 'Other type', schema: 'test-note', body: { active: true, segment: 'loyalty-gold', category: ['boots'] } }),
    ]);
    const answer = await t.filter({
      filterBy: [
        { path: '/_meta/schema', value: 'test-experience' },
        { path: '/active', value: true },
        { path: '/segment', value: 'loyalty-gold' },
        { path: '/category', value: 'boots' },
      ],
      parameters: { locale: 'en-US' },
    });
    expect(answer.status).toBe(200);
    expect(names(answer)).toEqual(['Gold boots', 'Gold boots and socks', 'Single category']);
    // Equality keeps the type: the string "true" is not true.
    const asText = await t.filter({ filterBy: [{ path: '/active', value: 'true' }], parameters: { locale: 'en-US' } });
    expect(names(asText)).toEqual([]);
    // Without a type clause every delivered item is considered.
    const anyType = await t.filter({
      filterBy: [{ path: '/segment', value: 'loyalty-gold' }, { path: '/category', value: 'socks' }],
      parameters: { locale: 'en-US' },
    });
    expect(names(anyType)).toEqual(['Gold boots and socks', 'Gold socks']);
  });

  it('reads the body delivered for the locale and the effective moment, and _meta', async () => {
    t = await contentTestApi();
    const start = '2030-01-10T00:00:00.000Z';
    const page = item({ name: 'Page', deliveryKey: 't/sale', schema: 'test-page', body: { active: false, title: localized({ 'en-US': 'Sale', 'fr-CA': 'Soldes' }) } });
    const edition = { id: crypto.randomUUID(), name: 'Sale', start, end: '2030-01-20T00:00:00.000Z', published: true, items: [{ id: page.id, body: { active: true } }] };
    await t.put([page, item({ name: 'Other', schema: 'test-page', body: { active: false } })], [edition]);
    const found = async (clauses: unknown[], parameters: Record<string, unknown> = { locale: 'en-US' }) =>
      names(await t.filter({ filterBy: clauses, parameters }));
    expect(await found([{ path: '/title', value: 'Soldes' }], { locale: 'fr-CA' })).toEqual(['Page']);
    expect(await found([{ path: '/title', value: 'Soldes' }])).toEqual([]);
    expect(await found([{ path: '/_meta/deliveryKey', value: 't/sale' }])).toEqual(['Page']);
    expect(await found([{ path: '/_meta/schema', value: 'test-page' }, { path: '/active', value: true }])).toEqual([]);
    expect(
      await found([{ path: '/_meta/schema', value: 'test-page' }, { path: '/active', value: true }], { locale: 'en-US', effectiveDateTime: start }),
    ).toEqual(['Page']);
  });

  it('sorts by a path, a page at a time, items without a value last; a cursor belongs to its order', async () => {
    t = await contentTestApi();
    const ranked = (name: string, rank?: number) => item({ name, schema: 'test-tile', body: rank === undefined ? {} : { rank } });
    await t.put([ranked('A', 3), ranked('B', 1), ranked('C'), ranked('D', 2), ranked('E', 1), ranked('F', 10)]);
    const byType = { filterBy: [{ path: '/_meta/schema', value: 'test-tile' }], parameters: { locale: 'en-US' } };
    const pages = async (sortBy: Record<string, unknown>, size: number) => {
      const seen: string[][] = [];
      let cursor: string | undefined;
      do {
        const answer = await t.filter({ ...byType, sortBy, page: { size, ...(cursor ? { cursor } : {}) } });
        expect(answer.status).toBe(200);
        seen.push(names(answer));
        cursor = answer.body.page.nextCursor;
      } while (cursor);
      return seen;
    };
    expect(await pages({ key: '/rank' }, 2)).toEqual([['B', 'E'], ['D', 'A'], ['F', 'C']]);
    expect(await pages({ key: '/rank', order: 'DESC' }, 4)).toEqual([['F', 'A', 'D', 'E'], ['B', 'C']]);
    // The default order with a body clause pages as before, by name.
    const withClause = { ...byType, filterBy: [...byType.filterBy, { path: '/rank', value: 1 }] };
    const first = await t.filter({ ...withClause, page: { size: 1 } });
    expect(names(first)).toEqual(['B']);
    expect(names(await t.filter({ ...withClause, page: { size: 1, cursor: first.body.page.nextCursor } }))).toEqual(['E']);

    const byRank = await t.filter({ ...byType, sortBy: { key: '/rank' }, page: { size: 1 } });
    const misused = await t.filter({ ...byType, page: { cursor: byRank.body.page.nextCursor } });
    expect(misused.status).toBe(400);
    expect(misused.body.error).toMatchObject({ code: 'invalid_input', message: expect.stringContaining('page.cursor') });
    const otherKey = await t.filter({ ...byType, sortBy: { key: '/name' }, page: { cursor: byRank.body.page.nextCursor } });
    expect(otherKey.status).toBe(400);
  });

  it('refuses with 400 invalid_input a bad pointer, more than 5 clauses, a page size out of range, a bad value', async () => {
    t = await contentTestApi();
    const parameters = { locale: 'en-US' };
    const clause = { path: '/active', value: true };
    const refused = [
      { filterBy: [{ path: 'active', value: true }], parameters },
      { filterBy: [{ path: '/a~2', value: true }], parameters },
      { filterBy: [{ path: '/a//b', value: true }], parameters },
      { filterBy: Array.from({ length: 6 }, () => clause), parameters },
      { filterBy: [], parameters },
      { filterBy: [clause], page: { size: 0 }, parameters },
      { filterBy: [clause], page: { size: 51 }, parameters },
      { filterBy: [{ path: '/active', value: { nested: true } }], parameters },
      { filterBy: [clause], sortBy: { key: 'rank' }, parameters },
      { filterBy: [clause], page: { cursor: 'x'.repeat(9000) }, parameters },
    ];
    for (const body of refused) {
      const answer = await t.filter(body);
      expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(answer.body.error.code).toBe('invalid_input');
    }
    const tooMany = await t.filter(refused[3]!);
    expect(tooMany.body.error.message).toContain('at most 5 filterBy clauses');
    expect((await t.filter({ filterBy: [clause], page: { size: 50 }, parameters })).status).toBe(200);
  });
});
