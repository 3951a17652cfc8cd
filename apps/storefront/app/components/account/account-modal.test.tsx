// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { asksForSignIn, withoutSignInRequest } from './account-modal';
import { useAccountModal } from './account-modal-context';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in request in the address (spec 1 §2)', () => {
  it('is signin=true or #signin, nothing else', () => {
    expect(asksForSignIn(new URL('https://shop.test/?signin=true'))).toBe(true);
    expect(asksForSignIn(new URL('https://shop.test/cart#signin'))).toBe(true);
    expect(asksForSignIn(new URL('https://shop.test/?signin=false'))).toBe(false);
    expect(asksForSignIn(new URL('https://shop.test/#signing'))).toBe(false);
  });

  it('is removed and everything else kept', () => {
    expect(withoutSignInRequest(new URL('https://shop.test/c/boots?signin=true&sort=price-low-to-high#top'))).toBe(
      '/c/boots?sort=price-low-to-high#top',
    );
    expect(withoutSignInRequest(new URL('https://shop.test/cart?q=1#signin'))).toBe('/cart?q=1');
  });
});

function OpenButton() {
  const modal = useAccountModal();
  return (
    <button type="button" onClick={() => modal.open()}>
      Save
    </button>
  );
}

describe('AccountModalProvider', () => {
  it('opens the sign-in flow at the e-mail step when asked', async () => {
    renderInShop(<OpenButton />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Log In or Join For Free' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens for ?signin=true and removes the parameter from the address', async () => {
    window.history.replaceState(null, '', '/c/boots?signin=true&page=2');
    renderInShop(<p>page</p>, { path: '/c/boots?signin=true&page=2' });
    expect(await screen.findByRole('heading', { name: 'Log In or Join For Free' })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/c/boots?page=2');
  });

  it('does not ask a signed-in customer to sign in again, and still cleans the address', async () => {
    window.history.replaceState(null, '', '/#signin');
    renderInShop(<p>page</p>, { path: '/#signin', signedIn: true });
    await screen.findByText('page');
    expect(window.location.hash).toBe('');
    expect(screen.queryByRole('heading', { name: 'Log In or Join For Free' })).toBeNull();
  });

  it('throws when used outside its provider (spec 1 §8)', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<OpenButton />)).toThrow('useAccountModal must be used within an AccountModalProvider');
    } finally {
      console.error = quiet;
    }
  });
});
