// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { OfflineBanner } from './offline-banner';

const BANNER = "You're currently browsing in offline mode.";

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing while online', async () => {
    renderInShop(<OfflineBanner />);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a polite status when the browser goes offline, and hides it when it is back online', async () => {
    renderInShop(<OfflineBanner />);
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    goOffline(true);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(BANNER);
    goOffline(false);
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('shows at once on a page opened offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderInShop(<OfflineBanner />);
    expect((await screen.findByRole('status')).textContent).toBe(BANNER);
  });
});
