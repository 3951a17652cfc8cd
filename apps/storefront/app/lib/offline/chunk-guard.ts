import { isChunkLoadError, type ChunkLoadError } from './chunk-load-error';

/**
 * Whether the offline screen shows (spec 3 §4.7): a page chunk failed, and the shopper has neither
 * retried successfully, come back online nor gone elsewhere since.
 */
export type ChunkGuardState = { status: 'idle' } | { status: 'failed'; path: string; error: ChunkLoadError };

export type ChunkGuard = {
  /**
   * Settles when the chunks `path` needs have loaded, so that the navigation may go on. After a
   * failure it waits for a retry or the connection; a navigation given up (another one began, or
   * the location changed while the failure showed) never settles, and so never goes on.
   */
  whenReady(path: string): Promise<void>;
  /** The shopper's Retry Connection: tries the failed chunks again (the message stays meanwhile). */
  retry(): void;
  /** The browser is online again: the screen goes, and the page is tried again (shown again if it fails). */
  online(): void;
  /**
   * The location changed (to `path`): a failure shown is given up, unless the change is the
   * arrival of a navigation this guard let go earlier (it may arrive after a later one failed).
   */
  locationChanged(path: string): void;
  getState(): ChunkGuardState;
  subscribe(listener: () => void): () => void;
};

export const IDLE: ChunkGuardState = { status: 'idle' };

/**
 * The chunk-failure state machine. `load` loads a path's chunks and fails with a ChunkLoadError
 * (route-chunks.ts); `report` hears each failure (logged).
 */
export function createChunkGuard(
  load: (path: string) => Promise<void>,
  report: (error: ChunkLoadError) => void = () => {},
): ChunkGuard {
  let state: ChunkGuardState = IDLE;
  /** The navigation that counts: an older one is given up. */
  let current = 0;
  /** Tries the failed navigation again; set from its failure until it is through or given up. */
  let again: (() => void) | undefined;
  /** Where the last navigation let go is going: its arrival is no change of the shopper's. */
  let released: string | undefined;
  const listeners = new Set<() => void>();
  const set = (next: ChunkGuardState) => {
    if (next === state) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  const finish = () => {
    again = undefined;
    set(IDLE);
  };
  const bare = (path: string) => path.replace(/\/(?=\?|$)/, '');

  return {
    whenReady(path) {
      const navigation = ++current;
      // A new navigation replaces the failure shown for the last one.
      finish();
      return new Promise<void>((resolve) => {
        const attempt = () =>
          load(path).then(
            () => {
              if (navigation !== current) return;
              finish();
              released = path;
              resolve();
            },
            (error: unknown) => {
              if (navigation !== current) return;
              if (!isChunkLoadError(error)) {
                // Not a chunk that failed: React Router goes on and answers for it.
                finish();
                released = path;
                resolve();
                return;
              }
              report(error);
              again = attempt;
              set({ status: 'failed', path, error });
            },
          );
        attempt();
      });
    },
    retry: () => again?.(),
    online() {
      const retry = again;
      if (state.status !== 'failed' || !retry) return;
      set(IDLE);
      retry();
    },
    locationChanged(path) {
      const arrival = released !== undefined && bare(path) === bare(released);
      released = undefined;
      if (!again || arrival) return;
      current += 1;
      finish();
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
