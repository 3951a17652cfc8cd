import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chunkGuard, useChunkGuard } from '~/lib/offline/chunk-guard-browser';
import { OfflineScreen } from './offline-screen';

/**
 * The page, or the offline message while the next page's chunks cannot load (spec 3 §4.7): until
 * the shopper retries, comes back online (chunk-guard-browser.ts) or the location changes.
 */
export function PageUnlessOffline({ children }: { children: ReactNode }) {
  const state = useChunkGuard();
  const { key } = useLocation();
  useEffect(() => chunkGuard.locationChanged(), [key]);
  if (state.status !== 'failed') return children;
  return <OfflineScreen onRetry={chunkGuard.retry} retrying={state.retrying} />;
}

/** A request the browser could not make at all (no connection), as each browser words it. */
export const isNetworkError = (error: unknown): boolean =>
  error instanceof TypeError && /fetch|network|load failed/i.test(error.message);

/**
 * The same message when the page's code loaded but its data (or the route's description) could not
 * be fetched: Retry Connection, or coming back online, loads this address again.
 */
export function OfflineAfterNetworkError() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const retry = () => void navigate(pathname + search + hash, { replace: true });
  useEffect(() => {
    const again = () => void navigate(pathname + search + hash, { replace: true });
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [navigate, pathname, search, hash]);
  return <OfflineScreen onRetry={retry} />;
}
