// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { TOAST_DURATION_MS, ToastOutlet, useToast } from './toaster';

function Trigger({ duration }: { duration?: number }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast({ title: 'Added to wishlist', status: 'success', duration })}>
      go
    </button>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('show for 5 seconds by default', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    renderInShop(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByRole('status').textContent).toContain('Added to wishlist');
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('raised while a modal dialog is open, show inside it (the page behind it is inert)', () => {
    function WithDialog() {
      const [open, setOpen] = useState(true);
      return (
        <>
          {open ? (
            <div data-testid="dialog">
              <ToastOutlet />
              <button type="button" onClick={() => setOpen(false)}>
                close dialog
              </button>
            </div>
          ) : null}
          <Trigger />
        </>
      );
    }
    renderInShop(<WithDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(screen.getByTestId('dialog').contains(screen.getByRole('status'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'close dialog' }));
    expect(screen.getByRole('status').textContent).toContain('Added to wishlist');
  });

  it('leave a toast raised before a dialog opened on the page', () => {
    function LateDialog() {
      const [open, setOpen] = useState(false);
      return (
        <>
          {open ? (
            <div data-testid="dialog">
              <ToastOutlet />
            </div>
          ) : null}
          <button type="button" onClick={() => setOpen(true)}>
            open dialog
          </button>
          <Trigger />
        </>
      );
    }
    renderInShop(<LateDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    fireEvent.click(screen.getByRole('button', { name: 'open dialog' }));
    expect(screen.getByTestId('dialog').contains(screen.getByRole('status'))).toBe(false);
  });

  it('honour a custom duration and can be dismissed', () => {
    renderInShop(<Trigger duration={1000} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sit top-center on small screens and top-right from md up', () => {
    renderInShop(<Trigger />);
    const region = screen.getByRole('list', { name: 'Notifications' });
    expect(region.className).toContain('left-1/2');
    expect(region.className).toContain('md:right-4');
  });

  it('need their provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used within a ToastProvider');
  });
});
