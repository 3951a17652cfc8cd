import { describe, expect, it } from 'vitest';
import { createWishlistStore, type ToggleAnswer, type WishlistRef, type WishlistTransport } from './wishlist-store';

/** A transport whose answers the test releases one by one. */
function controlled() {
  const loads: { resolve: (items: WishlistRef[]) => void; reject: (e: Error) => void }[] = [];
  const toggles: { intent: string; productId: string; resolve: (a: ToggleAnswer) => void }[] = [];
  const transport: WishlistTransport = {
    load: () => new Promise((resolve, reject) => loads.push({ resolve: (items) => resolve({ items }), reject })),
    toggle: (intent, productId) => new Promise((resolve) => toggles.push({ intent, productId, resolve })),
  };
  return { transport, loads, toggles };
}
const ref = (productId: string): WishlistRef => ({ productId, itemId: `item-${productId}` });
const ok = (intent: 'add' | 'remove', productId: string, ids: string[]): ToggleAnswer => ({
  ok: true,
  intent,
  productId,
  items: ids.map(ref),
});
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('the wishlist store', () => {
  it('loads the saved ids once, however many hearts ask', async () => {
    const { transport, loads } = controlled();
    const store = createWishlistStore(transport);
    void store.load();
    void store.load();
    expect(loads).toHaveLength(1);
    expect(store.getSnapshot().status).toBe('loading');
    loads[0]!.resolve([ref('P1'), ref('P2')]);
    await flush();
    expect(store.getSnapshot().status).toBe('ready');
    expect([...store.getSnapshot().saved]).toEqual(['P1', 'P2']);
    await store.load();
    expect(loads).toHaveLength(1);
  });

  it('adds what is not saved and removes what is, turning the heart at once', async () => {
    const { transport, toggles } = controlled();
    const store = createWishlistStore(transport);
    const adding = store.toggle('P1');
    expect(toggles[0]).toMatchObject({ intent: 'add', productId: 'P1' });
    expect(store.getSnapshot().saved.has('P1')).toBe(true);
    expect(store.getSnapshot().pending.has('P1')).toBe(true);
    toggles[0]!.resolve(ok('add', 'P1', ['P1']));
    expect(await adding).toMatchObject({ ok: true, intent: 'add' });
    expect(store.getSnapshot().pending.size).toBe(0);

    const removing = store.toggle('P1');
    expect(toggles[1]).toMatchObject({ intent: 'remove', productId: 'P1' });
    expect(store.getSnapshot().saved.has('P1')).toBe(false);
    toggles[1]!.resolve(ok('remove', 'P1', []));
    await removing;
    expect(store.getSnapshot().saved.size).toBe(0);
  });

  it('ignores a second click while the first is under way (double-click guard)', async () => {
    const { transport, toggles } = controlled();
    const store = createWishlistStore(transport);
    const first = store.toggle('P1');
    expect(await store.toggle('P1')).toEqual({ ok: 'ignored' });
    expect(toggles).toHaveLength(1);
    // Another product's heart is not held up.
    void store.toggle('P2');
    expect(toggles).toHaveLength(2);
    toggles[0]!.resolve(ok('add', 'P1', ['P1']));
    await first;
    void store.toggle('P1');
    expect(toggles).toHaveLength(3);
    expect(toggles[2]!.intent).toBe('remove');
  });

  it('turns the heart back and answers the message when the shop refuses or cannot be reached', async () => {
    const store = createWishlistStore({
      load: () => Promise.resolve({ items: [ref('P1')] }),
      toggle: (intent) =>
        intent === 'add'
          ? Promise.resolve({ ok: false, status: 400, message: "Product 'P2' does not exist or is no longer sold." })
          : Promise.reject(new Error('Failed to fetch')),
    });
    await store.load();
    expect(await store.toggle('P2')).toEqual({
      ok: false,
      status: 400,
      message: "Product 'P2' does not exist or is no longer sold.",
    });
    expect(store.getSnapshot().saved.has('P2')).toBe(false);
    expect(await store.toggle('P1')).toMatchObject({ ok: false, status: 0, message: 'Failed to fetch' });
    expect(store.getSnapshot().saved.has('P1')).toBe(true);
    expect(store.getSnapshot().pending.size).toBe(0);
  });

  it('keeps a toggle’s answer over an older load that arrives after it', async () => {
    const { transport, loads, toggles } = controlled();
    const store = createWishlistStore(transport);
    void store.load();
    const adding = store.toggle('P1', 'add');
    toggles[0]!.resolve(ok('add', 'P1', ['P1']));
    await adding;
    loads[0]!.resolve([]); // read before the add was written
    await flush();
    expect(store.getSnapshot()).toMatchObject({ status: 'ready' });
    expect(store.getSnapshot().saved.has('P1')).toBe(true);
  });

  it('forgets everything when the customer signs out', async () => {
    const store = createWishlistStore({
      load: () => Promise.resolve({ items: [ref('P1')] }),
      toggle: () => Promise.reject(new Error('unused')),
    });
    await store.load();
    let notified = 0;
    store.subscribe(() => notified++);
    store.reset();
    store.reset();
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'idle' });
    expect(store.getSnapshot().saved.size).toBe(0);
  });
});
