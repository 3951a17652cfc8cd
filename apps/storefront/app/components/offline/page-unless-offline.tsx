import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { chunkGuard, useChunkGuard } from '~/lib/offline/chunk-guard-browser';
import { OfflineScreen } from './offline-screen';

/**
 * The page, or the offline message while the next page's chunks cannot load (spec 3 §4.7): until
 * the shopper retries, comes back online (chunk-guard-browser.ts) or the location changes. The
 * page stays mounted, hidden: shown again, it needs no code it may not be able to load.
 */
export function PageUnlessOffline({ children }: { children: ReactNode }) {
  const state = useChunkGuard();
  const { key, pathname, search } = useLocation();
  const path = pathname + search;
  useEffect(() => chunkGuard.locationChanged(path), [key, path]);
  const failed = state.status === 'failed';
  return (
    <>
      {failed ? <OfflineScreen onRetry={chunkGuard.retry} /> : null}
      <div className="contents" hidden={failed}>
        {children}
      </div>
    </>
  );
}

/**
 * A request the browser could not make at all (no connection), or a module it could not fetch
 * (a lazy part of the page), as each browser words it.
 */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError && /fetch|network|load failed|module script|imported module/i.test(error.message);
