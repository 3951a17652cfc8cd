import { isChunkLoadError, type ChunkLoadError } from './chunk-load-error';

/**
 * Whether the offline screen shows (spec 3 §4.7): a page chunk failed, and the shopper has neither
 * retried, come back online nor gone elsewhere since. `retrying` while a retry is under way.
 */
export type ChunkGuardState =
  { status: 'idle' } | { status: 'failed'; path: string; error: ChunkLoadError; retrying: boolean };

export type ChunkGuard = {
  /**
   * Settles when the chunks `path` needs have loaded, so that the navigation may go on. After a
   * failure it waits for a retry or the connection; a navigation given up (another one began, or
   * the location changed while the failure showed) never settles, and so never goes on.
   */
  whenReady(path: string): Promise<void>;
  /** The shopper's Retry Connection: tries the failed chunks again. */
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
  let attemptAgain: (() => void) | undefined;
  /** A navigation has failed and is not yet through: a change of location gives it up. */
  let failedOnce = false;
  /** Where the last navigation let go is going: its arrival is no change of the shopper's. */
  let released: string | undefined;
  const samePath = (a: string, b: string) => a.replace(/\/(?=\?|$)/, '') === b.replace(/\/(?=\?|$)/, '');
  const listeners = new Set<() => void>();
  const set = (next: ChunkGuardState) => {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const finish = () => {
    attemptAgain = undefined;
    failedOnce = false;
    set(IDLE);
  };

  return {
    whenReady(path) {
      const navigation = ++current;
      // A new navigation replaces the failure shown for the last one.
      finish();
      return new Promise<void>((resolve) => {
        const attempt = () => {
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
                resolve();
                return;
              }
              report(error);
              attemptAgain = attempt;
              failedOnce = true;
              set({ status: 'failed', path, error, retrying: false });
            },
          );
        };
        attempt();
      });
    },
    retry() {
      if (state.status !== 'failed' || state.retrying || !attemptAgain) return;
      set({ ...state, retrying: true });
      attemptAgain();
    },
    online() {
      if (state.status !== 'failed' || !attemptAgain) return;
      const again = attemptAgain;
      set(IDLE);
      again();
    },
    locationChanged(path) {
      const arrival = released !== undefined && samePath(path, released);
      released = undefined;
      if (!failedOnce || arrival) return;
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
