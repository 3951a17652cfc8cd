/**
 * The hearts' shared state (spec 2 §4 "Wishlist toggle"): which products the signed-in customer
 * has saved, and which toggles are under way. One store per page for every heart on it, read with
 * useSyncExternalStore; no React in here, so the rules are unit-tested on their own.
 */

export type WishlistRef = { productId: string; itemId: string };
export type ToggleIntent = 'add' | 'remove';
/** What the `/wishlist-state` action answers. */
export type ToggleAnswer =
  | { ok: true; intent: ToggleIntent; productId: string; items: WishlistRef[] }
  | { ok: false; status: number; message: string };
/** A toggle's outcome; `ignored` when the same heart was already busy (a double click). */
export type ToggleOutcome = ToggleAnswer | { ok: 'ignored' };

export type WishlistSnapshot = {
  /** idle: nothing asked yet (a guest, or before the first load); error: the saved ids could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  saved: ReadonlySet<string>;
  pending: ReadonlySet<string>;
};

export type WishlistTransport = {
  load(): Promise<{ items: WishlistRef[] }>;
  toggle(intent: ToggleIntent, productId: string): Promise<ToggleAnswer>;
};

export const EMPTY_WISHLIST: WishlistSnapshot = { status: 'idle', saved: new Set(), pending: new Set() };

const idsOf = (items: WishlistRef[]) => new Set(items.map((i) => i.productId));
const withId = (set: ReadonlySet<string>, id: string) => new Set(set).add(id);
const withoutId = (set: ReadonlySet<string>, id: string) => {
  const next = new Set(set);
  next.delete(id);
  return next;
};

export function createWishlistStore(transport: WishlistTransport) {
  let snapshot = EMPTY_WISHLIST;
  /** Bumped by every answer that carries the saved ids: an older load must not overwrite a newer toggle. */
  let version = 0;
  const listeners = new Set<() => void>();
  const set = (next: Partial<WishlistSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Reads the saved ids once per page visit (signed-in customers only); later calls do nothing. */
    async load(): Promise<void> {
      if (snapshot.status === 'loading' || snapshot.status === 'ready') return;
      const started = version;
      set({ status: 'loading' });
      try {
        const { items } = await transport.load();
        set(version === started ? { status: 'ready', saved: idsOf(items) } : { status: 'ready' });
      } catch {
        // The hearts show nothing saved; a toggle still works and answers the real state.
        if (version === started) set({ status: 'error' });
      }
    },
    /** Signed out: nothing saved any more. */
    reset() {
      if (snapshot === EMPTY_WISHLIST) return;
      version++;
      snapshot = EMPTY_WISHLIST;
      for (const listener of listeners) listener();
    },
    /**
     * Adds or removes a product (by default the opposite of what the heart shows). The heart turns
     * at once and turns back if the shop refuses; a second click while the first is under way is
     * ignored (the double-click guard), so one click is one request.
     */
    async toggle(productId: string, intent?: ToggleIntent): Promise<ToggleOutcome> {
      if (snapshot.pending.has(productId)) return { ok: 'ignored' };
      const chosen = intent ?? (snapshot.saved.has(productId) ? 'remove' : 'add');
      const before = snapshot.saved;
      set({
        pending: withId(snapshot.pending, productId),
        saved: chosen === 'add' ? withId(before, productId) : withoutId(before, productId),
      });
      let answer: ToggleAnswer;
      try {
        answer = await transport.toggle(chosen, productId);
      } catch (error) {
        answer = { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
      }
      if (answer.ok) {
        version++;
        set({ status: 'ready', saved: idsOf(answer.items), pending: withoutId(snapshot.pending, productId) });
      } else {
        const saved = before.has(productId) ? withId(snapshot.saved, productId) : withoutId(snapshot.saved, productId);
        set({ saved, pending: withoutId(snapshot.pending, productId) });
      }
      return answer;
    },
  };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The browser's way to the `/wishlist-state` resource route (same origin, session cookie). */
export const browserTransport: WishlistTransport = {
  async load() {
    const response = await fetch('/wishlist-state', { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Request failed with status ${response.status} ${response.statusText}`);
    return (await response.json()) as { items: WishlistRef[] };
  },
  async toggle(intent, productId) {
    const body = new FormData();
    body.set('intent', intent);
    body.set('productId', productId);
    const response = await fetch('/wishlist-state', { method: 'POST', body, headers: { accept: 'application/json' } });
    const answer = (await response.json().catch(() => undefined)) as ToggleAnswer | undefined;
    return (
      answer ?? {
        ok: false,
        status: response.status,
        message: `Request failed with status ${response.status} ${response.statusText}`,
      }
    );
  },
};

/** The page's one store. */
export const wishlistStore = createWishlistStore(browserTransport);
