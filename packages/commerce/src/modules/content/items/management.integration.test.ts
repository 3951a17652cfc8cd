import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { CHANGES_CHANNEL } from '../../../events/changes.js';
import { contentItems } from './schema.js';
import { CONTENT_TOKEN, contentTestApi, item, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

const note = (overrides: Record<string, unknown> = {}) => ({ name: 'Note', schema: 'test-note', body: { text: 'One' }, ...overrides });
const storedItems = async () => (await t.db.select({ n: count() }).from(contentItems))[0]!.n;

describe('/cms/manage authorisation', () => {
  it('does not exist without CONTENT_API_TOKEN, refuses a wrong token, and takes the right one', async () => {
    t = await contentTestApi({ contentToken: undefined });
    expect((await t.call('POST', '/cms/manage/items', note(), CONTENT_TOKEN)).status).toBe(404);
    await t.close();

    t = await contentTestApi();
    const wrong = await t.call('POST', '/cms/manage/items', note(), 'x'.repeat(40));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toContain('CONTENT_API_TOKEN');
    expect((await t.call('POST', '/cms/manage/items', note(), null)).status).toBe(401);
    expect((await t.call('POST', '/cms/manage/items', note())).status).toBe(201);
    // Delivery needs no token.
    expect((await t.call('POST', '/cms/fetch', { requests: [{ key: 'x' }], parameters: { locale: 'en-US' } }, null)).status).toBe(200);
  });
});

describe('items', () => {
  it('a draft is delivered once published, a publish is seen by the next fetch, and every write is announced', async () => {
    t = await contentTestApi();
    const heard: string[] = [];
    const stop = await t.handle.listen(CHANGES_CHANNEL, { message: (m) => heard.push(m), gap: () => {} });
    try {
      const created = await t.call('POST', '/cms/manage/items', note({ deliveryKey: 'promo' }));
      expect(created.body).toMatchObject({ id: expect.any(String), version: 1, published: null, draft: { text: 'One' } });
      const id = created.body.id as string;
      expect((await t.fetch([{ key: 'promo' }])).body.responses[0].error.type).toBe('CONTENT_NOT_FOUND');

      expect((await t.call('POST', `/cms/manage/items/${id}/publish`)).body).toMatchObject({ version: 2, published: { text: 'One' } });
      expect((await t.fetch([{ key: 'promo' }])).body.responses[0].content.text).toBe('One');

      // The cached tree is dropped by the write: the next fetch sees the new text.
      const updated = await t.call('PUT', `/cms/manage/items/${id}`, { ...note({ deliveryKey: 'promo', body: { text: 'Two' } }), version: 2 });
      expect(updated.status).toBe(200);
      expect((await t.fetch([{ key: 'promo' }])).body.responses[0].content.text).toBe('One');
      await t.call('POST', `/cms/manage/items/${id}/publish`, { version: 3 });
      expect((await t.fetch([{ key: 'promo' }])).body.responses[0].content.text).toBe('Two');

      await t.call('POST', `/cms/manage/items/${id}/unpublish`);
      expect((await t.fetch([{ key: 'promo' }])).body.responses[0].error.type).toBe('CONTENT_NOT_FOUND');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard.filter((h) => h === 'content').length).toBeGreaterThanOrEqual(5);
    } finally {
      await stop();
    }
  });

  it('refuses a body its block schema refuses, or a reference to nothing, and keeps nothing', async () => {
    t = await contentTestApi();
    const before = await storedItems();
    const id = crypto.randomUUID();
    const invalid = await t.call('POST', '/cms/manage/items', { id, name: 'Spacer', schema: 'blank', body: { height: 'enormous' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.code).toBe('invalid_input');
    expect(invalid.body.error.details).toEqual([expect.objectContaining({ item: id, path: 'body.height', message: expect.any(String) })]);

    const missing = crypto.randomUUID();
    const dangling = await t.call('POST', '/cms/manage/items', note({ body: { next: ref(item({ id: missing })) } }));
    expect(dangling.status).toBe(400);
    expect(dangling.body.error.details[0]).toMatchObject({ path: 'body.next', message: expect.stringContaining(missing) });
    expect(await storedItems()).toBe(before);
  });

  it('refuses an update naming an older version (409) and a taken delivery key (409)', async () => {
    t = await contentTestApi();
    const first = (await t.call('POST', '/cms/manage/items', note({ deliveryKey: 'first' }))).body;
    await t.call('POST', '/cms/manage/items', note({ deliveryKey: 'second' }));
    expect((await t.call('PUT', `/cms/manage/items/${first.id}`, { ...note({ body: { text: 'Mine' } }), version: 1 })).status).toBe(200);
    const stale = await t.call('PUT', `/cms/manage/items/${first.id}`, { ...note({ body: { text: 'Theirs' } }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', details: { current: 2 } });
    expect((await t.call('GET', `/cms/manage/items/${first.id}`)).body.draft).toEqual({ text: 'Mine' });
    const taken = await t.call('PUT', `/cms/manage/items/${first.id}`, { ...note({ deliveryKey: 'second' }), version: 2 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('delivery_key_taken');
  });

  it('refuses to delete an item a published item references or that has children, then deletes it', async () => {
    t = await contentTestApi();
    const banner = item({ name: 'Banner' });
    const page = item({ name: 'Page', body: { content: [ref(banner)] } });
    const child = item({ name: 'Child', parentId: banner.id });
    await t.put([banner, page, child]);
    const refused = await t.call('DELETE', `/cms/manage/items/${banner.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'content_in_use', details: { referencedBy: [page.id], children: [child.id] } });
    await t.call('DELETE', `/cms/manage/items/${child.id}`);
    await t.call('POST', `/cms/manage/items/${page.id}/unpublish`);
    expect((await t.call('DELETE', `/cms/manage/items/${banner.id}`)).status).toBe(204);
    expect((await t.call('GET', `/cms/manage/items/${banner.id}`)).status).toBe(404);
  });
});

describe('editions', () => {
  it('are created, filled, published and scheduled over the API', async () => {
    t = await contentTestApi();
    const banner = item({ deliveryKey: 'banner', body: { text: 'Regular' } });
    await t.put([banner]);
    const created = await t.call('POST', '/cms/manage/editions', { name: 'Sale', start: '2030-03-01T00:00:00Z', end: '2030-03-02T00:00:00Z' });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const filled = await t.call('PUT', `/cms/manage/editions/${id}/items/${banner.id}`, { body: { text: 'Sale' } });
    expect(filled.body.items).toEqual([{ id: banner.id, body: { text: 'Sale' } }]);
    const during = { locale: 'en-US', effectiveDateTime: '2030-03-01T12:00:00Z' };
    expect((await t.fetch([{ key: 'banner' }], during)).body.responses[0].content.text).toBe('Regular');
    await t.call('POST', `/cms/manage/editions/${id}/publish`);
    expect((await t.fetch([{ key: 'banner' }], during)).body.responses[0].content.text).toBe('Sale');
    const moved = await t.call('PUT', `/cms/manage/editions/${id}`, {
      name: 'Sale',
      start: '2030-04-01T00:00:00Z',
      end: '2030-04-02T00:00:00Z',
      version: filled.body.version + 1,
    });
    expect(moved.status).toBe(200);
    expect((await t.fetch([{ key: 'banner' }], during)).body.responses[0].content.text).toBe('Regular');
    const backwards = await t.call('PUT', `/cms/manage/editions/${id}`, { name: 'Sale', start: '2030-04-02T00:00:00Z', end: '2030-04-01T00:00:00Z', version: moved.body.version });
    expect(backwards.status).toBe(400);
    expect((await t.call('DELETE', `/cms/manage/editions/${id}`)).status).toBe(204);
  });
});
