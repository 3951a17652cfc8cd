// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { TILE_SPINNER_TIMEOUT_MS, TileCarousel } from './tile-carousel';

const images = ['/i/products/a-front', '/i/products/a-back', '/i/products/a-side'].map((link) => ({ link }));
const picture = () => document.querySelector('img')!;

beforeEach(() => {
  vi.useFakeTimers();
  // happy-dom loads no pictures and calls every one complete: here they are still on their way.
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TileCarousel', () => {
  it('shows the spinner until the image loads', () => {
    renderInShop(<TileCarousel images={images} eager={false} name="Trail Jacket" href="/p/trail-jacket" />);
    expect(screen.getByRole('progressbar', { name: 'Loading image' })).not.toBeNull();
    fireEvent.load(picture());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('clears the spinner after 5 s when the image never loads', () => {
    expect(TILE_SPINNER_TIMEOUT_MS).toBe(5000);
    renderInShop(<TileCarousel images={images} eager={false} name="Trail Jacket" href="/p/trail-jacket" />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('progressbar')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hides the spinner at once for a picture already loaded when the page hydrates', () => {
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    renderInShop(<TileCarousel images={images} eager={false} name="Trail Jacket" href="/p/trail-jacket" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('moves circularly, and each new image shows its own spinner', () => {
    renderInShop(<TileCarousel images={images} eager={false} name="Trail Jacket" href="/p/trail-jacket" />);
    fireEvent.load(picture());
    fireEvent.click(screen.getByRole('button', { name: 'Previous image of Trail Jacket' }));
    expect(picture().getAttribute('src')).toContain('/i/products/a-side');
    expect(screen.getByRole('progressbar')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next image of Trail Jacket' }));
    expect(picture().getAttribute('src')).toContain('/i/products/a-front');
  });

  it('loads the first tiles’ first picture eagerly and with high priority, the others lazily', () => {
    renderInShop(<TileCarousel images={images} eager name="Trail Jacket" href="/p/trail-jacket" />);
    expect(picture().getAttribute('loading')).toBe('eager');
    expect(picture().getAttribute('fetchpriority')).toBe('high');
    fireEvent.click(screen.getByRole('button', { name: 'Next image of Trail Jacket' }));
    expect(picture().getAttribute('loading')).toBe('lazy');
  });
});
