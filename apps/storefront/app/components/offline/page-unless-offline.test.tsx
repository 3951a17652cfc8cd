// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { ChunkLoadError } from '~/lib/offline/chunk-load-error';
import { isNetworkError, PageUnlessOffline } from './page-unless-offline';

// One guard whose loads the test decides.
const loads = vi.hoisted(() => [] as { resolve: () => void; reject: (e: unknown) => void }[]);
vi.mock('~/lib/offline/chunk-guard-browser', async () => {
  const { createChunkGuard, IDLE } = await import('~/lib/offline/chunk-guard');
  const { useSyncExternalStore } = await import('react');
  const chunkGuard = createChunkGuard(
    () => new Promise<void>((resolve, reject) => void loads.push({ resolve, reject })),
  );
  return {
    chunkGuard,
    useChunkGuard: () => useSyncExternalStore(chunkGuard.subscribe, chunkGuard.getState, () => IDLE),
  };
});
const { chunkGuard } = await import('~/lib/offline/chunk-guard-browser');

afterEach(() => {
  cleanup();
  loads.length = 0;
  chunkGuard.locationChanged('/elsewhere');
});

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('PageUnlessOffline', () => {
  it('shows the page until a page chunk fails, then the offline message with Retry Connection', async () => {
    renderInShop(
      <PageUnlessOffline>
        <p>The current page</p>
      </PageUnlessOffline>,
    );
    expect(await screen.findByText('The current page')).toBeTruthy();
    const proceed = vi.fn();
    void chunkGuard.whenReady('/c/jackets').then(proceed);
    loads[0]!.reject(new ChunkLoadError('error', '/assets/category.js'));
    await flush();

    const heading = screen.getByRole('heading', { level: 1, name: 'You are currently offline' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText("We couldn't load the next page on this connection. Please try again")).toBeTruthy();
    // The page stays, hidden, so that it needs nothing loaded to show again.
    expect(screen.getByText('The current page').closest('[hidden]')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Retry Connection' }));
    expect(loads).toHaveLength(2);
    loads[1]!.resolve();
    await flush();
    expect(proceed).toHaveBeenCalled();
    expect(screen.queryByText('You are currently offline')).toBeNull();
    expect(screen.getByText('The current page').closest('[hidden]')).toBeNull();
  });

  it('coming back online takes the message away', async () => {
    renderInShop(
      <PageUnlessOffline>
        <p>The current page</p>
      </PageUnlessOffline>,
    );
    await screen.findByText('The current page');
    void chunkGuard.whenReady('/c/jackets');
    loads[0]!.reject(new ChunkLoadError('timeout', '/assets/category.js'));
    await flush();
    expect(screen.getByText('You are currently offline')).toBeTruthy();
    act(() => chunkGuard.online());
    expect(screen.queryByText('You are currently offline')).toBeNull();
  });
});

describe('isNetworkError', () => {
  it("knows each browser's words for a request that could not be made", () => {
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkError(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkError(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isNetworkError(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isNetworkError(new TypeError("Cannot read properties of undefined (reading 'module')"))).toBe(false);
    expect(isNetworkError(new Error('Failed to fetch'))).toBe(false);
  });
});
