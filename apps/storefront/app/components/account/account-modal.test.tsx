// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShop } from '~/test/render';
import { asksForSignIn, withoutSignInRequest } from './account-modal';
import { useAccountModal } from './account-modal-context';

afterEach(cleanup);

/** The router's address, as links built from it see it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search + location.hash}</output>;
}

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
    // The flow's code loads on first opening: the first test pays for transforming it.
    expect(await screen.findByRole('heading', { name: 'Log In or Join For Free' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens for ?signin=true and removes the parameter from the address', async () => {
    renderInShop(<Address />, { path: '/c/boots?signin=true&page=2' });
    expect(await screen.findByRole('heading', { name: 'Log In or Join For Free' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/c/boots?page=2');
  });

  it('does not ask a signed-in customer to sign in again, and still cleans the address', async () => {
    renderInShop(<Address />, { path: '/cart#signin', signedIn: true });
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/cart'));
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
