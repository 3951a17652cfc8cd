// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShop } from '~/test/render';
import { ErrorPage } from './error-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  it('shows the title, the generic text, the message and the three actions', async () => {
    renderInShop(<ErrorPage message="Boom" stack="Error: Boom\n    at x" />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("This page isn't working");
    expect(
      screen.getByText(
        'An error has occurred. Try refreshing the page or if you need immediate help please contact support.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.getByRole('button', { name: 'Refresh the page' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset my Session' })).toBeTruthy();
  });

  it('Reset my Session clears cookies and both storages, then goes to /', async () => {
    localStorage.setItem('sfcc-product-compare', '[]');
    sessionStorage.setItem('customerGroupsData_ridgeline', '{}');
    document.cookie = 'usid=abc; path=/';
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    renderInShop(<ErrorPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reset my Session' }));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain('usid=abc');
    expect(assign).toHaveBeenCalledWith('/');
  });
});
