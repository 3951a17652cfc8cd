import { afterEach, describe, expect, it } from 'vitest';
import type { JsonBody } from '../../../testing/shopper-call.js';
import { contentTestApi, item, type ContentTestApi } from './testing.js';

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
    const unknownPath = await t.filter({ filterBy: [{ path: '/name', value: 'x' }], parameters: { locale: 'en-US' } });
    expect(unknownPath.status).toBe(400);
  });
});
