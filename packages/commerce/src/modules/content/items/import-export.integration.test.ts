import { afterEach, describe, expect, it } from 'vitest';
import { ContentImportError, exportContentItems, importContentItems } from './import-export.js';
import type { StoredEdition } from './stored.js';
import { contentTestApi, item, localized, ref, type ContentTestApi } from './testing.js';

let t: ContentTestApi;
afterEach(async () => {
  await t?.close();
});

describe('importContentItems', () => {
  it('refuses the whole import when anything is invalid, listing every error, and keeps nothing', async () => {
    t = await contentTestApi();
    const fine = item({ name: 'Fine', deliveryKey: 'fine' });
    const badBlock = item({ name: 'Spacer', schema: 'blank', body: { height: 'enormous' } });
    const missing = crypto.randomUUID();
    const dangling = item({ name: 'Dangling', body: { next: ref(item({ id: missing })) } });
    const badKey = item({ name: 'Bad key', deliveryKey: 'Not A Key' });
    const orphan = item({ name: 'Orphan', parentId: crypto.randomUUID() });
    const edition: StoredEdition = {
      id: crypto.randomUUID(),
      name: 'Backwards',
      start: '2030-02-01T00:00:00Z',
      end: '2030-01-01T00:00:00Z',
      published: true,
      items: [{ id: crypto.randomUUID(), body: {} }],
    };
    const error = await importContentItems(t.db, { items: [fine, badBlock, dangling, badKey, orphan], editions: [edition] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentImportError);
    const errors = (error as ContentImportError).errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ item: badBlock.id, path: 'body.height' }),
        expect.objectContaining({ item: dangling.id, path: 'body.next', message: expect.stringContaining(missing) }),
        expect.objectContaining({ item: badKey.id, path: 'deliveryKey' }),
        expect.objectContaining({ item: orphan.id, path: 'parentId' }),
        expect.objectContaining({ item: edition.id, path: 'end', message: 'must be after start' }),
        expect.objectContaining({ item: edition.id, path: 'items.0.id' }),
      ]),
    );
    expect(errors.some((e) => e.item === fine.id)).toBe(false);
    expect((error as Error).message).toContain('nothing was written');
    expect(await exportContentItems(t.db)).toEqual({ items: [], editions: [] });
  });

  it('is idempotent by id: the same bundle twice leaves the same state; a changed item is replaced', async () => {
    t = await contentTestApi();
    const root = item({ name: 'Root', deliveryKey: 'root' });
    // Children listed before their parent: the import orders the writes.
    const child = item({ name: 'Child', parentId: root.id, body: { title: localized({ 'en-US': 'Hi', 'fr-CA': 'Salut' }) } });
    const page = item({ name: 'Page', deliveryKey: 't/page', body: { content: [ref(child)] }, published: false });
    const edition: StoredEdition = {
      id: crypto.randomUUID(),
      name: 'Sale',
      start: '2030-01-01T00:00:00.000Z',
      end: '2030-01-02T00:00:00.000Z',
      published: true,
      items: [{ id: page.id, body: { content: [] } }],
    };
    const progress: [number, number][] = [];
    expect(await importContentItems(t.db, { items: [child, page, root], editions: [edition] }, (d, n) => progress.push([d, n]))).toEqual({
      items: 3,
      editions: 1,
    });
    expect(progress.at(-1)).toEqual([4, 4]);
    const once = await exportContentItems(t.db);
    await importContentItems(t.db, { items: [child, page, root], editions: [edition] });
    const twice = await exportContentItems(t.db);
    expect(twice).toEqual(once);
    expect(once.items.map((i) => i.id)).toEqual([child.id, page.id, root.id].sort());
    expect(once.items.find((i) => i.id === page.id)).toMatchObject({ published: false, deliveryKey: 't/page' });
    expect(once.editions).toEqual([edition]);
    const versions = async () => (await t.call('GET', `/cms/manage/items/${root.id}`)).body.version;
    expect(await versions()).toBe(1);

    await importContentItems(t.db, { items: [{ ...root, name: 'Root renamed' }], editions: [{ ...edition, items: [] }] });
    expect(await versions()).toBe(2);
    const after = await exportContentItems(t.db);
    expect(after.items.find((i) => i.id === root.id)?.name).toBe('Root renamed');
    expect(after.editions[0]?.items).toEqual([]);
    // Two items swapping keys in one import.
    await importContentItems(t.db, { items: [{ ...root, deliveryKey: 't/page' }, { ...page, deliveryKey: 'root' }], editions: [] });
    const swapped = await exportContentItems(t.db);
    expect(swapped.items.find((i) => i.id === root.id)?.deliveryKey).toBe('t/page');
    expect(swapped.items.find((i) => i.id === page.id)?.deliveryKey).toBe('root');
    // What was imported is what is delivered (the published ones).
    const delivered = await t.fetch([{ id: child.id }], { locale: 'fr-CA' });
    expect(delivered.body.responses[0].content).toMatchObject({ title: 'Salut', _meta: { hierarchy: { parentId: root.id } } });
  });
});
