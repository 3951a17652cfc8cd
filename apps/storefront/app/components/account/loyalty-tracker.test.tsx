// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { LoyaltyTracker } from './loyalty-tracker';

const DAY = 86_400_000;
const date = (inDays: number) => ({
  formattedString: 'Dec 31, 2026',
  dateValue: new Date(Date.now() + inDays * DAY).toISOString(),
});

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LoyaltyTracker (spec 1 §4)', () => {
  it('shows loading text, then Titanium Member in black with Active Until and a View link', async () => {
    answer({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'titanium', expirationDate: date(200) },
      rewardsBalance: { available: { points: 1200, currencyFormattedString: '$12.00' } },
    });
    renderInShop(<LoyaltyTracker />);
    expect(screen.getByText('Loading your rewards…')).toBeTruthy();
    const heading = await screen.findByRole('heading', { name: 'Titanium Member' });
    expect(heading.closest('section')?.dataset.theme).toBe('titanium');
    expect(heading.closest('section')?.className).toContain('bg-neutral-950');
    expect(screen.getByText('Active Until Dec 31, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe('/membership');
    // At the minimum or above: no progress message; far from expiry: no warning.
    expect(screen.queryByText(/to unlock your/)).toBeNull();
    expect(screen.queryByText(/expires on/)).toBeNull();
  });

  it('shows Member in blue, the points still needed for $5.00, and the expiring warning', async () => {
    answer({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member', expirationDate: date(10) },
      rewardsBalance: { available: { points: 120, currencyFormattedString: '$1.20' } },
    });
    renderInShop(<LoyaltyTracker />);
    const heading = await screen.findByRole('heading', { name: 'Member' });
    expect(heading.closest('section')?.dataset.theme).toBe('member');
    expect(screen.queryByText(/Active Until/)).toBeNull();
    expect(screen.getByText('Earn 380 more points to unlock your $5.00 reward.')).toBeTruthy();
    expect(screen.getByText('Your points expire on Dec 31, 2026. Place an order to keep them.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('120');
  });

  it('renders nothing when loyalty is not active, or on error', async () => {
    const inactive = answer({ loyaltyActiveInCurrentSession: false });
    const { container } = renderInShop(<LoyaltyTracker />);
    await waitFor(() => expect(inactive).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Loading your rewards…')).toBeNull());
    expect(container.querySelector('section')).toBeNull();
    cleanup();

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer({ error: { message: 'You must create an account to access this feature.' } }, 403);
    const failed = renderInShop(<LoyaltyTracker />);
    await waitFor(() => expect(screen.queryByText('Loading your rewards…')).toBeNull());
    expect(failed.container.querySelector('section')).toBeNull();
  });

  it('keeps the status 5 minutes: a second tracker does not ask again', async () => {
    const fetchMock = answer({
      loyaltyActiveInCurrentSession: true,
      tier: { status: 'member', expirationDate: date(300) },
      rewardsBalance: { available: { points: 600, currencyFormattedString: '$6.00' } },
    });
    renderInShop(<LoyaltyTracker />);
    await screen.findByRole('heading', { name: 'Member' });
    cleanup();
    renderInShop(<LoyaltyTracker />);
    await screen.findByRole('heading', { name: 'Member' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
