// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { ACCOUNT_DRAWER_DELAY_MS, MarketingBanner } from './marketing-banner';

const openAccount = vi.fn();
vi.mock('../use-account-opener', () => ({ useAccountOpener: () => ({ open: openAccount, drawer: null }) }));

const meta = { schema: 'marketing-banner', name: 'Top banner', deliveryId: 'mb-1' };
const banner = (overrides: Record<string, unknown> = {}) => ({
  _meta: meta,
  hideOffersText: false,
  childBanners: [
    {
      desktopRotatingMessage: 'Free shipping on every order',
      mobileRotatingMessage: 'Free shipping',
      headline: 'Free shipping, no minimum',
      body: '<p>On every order, every day.</p>',
      bannerButtons: [{ text: 'Shop now', url: '/c/new-arrivals' }],
      legalTextLink: { text: 'Details', legalBody: '<p>Excludes oversized items.</p>' },
    },
    {
      desktopRotatingMessage: 'Members earn double points',
      headline: 'Double points',
      bannerButtons: [{ text: 'Join now', link: { value: { linkType: 'account-drawer' } } }],
    },
    { desktopRotatingMessage: 'New arrivals are here', mobileRotatingMessage: 'New arrivals' },
  ],
  ...overrides,
});

/** The message shown at desktop and at mobile sizes (both are in the page; CSS picks one). */
const shown = () => {
  const bar = screen.getByRole('button', { name: /Offers$/ });
  const [desktop, mobile] = bar.querySelectorAll('[aria-live] > span');
  return {
    desktop: desktop!.textContent,
    mobile: mobile!.textContent,
    fadingDesktop: desktop!.className.includes('opacity-0'),
  };
};

beforeEach(() => {
  vi.useFakeTimers();
  openAccount.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('MarketingBanner (spec 3 §3.3, §4.5)', () => {
  it('rotates the desktop and mobile messages every 5000 ms with a 300 ms fade, each list on its own', () => {
    renderInShop(<MarketingBanner block={banner() as never} />);
    expect(shown()).toEqual({ desktop: 'Free shipping on every order', mobile: 'Free shipping', fadingDesktop: false });
    act(() => vi.advanceTimersByTime(4999));
    expect(shown().fadingDesktop).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    // Fading out; the message changes once the fade is over.
    expect(shown()).toMatchObject({ desktop: 'Free shipping on every order', fadingDesktop: true });
    act(() => vi.advanceTimersByTime(300));
    // The second banner has no mobile message: the desktop one stands in.
    expect(shown()).toEqual({
      desktop: 'Members earn double points',
      mobile: 'Members earn double points',
      fadingDesktop: false,
    });
    act(() => vi.advanceTimersByTime(5300 * 2));
    expect(shown()).toMatchObject({ desktop: 'Free shipping on every order', mobile: 'Free shipping' });
  });

  it('stops rotating with the pause button, and starts again with play', () => {
    renderInShop(<MarketingBanner block={banner() as never} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the offers' }));
    // The pointer and focus hold the rotation too; let go of the bar to see the button alone at work.
    fireEvent.blur(screen.getByRole('button', { name: 'Play the offers' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown().desktop).toBe('Free shipping on every order');
    fireEvent.click(screen.getByRole('button', { name: 'Play the offers' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pause the offers' }));
    act(() => vi.advanceTimersByTime(5300));
    expect(shown().desktop).toBe('Members earn double points');
  });

  it('does not rotate for a visitor who asks for less motion', () => {
    const matchMedia = vi
      .fn()
      .mockReturnValue({ matches: true, addEventListener: vi.fn(), removeEventListener: vi.fn() });
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      renderInShop(<MarketingBanner block={banner() as never} />);
      act(() => vi.advanceTimersByTime(20_000));
      expect(shown().desktop).toBe('Free shipping on every order');
      expect(screen.getByRole('button', { name: 'Play the offers' })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('hides the "Offers" words with hideOffersText, keeping them for screen readers', () => {
    renderInShop(<MarketingBanner block={banner({ hideOffersText: true }) as never} />);
    const words = screen.getByRole('button', { name: /Offers$/ }).lastElementChild!;
    expect(words.textContent).toBe('Offers');
    expect(words.className).toContain('sr-only');
  });

  it('opens a drawer with the offers, and an account-drawer link opens the account drawer 300 ms after it closes', async () => {
    // The drawer's code loads on first use: real timers while it does.
    vi.useRealTimers();
    renderInShop(<MarketingBanner block={banner() as never} />);
    fireEvent.click(screen.getByRole('button', { name: /Offers$/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Offers' }, { timeout: 5_000 });
    vi.useFakeTimers();
    expect(drawer.querySelectorAll('h3')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Free shipping, no minimum' })).toBeTruthy();
    expect(screen.getByText('On every order, every day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/c/new-arrivals');
    expect(screen.getByRole('button', { name: 'Details' })).toBeTruthy();
    // A banner without a headline is listed under its message.
    expect(screen.getByRole('heading', { name: 'New arrivals are here' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Join now' }));
    expect((drawer as HTMLDialogElement).open).toBe(false);
    act(() => vi.advanceTimersByTime(ACCOUNT_DRAWER_DELAY_MS - 1));
    expect(openAccount).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openAccount).toHaveBeenCalledTimes(1);
    expect(ACCOUNT_DRAWER_DELAY_MS).toBe(300);
  });
});
