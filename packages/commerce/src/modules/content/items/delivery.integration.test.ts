import { afterEach, describe, expect, it } from 'vitest';
import type { JsonBody } from '../../../testing/shopper-call.js';
import { contentTestApi, item, itemLoads, localized, pageOfLeaves, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

describe('POST /cms/fetch', () => {
  it('answers 12 requests in the order asked, and refuses 13 naming the limit', async () => {
    t = await contentTestApi();
    const items = Array.from({ length: 13 }, (_, i) => item({ deliveryKey: `note-${i}`, name: `Note ${i}`, body: { n: i } }));
    await t.put(items);
    const twelve = items.slice(0, 12).reverse().map((i) => ({ key: i.deliveryKey }));
    const ok = await t.fetch(twelve);
    expect(ok.status).toBe(200);
    expect(ok.body.responses.map((r: JsonBody) => r.content.n)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

    const thirteen = await t.fetch(items.map((i) => ({ id: i.id })));
    expect(thirteen.status).toBe(400);
    expect(thirteen.body.error.message).toContain('at most 12 requests per fetch');
    expect((await t.fetch([])).status).toBe(400);
  });

  it('delivers an item with its _meta, and the not-found type in place for what is not delivered', async () => {
    t = await contentTestApi();
    const parent = item({ name: 'Pages' });
    const page = item({ deliveryKey: 't/size-guide', name: 'Size guide', parentId: parent.id, body: { heading: 'Sizes' } });
    const draft = item({ deliveryKey: 'draft', published: false });
    await t.put([parent, page, draft]);
    const answer = await t.fetch([{ key: 'nothing-here' }, { key: 't/size-guide' }, { id: draft.id }, { key: 'draft' }]);
    expect(answer.status).toBe(200);
    expect(answer.body.responses).toEqual([
      { error: { type: 'CONTENT_NOT_FOUND', message: expect.any(String), data: { key: 'nothing-here' } } },
      {
        content: {
          _meta: {
            schema: 'test-note',
            name: 'Size guide',
            deliveryId: page.id,
            deliveryKey: 't/size-guide',
            hierarchy: { parentId: parent.id },
          },
          heading: 'Sizes',
        },
      },
      { error: { type: 'CONTENT_NOT_FOUND', message: expect.any(String), data: { id: draft.id } } },
      { error: { type: 'CONTENT_NOT_FOUND', message: expect.any(String), data: { key: 'draft' } } },
    ]);
  });

  it('resolves localised values with the fallback en-*,*', async () => {
    t = await contentTestApi();
    const note = item({
      deliveryKey: 'greeting',
      body: {
        title: localized({ 'en-US': 'Hello', 'fr-CA': 'Bonjour' }),
        subtitle: localized({ 'en-US': 'Welcome in' }),
        onlyFrench: localized({ 'fr-CA': 'Seulement' }),
        list: [localized({ 'en-US': 'One', 'fr-CA': 'Un' })],
      },
    });
    await t.put([note]);
    const content = async (locale: string) => (await t.fetch([{ key: 'greeting' }], { locale })).body.responses[0].content;
    expect(await content('fr-CA')).toMatchObject({ title: 'Bonjour', subtitle: 'Welcome in', onlyFrench: 'Seulement', list: ['Un'] });
    expect(await content('en-CA')).toMatchObject({ title: 'Hello', subtitle: 'Welcome in', onlyFrench: 'Seulement', list: ['One'] });
    expect(await content('en-US')).toMatchObject({ title: 'Hello', list: ['One'] });
  });

  it('depth all inlines references level by level, 12 ids at a time; depth root leaves them', async () => {
    const { loads, onQuery } = itemLoads();
    t = await contentTestApi({ onQuery });
    const { leaves, middle, items } = pageOfLeaves();
    await t.put(items);

    loads.length = 0;
    const all = (await t.fetch([{ key: 'page' }], { locale: 'en-US', depth: 'all' })).body.responses[0].content;
    expect(all.content[0]._meta.name).toBe('Middle');
    expect(all.content[0].children.map((c: JsonBody) => c.n)).toEqual(leaves.map((_, i) => i));
    expect(all.extra).toMatchObject({ _meta: { deliveryId: leaves[0]!.id }, n: 0 });
    // The page's level (middle and leaf 0), then the 12 other leaves of the middle's level.
    expect(loads.map((ids) => ids.length).every((n) => n <= 12)).toBe(true);
    expect(loads.flat()).toEqual(expect.arrayContaining(leaves.slice(1).map((l) => l.id)));

    const root = (await t.fetch([{ key: 'page' }], { locale: 'en-US', depth: 'root' })).body.responses[0].content;
    expect(root.content).toEqual([ref(middle)]);
    expect(root.extra).toEqual(ref(leaves[0]!));
  });

  it('stops a cycle at the repeat and leaves a reference to an item that is not delivered', async () => {
    t = await contentTestApi();
    const a = item({ name: 'A', deliveryKey: 'a' });
    const b = item({ name: 'B' });
    const hidden = item({ name: 'Hidden', published: false });
    a.body = { next: ref(b) };
    b.body = { back: ref(a), hidden: ref(hidden) };
    await t.put([a, b, hidden]);
    const content = (await t.fetch([{ key: 'a' }])).body.responses[0].content;
    expect(content.next._meta.name).toBe('B');
    expect(content.next.back).toEqual(ref(a));
    expect(content.next.hidden).toEqual(ref(hidden));
  });

  it('follows references at most 8 levels down', async () => {
    t = await contentTestApi();
    const chain = Array.from({ length: 11 }, (_, i) => item({ name: `Level ${i}`, ...(i === 0 ? { deliveryKey: 'top' } : {}) }));
    chain.forEach((link, i) => (link.body = chain[i + 1] ? { next: ref(chain[i + 1]!) } : {}));
    await t.put(chain);
    let node = (await t.fetch([{ key: 'top' }])).body.responses[0].content;
    for (let level = 1; level <= 8; level += 1) {
      node = node.next;
      expect(node._meta.name).toBe(`Level ${level}`);
    }
    expect(node.next).toEqual(ref(chain[9]!));
  });
});

describe('the cache', () => {
  it('answers a repeated fetch without reading the items again; another locale is its own tree', async () => {
    let reads = 0;
    t = await contentTestApi({ onQuery: (query) => void (/from "content_items"/i.test(query) && (reads += 1)) });
    const leaf = item({ name: 'Leaf', body: { title: localized({ 'en-US': 'Hello', 'fr-CA': 'Bonjour' }) } });
    await t.put([leaf, item({ deliveryKey: 'page', body: { content: [ref(leaf)] } })]);
    reads = 0;
    const first = await t.fetch([{ key: 'page' }]);
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    const again = await t.fetch([{ key: 'page' }]);
    expect(reads).toBe(0);
    expect(again.body).toEqual(first.body);
    const french = await t.fetch([{ key: 'page' }], { locale: 'fr-CA' });
    expect(reads).toBeGreaterThan(0);
    expect(french.body.responses[0].content.content[0].title).toBe('Bonjour');
  });
});

describe('editions', () => {
  const start = '2030-01-10T00:00:00.000Z';
  const end = '2030-01-20T00:00:00.000Z';

  it('a published edition’s body applies from its start to its end, with the edition in _meta', async () => {
    t = await contentTestApi();
    const banner = item({ deliveryKey: 'banner', body: { text: 'Regular' } });
    const saleOnly = item({ deliveryKey: 'sale-only', published: false, body: { text: 'Sale only' } });
    const edition = { id: crypto.randomUUID(), name: 'January sale', start, end, published: true };
    await t.put([banner, saleOnly], [{ ...edition, items: [{ id: banner.id, body: { text: 'Sale' } }, { id: saleOnly.id, body: { text: 'Sale only' } }] }]);
    const at = async (effectiveDateTime?: string) =>
      (await t.fetch([{ key: 'banner' }, { key: 'sale-only' }], { locale: 'en-US', ...(effectiveDateTime ? { effectiveDateTime } : {}) })).body.responses;

    const now = await at();
    expect(now[0].content.text).toBe('Regular');
    expect(now[0].content._meta.edition).toBeUndefined();
    expect(now[1].error.type).toBe('CONTENT_NOT_FOUND');

    const before = await at('2030-01-09T23:59:59Z');
    expect(before[0].content.text).toBe('Regular');
    const during = await at(start);
    expect(during[0].content).toMatchObject({ text: 'Sale', _meta: { edition: { id: edition.id, start, end } } });
    expect(during[1].content.text).toBe('Sale only');
    const after = await at(end);
    expect(after[0].content.text).toBe('Regular');
    expect(after[1].error.type).toBe('CONTENT_NOT_FOUND');
  });

  it('an unpublished edition never applies; of two live editions the later start wins', async () => {
    t = await contentTestApi();
    const banner = item({ deliveryKey: 'banner', body: { text: 'Regular' } });
    await t.put(
      [banner],
      [
        { id: crypto.randomUUID(), name: 'Long', start, end, published: true, items: [{ id: banner.id, body: { text: 'Long' } }] },
        { id: crypto.randomUUID(), name: 'Flash', start: '2030-01-12T00:00:00Z', end: '2030-01-13T00:00:00Z', published: true, items: [{ id: banner.id, body: { text: 'Flash' } }] },
        { id: crypto.randomUUID(), name: 'Draft', start, end, published: false, items: [{ id: banner.id, body: { text: 'Draft' } }] },
      ],
    );
    const text = async (effectiveDateTime: string) =>
      (await t.fetch([{ key: 'banner' }], { locale: 'en-US', effectiveDateTime })).body.responses[0].content.text;
    expect(await text('2030-01-11T00:00:00Z')).toBe('Long');
    expect(await text('2030-01-12T06:00:00Z')).toBe('Flash');
    expect(await text('2030-01-15T00:00:00Z')).toBe('Long');
  });
});
