// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { OFFLINE_BANNER_ID } from '~/lib/offline/inline-offline';
import { OfflineBanner } from './offline-banner';

afterEach(cleanup);

describe('OfflineBanner', () => {
  it("is a polite status with the spec's text, hidden until the page's script shows it offline", async () => {
    renderInShop(<OfflineBanner />);
    const banner = await screen.findByRole('status', { hidden: true });
    expect(banner.id).toBe(OFFLINE_BANNER_ID);
    expect(banner.hidden).toBe(true);
    expect(banner.textContent).toBe("You're currently browsing in offline mode.");
    expect(screen.queryByRole('status')).toBeNull();
  });
});
